// Where a sharded host sends a live socket: the guild's shard decides. This host's shard takes
// it at its door; a shard another host holds (its lease) is reached through that host's relay,
// at the URL it advertises (its live-host lease). Anything else is said to the player in a line.

import { ShardClientUtil } from "discord.js";
import type { Clock, LeaseStore } from "../games/engine/ports.ts";
import { ok, refuse } from "../games/rules.ts";
import { RELAY_PATH, socketUrl, type LiveRoutes } from "../live/relay.ts";
import { LIVE_HOST_LEASES, SHARD_LEASES, shardLease } from "./lease-timing.ts";

export const MOVING = "This server's games are moving between hosts: try again in a minute.";
export const STARTING = "This server's games are starting up: back in a moment.";

export interface LiveRoutesOptions {
  readonly store: LeaseStore;
  readonly clock: Clock;
  /** This host, as its leases name it. */
  readonly holder: string;
  readonly totalShards: number;
  /** This host's shards' doors (see shard-live.ts). */
  readonly doors: ReadonlyMap<number, string>;
}

export function liveRoutes({ store, clock, holder, totalShards, doors }: LiveRoutesOptions): LiveRoutes {
  return {
    async find(guildId, from) {
      const shard = ShardClientUtil.shardIdForGuildId(guildId, totalShards);
      const door = doors.get(shard);
      if (door !== undefined) return ok(door);
      // Another host relays only to its own shards: a socket is never passed on twice.
      if (from === "host") return refuse(MOVING);
      const now = clock.now();
      const held = (await store.liveLeases(SHARD_LEASES, now)).find((lease) => lease.name === shardLease(shard));
      if (held === undefined) return refuse(MOVING);
      if (held.holder === holder) return refuse(STARTING);
      const advertised = (await store.liveLeases(LIVE_HOST_LEASES, now)).find((lease) => lease.holder === held.holder);
      if (advertised === undefined) return refuse(MOVING);
      return ok(socketUrl(advertised.name.slice(LIVE_HOST_LEASES.length), RELAY_PATH));
    },
  };
}
