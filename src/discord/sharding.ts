// `lexicord start-sharded`: discord.js's ShardingManager runs one `lexicord start` process per
// shard, all on the one SQLite database (WAL; a lease per shard keeps two processes off the
// same shard). A shard process that dies is started again, and recovers its guilds' rounds.

import { join } from "node:path";
import { REST, Routes, ShardingManager, type Shard } from "discord.js";
import type { Logger } from "../games/engine/ports.ts";
import { PROJECT_ROOT } from "../project-root.ts";
import type { BotConfig } from "./config.ts";

const ENTRY = join(PROJECT_ROOT, "bin", "lexicord.js");

/** The shard count Discord recommends, asked of the configured API: discord.js's own
 *  fetchRecommendedShardCount always asks discord.com, which breaks behind a proxy. */
export async function recommendedShards({ token, apiUrl }: Pick<BotConfig, "token" | "apiUrl">): Promise<number> {
  const rest = new REST(apiUrl ? { api: apiUrl } : {}).setToken(token);
  const { shards } = (await rest.get(Routes.gatewayBot())) as { shards: number };
  return Math.max(1, shards);
}

export interface Sharded {
  readonly manager: ShardingManager;
  readonly shards: number;
}

/** Spawns every shard and resolves once each is ready; the manager restarts any that die. */
export async function startShards(config: BotConfig, logger: Logger): Promise<Sharded> {
  const shards = config.shards === "auto" ? await recommendedShards(config) : config.shards;
  // Each shard runs with the manager's node flags (npm's start:sharded sets the heap's).
  const manager = new ShardingManager(ENTRY, { token: config.token, totalShards: shards, shardArgs: ["start"], execArgv: process.execArgv, respawn: true, mode: "process" });
  manager.on("shardCreate", (shard: Shard) => {
    shard.on("spawn", (child) => logger.info({ shard: shard.id, shardPid: "pid" in child ? child.pid : undefined }, "shard started"));
    shard.on("death", () => logger.warn({ shard: shard.id }, "shard process ended; starting it again"));
  });
  await manager.spawn({ amount: shards, delay: 0, timeout: 60_000 });
  return { manager, shards };
}
