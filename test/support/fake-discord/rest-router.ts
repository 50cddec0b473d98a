// The shape shared by the REST route tables: a request the fake understood, the reply a
// handler gives, and Discord-style errors.

import type { CommandRegistry } from "./commands.ts";
import type { InteractionLog } from "./interactions.ts";
import type { MessageStore } from "./messages.ts";
import type { FakeThread, JsonValue, RecordedFile, SentBody, StoredMessage } from "./types.ts";
import type { World } from "./world.ts";

export interface RestRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: JsonValue;
  /** The body read as a message payload ({} when it is not an object). */
  sent: SentBody;
  files: RecordedFile[];
  /** The Authorization header ("Bot ...", "Bearer ..."); the fake records it nowhere. */
  authorization?: string;
}

export interface RestReply {
  status?: number;
  body?: unknown;
  message?: StoredMessage;
  interactionId?: string;
}

export interface Route {
  method: string;
  pattern: string;
  handle: (request: RestRequest) => RestReply;
}

/** What route handlers may touch. */
export interface RestContext {
  world: World;
  messages: MessageStore;
  interactions: InteractionLog;
  commands: CommandRegistry;
  gatewayUrl: () => string;
  /** How many shards GET /gateway/bot recommends. */
  shards: number;
  /** The max_concurrency GET /gateway/bot gives: identify buckets per 5 s. */
  maxConcurrency: number;
  /** Tell connected bots about a message, as MESSAGE_CREATE. */
  announce: (message: StoredMessage) => void;
  /** A thread was created: THREAD_CREATE goes to the bot. */
  threadCreated: (thread: FakeThread) => void;
}

/** An error Discord would answer with; thrown by handlers, sent as `{message, code}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function findRoute(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.split("/");
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPattern(route.pattern.split("/"), segments);
    if (params) return { route, params };
  }
  return undefined;
}

function matchPattern(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i] ?? "";
    if (part.startsWith(":")) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}
