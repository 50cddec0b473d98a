// /letterpress: subcommands, since Discord forbids mixing them with options. `round`: a timed
// round on 25 tiles, words from any tiles; the rest: Letterpress versus, two players taking
// turns on one board (src/discord/versus.ts).

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { dictionaryOption, durationOption, ratedOf, ratedOption, suggestDictionaries } from "../src/discord/options.ts";
import { startRound } from "../src/discord/start-round.ts";
import { challenge, listGames, moveByCommand } from "../src/discord/versus.ts";
import { VERSUS_LEVELS } from "../src/games/model.ts";
import { ROUND_DICTIONARIES } from "../src/games/word-lists.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("letterpress")
    .setDescription("Letterpress: a timed round for everyone, or a two-player game of territory")
    .setContexts(InteractionContextType.Guild)
    .addSubcommand((s) =>
      s
        .setName("round")
        .setDescription("Start a Letterpress round: words of 4+ letters from any of the 25 tiles")
        .addIntegerOption(durationOption("letterpress"))
        .addStringOption(dictionaryOption)
        .addBooleanOption(ratedOption),
    )
    .addSubcommand((s) =>
      s
        .setName("versus")
        .setDescription("Challenge a player (or the computer) to Letterpress: take turns, colour tiles, most tiles wins")
        .addUserOption((o) => o.setName("opponent").setDescription("The player you challenge"))
        .addStringOption((o) =>
          o.setName("computer").setDescription("Play the computer instead, at this level").addChoices(...VERSUS_LEVELS.map((level) => ({ name: level, value: level }))),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName("play")
        .setDescription("Play a word in your Letterpress versus game here")
        .addStringOption((o) => o.setName("word").setDescription("A word of 2+ letters from the board").setRequired(true).setMaxLength(25))
        .addStringOption((o) => o.setName("tiles").setDescription("The tiles it uses, in order, e.g. B2 C4 A1 (leave out: those that gain most)").setMaxLength(100)),
    )
    .addSubcommand((s) => s.setName("pass").setDescription("Pass your turn in your Letterpress versus game here (two passes in a row end it)"))
    .addSubcommand((s) => s.setName("resign").setDescription("Resign your Letterpress versus game here"))
    .addSubcommand((s) => s.setName("games").setDescription("Your Letterpress versus games under way in this server")),
  execute(i, ctx) {
    switch (i.options.getSubcommand()) {
      case "versus":
        return challenge(i, ctx);
      case "play":
      case "pass":
      case "resign":
        return moveByCommand(i, ctx, i.options.getSubcommand() as "play" | "pass" | "resign");
      case "games":
        return listGames(i, ctx);
      default:
        return startRound(i, ctx, "letterpress", { duration: i.options.getInteger("duration"), dict: i.options.getString("dictionary") }, { rated: ratedOf(i) });
    }
  },
  autocomplete: (i) => suggestDictionaries(i, ROUND_DICTIONARIES),
};
