// Live play beside local play: with ACTIVITY_PORT set, the Activity's page is served at
// http://127.0.0.1:PORT/ on the terminal's own engine, each browser tab a player (?user=NAME)
// in the terminal's channel, as /as NAME would be.

import type { Clock, EngineStore, Logger } from "../games/engine/ports.ts";
import { ok, refuse, type Checked } from "../games/rules.ts";
import { activityClientDir } from "../live/client-files.ts";
import { LiveHub, type LiveEngine } from "../live/hub.ts";
import { localIdentity } from "../live/local-identity.ts";
import { startLiveServer, type LiveServer } from "../live/server.ts";
import { LOCAL_CHANNEL, LOCAL_GUILD, localPlayer } from "./commands.ts";

/** ACTIVITY_PORT, if set: a whole number from 1 to 65535. */
export function livePortIn(env: NodeJS.ProcessEnv): Checked<number | null> {
  const text = env.ACTIVITY_PORT?.trim();
  if (text === undefined || text === "") return ok(null);
  const port = /^\d+$/u.test(text) ? Number(text) : NaN;
  return port >= 1 && port <= 65535 ? ok(port) : refuse(`ACTIVITY_PORT must be a whole number from 1 to 65535, not "${text.slice(0, 20)}".`);
}

export interface LocalLive {
  readonly hub: LiveHub;
  /** Serves the page; the line to print either way. */
  serve(): Promise<{ readonly server: LiveServer | null; readonly said: string }>;
}

export interface LocalLiveOptions {
  readonly port: number;
  /** Late-bound: the engine is composed with the hub as its watch. */
  readonly engine: () => LiveEngine;
  readonly store: Pick<EngineStore, "answersFor">;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The built web client; default: built from web/activity (activityClientDir). */
  readonly clientDir?: string;
}

export function localLive({ port, engine, store, clock, logger, clientDir }: LocalLiveOptions): LocalLive {
  const identity = localIdentity({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL }, localPlayer);
  const hub = new LiveHub({ engine, store, identity, clock, logger });
  return {
    hub,
    async serve() {
      try {
        const server = await startLiveServer({ port, host: "127.0.0.1", identity, hub, clientDir: clientDir ?? (await activityClientDir()), logger });
        return { server, said: `Live play: open ${server.url}?user=YourName in a browser, a tab per player, on this terminal's rounds.` };
      } catch (error) {
        logger.error({ err: error, port }, "could not serve live play");
        return { server: null, said: `Live play could not start on port ${port}: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
  };
}
