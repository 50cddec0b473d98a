// /daily: today's puzzles (Letter Boxed, a conundrum, a letters board), played privately;
// /daily remind:true|false turns streak reminders on or off.

import { SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { setDailyReminder, showDailyPuzzles } from "../src/discord/daily.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("daily")
    .setDescription("Today's puzzles, the same for everyone: play them privately")
    .addBooleanOption((o) => o.setName("remind").setDescription("Remind me privately when a streak is about to end (true), or stop (false)")),
  execute(i, ctx) {
    const remind = i.options.getBoolean("remind");
    return remind === null ? showDailyPuzzles(i, ctx) : setDailyReminder(i, ctx, remind);
  },
};
