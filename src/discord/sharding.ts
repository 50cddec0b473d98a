// `lexicord start-sharded`: this host claims shards through leases in the database (see
// shard-claims.ts) and runs one `lexicord start` process per shard it holds, under discord.js's
// ShardingManager; any number of hosts may do so against one PostgreSQL. A shard process that
// dies is started again, and recovers its guilds' rounds; one whose lease is lost is killed.
// With ACTIVITY_PORT each shard opens a door for live play and says where (shard-live.ts).

import { once } from "node:events";
import { join } from "node:path";
import { REST, Routes, ShardingManager, type Shard } from "discord.js";
import type { Clock, LeaseStore, Logger } from "../games/engine/ports.ts";
import { PROJECT_ROOT } from "../project-root.ts";
import type { BotConfig } from "./config.ts";
import { ShardClaims, type ShardProcesses } from "./shard-claims.ts";
import { doorIn, relayedLiveEnv } from "./shard-live.ts";
import { givenLeaseEnv, thisProcess } from "./shard-lease.ts";

const ENTRY = join(PROJECT_ROOT, "bin", "lexicord.js");
/** How long a shard process may take to log in and say it is ready. */
const READY_TIMEOUT_MS = 60_000;

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
  /** This host, as its leases name it. */
  readonly holder: string;
  /** Where each of this host's shards takes live sockets (its door), once it said so. */
  readonly doors: ReadonlyMap<number, string>;
  /** Stops every shard process this host runs and lets their leases go. */
  stop(): Promise<void>;
}

/** Claims this host's shards and keeps a process running for each it holds. */
export async function startShards(config: BotConfig, deps: { store: LeaseStore; clock: Clock; logger: Logger }): Promise<Sharded> {
  const { logger } = deps;
  const relaysLive = config.activity !== null;
  const doors = new Map<number, string>();
  const shards = config.shards === "auto" ? await recommendedShards(config) : config.shards;
  // Each shard runs with the manager's node flags (npm's start:sharded sets the heap's).
  const manager = new ShardingManager(ENTRY, { token: config.token, totalShards: shards, shardArgs: ["start"], execArgv: process.execArgv, respawn: true, mode: "process" });
  manager.on("shardCreate", (shard: Shard) => {
    shard.on("spawn", (child) => logger.info({ shard: shard.id, shardPid: "pid" in child ? child.pid : undefined }, "shard started"));
    // A shard this host stopped is out of the list before its process ends; any other is started again.
    shard.on("death", () => {
      doors.delete(shard.id);
      if (manager.shards.get(shard.id) === shard) logger.warn({ shard: shard.id }, "shard process ended; starting it again");
    });
    shard.on("message", (message: unknown) => {
      const door = doorIn(message);
      if (door === null || manager.shards.get(shard.id) !== shard) return;
      doors.set(shard.id, door);
      logger.info({ shard: shard.id }, "the shard takes live play's sockets");
    });
    shard.on("error", (error) => logger.error({ shard: shard.id, err: error }, "could not start the shard's process again"));
    shard.on("ready", () => {
      if ([...manager.shards.values()].every((s) => s.ready)) logger.info({ shards: [...manager.shards.keys()].sort((a, b) => a - b) }, "every shard is up");
    });
  });
  // The manager broadcasts (bot-wide figures) only while its shard list matches the shards it runs.
  const listShards = (): void => void (manager.shardList = [...manager.shards.keys()].sort((a, b) => a - b));
  const processes: ShardProcesses = {
    start(id, lease) {
      const shard = manager.createShard(id);
      listShards();
      Object.assign(shard.env as NodeJS.ProcessEnv, givenLeaseEnv(lease), relaysLive ? relayedLiveEnv : {});
      shard.spawn(READY_TIMEOUT_MS).catch((error: unknown) => logger.warn({ shard: id, err: error }, "shard not ready yet"));
    },
    async stop(id, how) {
      const shard = manager.shards.get(id);
      if (shard === undefined) return;
      manager.shards.delete(id);
      doors.delete(id);
      listShards();
      const child = shard.process;
      shard.kill(); // SIGTERM, and no respawn: the process stops cleanly (see startBot)
      if (child === null || child.exitCode !== null || child.signalCode !== null) return;
      if (how === "kill") child.kill("SIGKILL");
      await once(child, "exit");
    },
  };
  const holder = thisProcess();
  const claims = new ShardClaims({ ...deps, holder, totalShards: shards, capacity: config.shardsPerHost ?? shards, leaseMs: config.shardLeaseMs, processes, relayUrl: config.activity?.relayUrl ?? null });
  await claims.start();
  return { manager, shards, holder, doors, stop: () => claims.stop() };
}
