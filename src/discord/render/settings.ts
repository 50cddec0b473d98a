// A guild's settings as /config shows them, its daily post and seasons included.

import type { APIEmbed } from "discord.js";
import { GAMES, type DailyPostSettings, type GuildSettings } from "../../games/model.ts";
import { COLOURS, fitEmbed } from "./embed.ts";
import { GAME_NAMES } from "../../games/catalogue.ts";
import { outgoing, type OutgoingMessage } from "./message.ts";

export function settingsMessage(settings: GuildSettings, readsChat: boolean, note: string | null = null, daily: DailyPostSettings | null = null): OutgoingMessage {
  const games = GAMES.map((game) => {
    const dict = game === "numbers" ? "" : `, ${settings.dictionaries[game]}`;
    return `${GAME_NAMES[game]}: ${settings.durations[game]} s${dict}`;
  });
  const open = settings.answerMode === "open";
  const mode = open && !readsChat ? "open (but I am not reading chat messages: READ_MESSAGES is off)" : settings.answerMode;
  const embed: APIEmbed = {
    title: "Lexicord settings for this server",
    color: COLOURS.info,
    ...(note === null ? {} : { description: note }),
    fields: [
      { name: "Rounds (length, dictionary)", value: games.join("\n") },
      { name: "Letterpress versus", value: versusSettings(settings) },
      { name: "Answer mode", value: mode, inline: true },
      { name: "Boggle duplicates", value: settings.boggleDuplicatesCancel ? "cancel (box rules)" : "score for everyone", inline: true },
      { name: "Who may start", value: settings.starterRoleId === null ? "anyone" : `<@&${settings.starterRoleId}>`, inline: true },
      { name: "Channels", value: settings.allowedChannels.length === 0 ? "any channel" : settings.allowedChannels.map((id) => `<#${id}>`).join(" ") },
      { name: "Daily post", value: daily === null ? "off (`/config daily`)" : `<#${daily.channelId}> at ${daily.time} (${daily.timeZone})` },
      { name: "Seasons", value: settings.seasons === "off" ? "off (`/config seasons`)" : `${settings.seasons}, in ${daily?.timeZone ?? "UTC"}` },
    ],
  };
  return outgoing({ embeds: [fitEmbed(embed)] });
}

/** "24-hour turns, scrabble word list" */
export function versusSettings(settings: Pick<GuildSettings, "versusTurnSeconds" | "versusDictionary">): string {
  return `${settings.versusTurnSeconds / 3600}-hour turns, ${settings.versusDictionary} word list`;
}
