// Test helpers for live play: a Node `ws` client that keeps every message the server sent and
// waits for the next of a type; and the local-play live server on a real engine and store.

import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";
import { WebSocket } from "ws";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import type { Engine } from "../../src/games/engine/engine.ts";
import type { Store } from "../../src/games/engine/ports.ts";
import { composeEngine } from "../../src/games/compose.ts";
import { localLive } from "../../src/console/local-live.ts";
import { LIVE_PATH, type ClientMessage, type ServerMessage } from "../../src/live/protocol.ts";
import type { LiveServer } from "../../src/live/server.ts";
import { RecordingAnnouncer, RecordingLogger, T0 } from "../games/engine-fakes.ts";

type Of<K extends ServerMessage["type"]> = Extract<ServerMessage, { type: K }>;

export interface LiveClient {
  readonly messages: ServerMessage[];
  send(message: ClientMessage | string): void;
  /** The next message of this type not yet taken (waiting for it if need be). */
  next<K extends ServerMessage["type"]>(type: K): Promise<Of<K>>;
  /** Resolves with the close code once the server closes the socket. */
  readonly closed: Promise<number>;
  close(): void;
}

export async function liveClient(serverUrl: string, headers: Record<string, string> = {}): Promise<LiveClient> {
  const ws = new WebSocket(new URL(LIVE_PATH, serverUrl).toString().replace(/^http/u, "ws"), { headers });
  const messages: ServerMessage[] = [];
  const taken = new Set<ServerMessage>();
  const waiting = new Set<() => void>();
  ws.on("message", (data: Buffer) => {
    messages.push(JSON.parse(data.toString("utf8")) as ServerMessage);
    for (const wake of waiting) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  onTestFinished(() => ws.terminate());
  const next = <K extends ServerMessage["type"]>(type: K): Promise<Of<K>> =>
    new Promise((resolve) => {
      const look = (): void => {
        const found = messages.find((m) => m.type === type && !taken.has(m));
        if (!found) return;
        taken.add(found);
        waiting.delete(look);
        resolve(found as Of<K>);
      };
      waiting.add(look);
      look();
    });
  return {
    messages,
    send: (message) => ws.send(typeof message === "string" ? message : JSON.stringify(message)),
    next,
    closed,
    close: () => ws.close(),
  };
}

/** A client that said hello as `name` in local play and got its welcome. */
export async function joined(serverUrl: string, name: string): Promise<LiveClient & { welcome: Of<"welcome"> }> {
  const client = await liveClient(serverUrl);
  client.send({ type: "hello", localUser: name, instanceId: "local" });
  return Object.assign(client, { welcome: await client.next("welcome") });
}

/** A folder like the built client's, inside a folder that holds a file the server must never serve. */
export function clientFixture(): string {
  const outside = mkdtempSync(join(tmpdir(), "lexicord-live-"));
  writeFileSync(join(outside, "package.json"), '{"secret": true}');
  const root = join(outside, "site");
  mkdirSync(join(root, "assets"), { recursive: true });
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Lexicord live</title>");
  writeFileSync(join(root, "assets", "main-ABCD1234.js"), "console.log('live');");
  writeFileSync(join(root, ".env"), "SECRET=1");
  return root;
}

export interface LiveTable {
  readonly engine: Engine;
  readonly store: Store;
  readonly clock: ManualClock;
  readonly announcer: RecordingAnnouncer;
  readonly logger: RecordingLogger;
  readonly server: LiveServer;
  readonly clientDir: string;
}

/** Local play's live server (port 0) on a real engine with the shipped rules and a manual clock;
 *  the browser tests give it the built client. */
export async function liveTable(store: Store, clientDir = clientFixture()): Promise<LiveTable> {
  const clock = manualClock(T0);
  const announcer = new RecordingAnnouncer();
  const logger = new RecordingLogger();
  let seed = 11;
  const live = localLive({ port: 0, engine: (): Engine => engine, store, clock, logger, clientDir });
  const { engine } = composeEngine({ store, clock, announcer, logger, newSeed: () => seed++, watch: live.hub });
  const { server } = await live.serve();
  if (!server) throw new Error(JSON.stringify(logger.errors()));
  onTestFinished(async () => {
    await server.close();
    engine.close();
    await engine.idle();
  });
  return { engine, store, clock, announcer, logger, server, clientDir };
}
