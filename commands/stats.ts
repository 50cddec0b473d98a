// /stats: a player's totals, best words and streaks in this server, their ratings and daily
// puzzles (every server's), and their places in this server's ended seasons.

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { tellPrivately } from "../src/discord/errors.ts";
import { withPlacings } from "../src/discord/render/season.ts";
import { statsMessage } from "../src/discord/render/stats.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("stats")
    .setDescription("A player's scores, best words and streaks in this server")
    .setContexts(InteractionContextType.Guild)
    .addUserOption((o) => o.setName("player").setDescription("Whose stats (default: yours)")),
  async execute(i, ctx) {
    if (!i.inGuild()) return tellPrivately(i, "Stats belong to servers: ask in one.", ctx.logger);
    const user = i.options.getUser("player") ?? i.user;
    const member = i.options.getUser("player") === null ? i.member : i.options.getMember("player");
    const name = member !== null && "displayName" in member ? member.displayName : user.displayName;
    const now = ctx.clock.now();
    const ratings = { current: await ctx.store.playerRatings(user.id), history: await ctx.store.ratingHistory(user.id, 0) };
    const stats = statsMessage(name, await ctx.store.playerStats(i.guildId, user.id, now), await ctx.daily.records(user.id), ratings);
    await i.reply(withPlacings(stats, await ctx.store.seasonPlacings(i.guildId, user.id)));
  },
};
