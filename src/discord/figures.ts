// Bot-wide figures for /help: servers served, gathered from every shard, and rounds played
// today (every shard shares the one database, so that needs no gathering).

import type { Client } from "discord.js";
import type { Store } from "../games/engine/ports.ts";

const DAY_MS = 86_400_000;

export interface Figures {
  readonly servers: number;
  readonly roundsToday: number;
}

export async function botFigures(client: Client, store: Store, now: number): Promise<Figures> {
  return { servers: await serversServed(client), roundsToday: await store.roundsFinishedSince(now - (now % DAY_MS)) };
}

/** Every shard's servers; this shard's alone if the others cannot be asked just now. */
async function serversServed(client: Client): Promise<number> {
  if (client.shard === null) return client.guilds.cache.size;
  try {
    const counts = (await client.shard.fetchClientValues("guilds.cache.size")) as number[];
    return counts.reduce((sum, n) => sum + n, 0);
  } catch {
    return client.guilds.cache.size;
  }
}
