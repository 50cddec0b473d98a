// Live play as an adapter composes it: the hub first (the engine's watch), then, once the
// engine exists, the server. Local play and the bot differ only in the Identity they give.

import type { Clock, EngineStore, Logger } from "../games/engine/ports.ts";
import { activityClientDir } from "./client-files.ts";
import { LiveHub, type LiveEngine } from "./hub.ts";
import type { Identity } from "./identity.ts";
import { startLiveServer, type LiveServer } from "./server.ts";

export interface LivePlayOptions {
  readonly port: number;
  readonly host?: string;
  readonly identity: Identity;
  /** Late-bound: the engine is composed with the hub as its watch (EngineOptions.watch). */
  readonly engine: () => LiveEngine;
  readonly store: Pick<EngineStore, "answersFor">;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The built web client; default: built from web/activity (activityClientDir). */
  readonly clientDir?: string;
}

export interface LivePlay {
  /** Give it to composeEngine as `watch`. */
  readonly hub: LiveHub;
  /** Listens once the engine is up; close() the server on the way out. */
  serve(): Promise<LiveServer>;
}

export function livePlay(options: LivePlayOptions): LivePlay {
  const { port, host, identity, engine, store, clock, logger } = options;
  const hub = new LiveHub({ engine, store, identity, clock, logger });
  return {
    hub,
    serve: async () => startLiveServer({ port, ...(host ? { host } : {}), identity, hub, clientDir: options.clientDir ?? (await activityClientDir()), logger }),
  };
}
