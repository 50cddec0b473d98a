// /config daily and /config daily-off: a server's daily post (Manage Server is checked by
// /config before this runs), and the time zones offered as a manager types.

import { MessageFlags, type AutocompleteInteraction, type ChatInputCommandInteraction } from "discord.js";
import { puzzleDayAt, puzzleDayEnds, TIME_ZONES } from "../games/daily/calendar.ts";
import { nextPostAt } from "../games/daily/poster.ts";
import { readDailyPostSettings } from "../games/daily/post-settings.ts";
import type { BotContext } from "./context.ts";
import { tellPrivately } from "./errors.ts";
import { cutText } from "../cut-text.ts";
import { LIMITS } from "./render/limits.ts";

const LATE_POST_MS = 3 * 3_600_000;

export async function configureDaily(i: ChatInputCommandInteraction<"cached" | "raw">, ctx: BotContext): Promise<void> {
  if (i.options.getSubcommand() === "daily-off") {
    await ctx.poster.unsubscribe(i.guildId);
    return void (await i.reply({ content: "The daily post is off. `/daily` still works for everyone.", flags: MessageFlags.Ephemeral }));
  }
  const read = readDailyPostSettings(i.options.getChannel("channel", true).id, i.options.getString("time", true), i.options.getString("timezone", true));
  if (!read.ok) return tellPrivately(i, read.error, ctx.logger);
  const postedNow = await ctx.poster.subscribe(i.guildId, read.value);
  ctx.logger.info({ guildId: i.guildId, userId: i.user.id, daily: read.value }, "daily post set");
  const { channelId, time, timeZone } = read.value;
  const nextAt = nextPostAt(read.value, ctx.clock.now());
  const next = Math.floor(nextAt / 1000);
  const changes = puzzleDayEnds(puzzleDayAt(nextAt));
  const now = postedNow === null ? "" : " Today's post, whose time has passed, goes out now.";
  // A post just before the change shows puzzles that close soon after: worth saying.
  const late = changes - nextAt < LATE_POST_MS ? ` That is less than ${LATE_POST_MS / 3_600_000} hours before they change: an earlier time gives players longer.` : "";
  const content = `Daily puzzles go to <#${channelId}> at ${time} (${timeZone}).${now} Next post: <t:${next}:f>. The puzzles change for everyone at midnight UTC (<t:${Math.floor(changes / 1000)}:t> your time), and each post shows the puzzles open then.${late}`;
  await i.reply({ content, flags: MessageFlags.Ephemeral });
}

/** Zones containing what was typed, those starting with it first. */
export async function suggestTimeZones(i: AutocompleteInteraction): Promise<void> {
  const typed = i.options.getFocused().trim().toLowerCase();
  const starts = TIME_ZONES.filter((zone) => zone.toLowerCase().startsWith(typed));
  const contains = TIME_ZONES.filter((zone) => !zone.toLowerCase().startsWith(typed) && zone.toLowerCase().includes(typed));
  await i.respond([...starts, ...contains].slice(0, LIMITS.choices).map((zone) => ({ name: cutText(zone, LIMITS.choiceName), value: zone })));
}
