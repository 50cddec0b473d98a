// Live play beside the bot (ACTIVITY_PORT): the Activity's server on the bot's engine, with
// Discord vouching for each socket (the player's token, the instance's channel, the bot's token).
// Under start-sharded the host serves the port and relays each socket to its guild's shard,
// whose process keeps the hub behind a door of its own.

import type { Logger } from "../games/engine/ports.ts";
import { activityClientDir } from "../live/client-files.ts";
import { discordIdentity } from "../live/discord-identity.ts";
import { livePlay, type LivePlay, type LivePlayOptions } from "../live/live-play.ts";
import { LIVE_PATH } from "../live/protocol.ts";
import { liveRelay, RELAY_PATH, type LiveRoutes } from "../live/relay.ts";
import { startLiveServer, type LiveServer } from "../live/server.ts";
import { shardLivePlay } from "../live/shard-door.ts";
import type { ActivityConfig, BotConfig } from "./config.ts";

type Bot = Pick<BotConfig, "token" | "applicationId" | "apiUrl">;

export interface DiscordLiveOptions extends Omit<LivePlayOptions, "identity" | "port" | "host"> {
  readonly activity: ActivityConfig;
  readonly bot: Bot;
  /** A shard process whose host relays live play to it (see shard-live.ts). */
  readonly relayed?: boolean;
}

const identityOf = (activity: ActivityConfig, bot: Bot, logger: Logger) =>
  discordIdentity({ applicationId: bot.applicationId, botToken: bot.token, clientSecret: activity.clientSecret, apiUrl: bot.apiUrl, logger });

export function discordLivePlay({ activity, bot, relayed = false, ...options }: DiscordLiveOptions): LivePlay {
  if (relayed) return shardLivePlay({ ...options, secret: activity.clientSecret });
  return livePlay({ ...options, port: activity.port, host: activity.host, identity: identityOf(activity, bot, options.logger) });
}

export interface RelayingOptions {
  readonly activity: ActivityConfig;
  readonly bot: Bot;
  readonly routes: LiveRoutes;
  readonly logger: Logger;
  /** The built web client; default: built from web/activity. */
  readonly clientDir?: string;
}

/** A start-sharded host's live port: the page, its config and the token exchange, and every
 *  socket relayed to the process that holds its round (RELAY_PATH: sockets other hosts relay). */
export async function relayLivePlay({ activity, bot, routes, logger, clientDir }: RelayingOptions): Promise<LiveServer> {
  const identity = identityOf(activity, bot, logger);
  const relay = liveRelay({ identity, secret: activity.clientSecret, routes, now: Date.now, logger });
  return startLiveServer({ port: activity.port, host: activity.host, identity, sockets: { [LIVE_PATH]: relay.player, [RELAY_PATH]: relay.host }, clientDir: clientDir ?? (await activityClientDir()), logger });
}
