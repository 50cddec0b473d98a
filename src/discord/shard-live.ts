// Live play between a start-sharded host and its shard processes: the host says in each shard's
// environment that it relays live play to it, and the shard tells its host where its door
// listens over the shard's IPC (discord.js's ShardingManager hands it on as the shard's "message").

import type { Env } from "./config.ts";

const RELAYED = "LEXICORD_LIVE_RELAYED";
const DOOR_MESSAGE = "lexicordLiveDoor";

export const relayedLiveEnv: Readonly<Record<string, string>> = { [RELAYED]: "1" };

/** True in a shard process whose host serves live play and relays its sockets here. */
export const relayedByHost = (env: Env): boolean => env.SHARDING_MANAGER !== undefined && env[RELAYED] === "1";

/** From a shard process: where its door takes the sockets its host relays. */
export function tellHostTheDoor(url: string): void {
  process.send?.({ [DOOR_MESSAGE]: url });
}

/** The door a shard's message names, or null for any other message. */
export function doorIn(message: unknown): string | null {
  const url = typeof message === "object" && message !== null ? (message as Record<string, unknown>)[DOOR_MESSAGE] : undefined;
  return typeof url === "string" && /^ws:\/\/127\.0\.0\.1:\d+\//u.test(url) ? url : null;
}
