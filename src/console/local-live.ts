// Live play beside local play: with ACTIVITY_PORT set, the Activity's page is served at
// http://127.0.0.1:PORT/ on the terminal's own engine, each browser tab a player (?user=NAME)
// in the terminal's channel, as /as NAME would be.

import { ok, refuse, type Checked } from "../games/rules.ts";
import type { LiveHub } from "../live/hub.ts";
import { livePlay, type LivePlayOptions } from "../live/live-play.ts";
import { localIdentity } from "../live/local-identity.ts";
import type { LiveServer } from "../live/server.ts";
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

/** `options.port`: ACTIVITY_PORT (see livePortIn). */
export function localLive(options: Omit<LivePlayOptions, "identity" | "host">): LocalLive {
  const identity = localIdentity({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL }, localPlayer);
  const live = livePlay({ ...options, identity, host: "127.0.0.1" });
  return {
    hub: live.hub,
    async serve() {
      try {
        const server = await live.serve();
        return { server, said: `Live play: open ${server.url}?user=YourName in a browser, a tab per player, on this terminal's rounds.` };
      } catch (error) {
        options.logger.error({ err: error, port: options.port }, "could not serve live play");
        return { server: null, said: `Live play could not start on port ${options.port}: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
  };
}
