// Seasons in Discord: /config seasons (Manage Server is checked by /config before this runs),
// /leaderboard season: (an ended season's board, or the one under way) and its suggestions.

import { MessageFlags, type AutocompleteInteraction, type ChatInputCommandInteraction } from "discord.js";
import { readSeasonName, SEASON_LENGTHS, type SeasonLength } from "../games/seasons/calendar.ts";
import { DEFAULT_SEASON_ZONE } from "../games/seasons/keeper.ts";
import type { SeasonBoard } from "../games/seasons/records.ts";
import { boardPage } from "../games/seasons/tables.ts";
import type { BotContext } from "./context.ts";
import { tellPrivately } from "./errors.ts";
import { PAGE_SIZE } from "./leaderboard.ts";
import { LIMITS } from "./render/limits.ts";
import type { OutgoingMessage } from "./render/message.ts";
import { seasonBoardMessage } from "./render/season.ts";

/** What `season:` takes for the season under way. */
export const CURRENT_SEASON = "current";

export async function configureSeasons(i: ChatInputCommandInteraction<"cached" | "raw">, ctx: BotContext): Promise<void> {
  const length = i.options.getString("length", true);
  if (!SEASON_LENGTHS.includes(length as SeasonLength)) return tellPrivately(i, `Choose ${SEASON_LENGTHS.join(", ")}.`, ctx.logger);
  const done = await ctx.seasons.configure(i.guildId, length as SeasonLength);
  if (!done.ok) return tellPrivately(i, done.error, ctx.logger);
  ctx.logger.info({ guildId: i.guildId, userId: i.user.id, seasons: length }, "seasons set");
  const { season } = done.value;
  if (season === null) return void (await i.reply({ content: "Seasons are off. The tables of ended seasons are kept.", flags: MessageFlags.Ephemeral }));
  const zone =
    season.timeZone === DEFAULT_SEASON_ZONE
      ? "in UTC: this server has no daily post, whose time zone seasons follow (`/config daily` sets one; the next season starts in it)"
      : `in ${season.timeZone} time (the daily post's zone)`;
  const content = `Seasons are ${length}, ${zone}. Season ${season.name} counts every round since it began and ends <t:${Math.floor(season.endsAt / 1000)}:f>; its winners are announced in the daily post's channel (or where this server last played), and its tables kept for \`/leaderboard season:\`.`;
  await i.reply({ content, flags: MessageFlags.Ephemeral });
}

/** A season's board: an ended season's as archived, or the one under way since it began. */
export async function seasonLeaderboardReply(ctx: BotContext, guildId: string, asked: string, board: SeasonBoard): Promise<OutgoingMessage | string> {
  if (asked.trim().toLowerCase() === CURRENT_SEASON) {
    const running = await ctx.store.runningSeason(guildId);
    if (running === null) return "This server plays no seasons: a server manager can turn them on with `/config seasons`.";
    const span = { since: running.startsAt, until: Number.MAX_SAFE_INTEGER };
    const table = await boardPage(ctx.store, guildId, board, { period: "all", span, page: 0, pageSize: PAGE_SIZE, now: ctx.clock.now() });
    return seasonBoardMessage(running.name, board, table, true);
  }
  const name = readSeasonName(asked);
  const table = name === null ? null : await ctx.store.seasonTable(guildId, name, board, 0, PAGE_SIZE);
  if (name !== null && table !== null) return seasonBoardMessage(name, board, table, false);
  const kept = await ctx.store.endedSeasons(guildId);
  const known = kept.length === 0 ? "No season has ended in this server yet." : `Ended seasons: ${kept.slice(0, 10).join(", ")}.`;
  return `No season called "${asked.slice(0, 20)}" has ended here. ${known} \`season:current\` shows the one under way.`;
}

/** "current", then the server's ended seasons, newest first, that start with what was typed. */
export async function suggestSeasons(i: AutocompleteInteraction, ctx: BotContext): Promise<void> {
  const typed = i.options.getFocused().trim().toLowerCase();
  const names = i.guildId === null ? [] : await ctx.store.endedSeasons(i.guildId);
  const offered = [CURRENT_SEASON, ...names].filter((name) => name.toLowerCase().startsWith(typed));
  await i.respond(offered.slice(0, LIMITS.choices).map((name) => ({ name, value: name })));
}
