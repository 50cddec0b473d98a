// /leaderboard: the server's best players, for one game or all, over a period or a season.

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { tellPrivately } from "../src/discord/errors.ts";
import { dailyLeaderboardReply, leaderboardReply, ratingTableReply } from "../src/discord/leaderboard.ts";
import { ratingModeOf } from "../src/games/ratings/modes.ts";
import { BOARD_CHOICES, FORMAT_CHOICES, isBoard, PERIOD_CHOICES } from "../src/discord/render/games.ts";
import { seasonLeaderboardReply, suggestSeasons } from "../src/discord/seasons.ts";
import { isPeriod } from "../src/games/catalogue.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("leaderboard")
    .setDescription("The best players in this server")
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) => o.setName("game").setDescription("One game, Countdown games won, or Letterpress versus (leave out for all games)").addChoices(...BOARD_CHOICES))
    .addStringOption((o) =>
      o
        .setName("period")
        .setDescription("Over what time (default: all time)")
        .addChoices(...PERIOD_CHOICES),
    )
    .addStringOption((o) => o.setName("as").setDescription("Text or an image card (default: text)").addChoices(...FORMAT_CHOICES))
    .addBooleanOption((o) => o.setName("daily").setDescription("The daily puzzles' points instead of rounds'"))
    .addStringOption((o) => o.setName("by").setDescription("Rank by points (default) or by rating").addChoices({ name: "points", value: "points" }, { name: "rating", value: "rating" }))
    .addStringOption((o) => o.setName("season").setDescription("An ended season's final table (e.g. 2026-11), or current").setAutocomplete(true).setMaxLength(20)),
  async execute(i, ctx) {
    if (!i.inGuild()) return tellPrivately(i, "Leaderboards belong to servers: ask in one.", ctx.logger);
    const game = i.options.getString("game");
    const period = i.options.getString("period") ?? "all";
    const format = FORMAT_CHOICES.find((f) => f.value === (i.options.getString("as") ?? "text"))?.value;
    if ((game !== null && !isBoard(game)) || !isPeriod(period) || !format) return tellPrivately(i, "Choose a game, a period and a format from the list.", ctx.logger);
    const season = i.options.getString("season");
    if (season !== null) {
      if (i.options.getString("period") !== null || i.options.getBoolean("daily") || i.options.getString("by") === "rating") return tellPrivately(i, "A season's table is its own period, by points: leave out period, daily and by.", ctx.logger);
      const reply = await seasonLeaderboardReply(ctx, i.guildId, season, game ?? "all");
      return typeof reply === "string" ? tellPrivately(i, reply, ctx.logger) : void (await i.reply(reply));
    }
    if (i.options.getString("by") === "rating") {
      const mode = ratingModeOf(game);
      if (mode === null) return tellPrivately(i, "Ratings are kept per game: choose one with game: (Countdown games won ranks whole Countdown games).", ctx.logger);
      if (period !== "all" || i.options.getBoolean("daily")) return tellPrivately(i, "A rating stands for all time: leave out the period and daily.", ctx.logger);
      return void (await i.reply(await ratingTableReply(ctx, i.guildId, mode, { page: 0, userId: i.user.id, format })));
    }
    if (i.options.getBoolean("daily")) {
      if (game !== null) return tellPrivately(i, "The daily board counts all three daily puzzles together: leave out the game.", ctx.logger);
      return void (await i.reply(await dailyLeaderboardReply(ctx, i.guildId, period, i.user.id, format)));
    }
    await i.reply(await leaderboardReply(ctx, i.guildId, game, period, 0, i.user.id, format));
  },
  autocomplete: (i, ctx) => suggestSeasons(i, ctx),
};
