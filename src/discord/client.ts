// The discord.js client, built but not logged in. It asks for chat messages only when the
// bot reads them (MessageContent is a privileged intent), and caches little: rounds live in
// the store, not in Discord objects.

import { Client, GatewayIntentBits, Options } from "discord.js";
import { resendingUnsent } from "./dropped-connections.ts";
import type { IdentifyThrottler } from "./identify-pacing.ts";
import { NO_PINGS } from "./render/message.ts";

export interface ClientOptions {
  /** REST base URL (a proxy, or the test's fake Discord); null for Discord itself. */
  readonly apiUrl: string | null;
  readonly readMessages: boolean;
  /** How long a REST request may wait for its response before discord.js retries it (default 15 s). */
  readonly restTimeoutMs?: number;
  /** Paces identifies by Discord's max_concurrency (see identify-pacing.ts); default: this process alone. */
  readonly identify?: (maxConcurrency: number) => IdentifyThrottler;
}

export function intentsFor(readMessages: boolean): GatewayIntentBits[] {
  return readMessages
    ? [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent]
    : [GatewayIntentBits.Guilds];
}

export function createClient({ apiUrl, readMessages, restTimeoutMs, identify }: ClientOptions): Client {
  return new Client({
    intents: intentsFor(readMessages),
    allowedMentions: NO_PINGS,
    rest: { makeRequest: resendingUnsent(), ...(apiUrl === null ? {} : { api: apiUrl }), ...(restTimeoutMs === undefined ? {} : { timeout: restTimeoutMs }) },
    ...(identify === undefined ? {} : { ws: { buildIdentifyThrottler: async (ws) => identify((await ws.fetchGatewayInformation()).session_start_limit.max_concurrency) } }),
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: 0,
      GuildMemberManager: { maxSize: 100, keepOverLimit: (member) => member.id === member.client.user.id },
    }),
  });
}
