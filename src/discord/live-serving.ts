// Live play beside the bot (ACTIVITY_PORT): the Activity's server on the bot's engine, with
// Discord vouching for each socket (the player's token, the instance's channel, the bot's token).

import { discordIdentity } from "../live/discord-identity.ts";
import { livePlay, type LivePlay, type LivePlayOptions } from "../live/live-play.ts";
import type { ActivityConfig, BotConfig } from "./config.ts";

export interface DiscordLiveOptions extends Omit<LivePlayOptions, "identity" | "port" | "host"> {
  readonly activity: ActivityConfig;
  readonly bot: Pick<BotConfig, "token" | "applicationId" | "apiUrl">;
}

export function discordLivePlay({ activity, bot, ...options }: DiscordLiveOptions): LivePlay {
  const identity = discordIdentity({ applicationId: bot.applicationId, botToken: bot.token, clientSecret: activity.clientSecret, apiUrl: bot.apiUrl, logger: options.logger });
  return livePlay({ ...options, port: activity.port, host: activity.host, identity });
}
