// /help: the games, how to answer, and the other commands.

import { MessageFlags, SlashCommandBuilder, type APIEmbed } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { botFigures, type Figures } from "../src/discord/figures.ts";
import { EVERYWHERE } from "../src/discord/installs.ts";
import { COLOURS } from "../src/discord/render/embed.ts";
import { counted } from "../src/games/words.ts";
import { commandFor } from "../src/games/catalogue.ts";
import { GAMES, type GameName } from "../src/games/model.ts";

const GAME_HELP: Readonly<Record<GameName, string>> = {
  letters: "nine letters, the longest word wins (pick vowels and consonants with buttons)",
  numbers: "six numbers and a target; + − × ÷ to reach it",
  conundrum: "a race to unscramble a nine-letter word",
  boggle: "find words on adjacent dice",
  letterpress: "words of 4+ letters from any of 25 tiles",
  letterboxed: "use all twelve letters in a chain of words",
};

/** In Discord, /letterpress has subcommands: its timed round is one of them. */
const ROUND_COMMANDS: Partial<Record<GameName, string>> = { letterpress: "/letterpress round" };

/** "45 s", "3 min", "1 min 30 s". */
function length(seconds: number): string {
  const [min, s] = [Math.floor(seconds / 60), seconds % 60];
  return [min > 0 ? `${min} min` : "", s > 0 || min === 0 ? `${s} s` : ""].filter((part) => part !== "").join(" ");
}

/** One line a game; in a server, with the length its rounds last there (as /config set it). */
function gameLines(durations: Readonly<Record<GameName, number>> | null): string[] {
  return GAMES.map((game) => `\`${ROUND_COMMANDS[game] ?? commandFor(game)}\`: ${GAME_HELP[game]}${durations ? ` (${length(durations[game])})` : ""}`);
}

const OTHERS = [
  "`/letterpress versus`: challenge a player (`opponent:`) or the computer (`computer:`) to the two-player game: take turns, each word colours its tiles, most tiles wins; `/letterpress play|pass|resign|games`",
  "`/countdown start`: a whole Countdown game in turns (`format:`, `opponent:computer level:`); `/countdown stop` ends it",
  "`/guess`: answer the round in this channel (only you see the verdict)",
  "`/stop`: end the round now (its starter or a server manager)",
  "`/solve`: solve any board; or right-click a board message → Apps → **Solve this board**",
  "`/define`: what a word means, in one line",
  "`/words list`: the words this server allows or denies (`/words allow|deny|lift`: Manage Server)",
  "`/daily`: today's puzzles, the same for everyone, played privately (`remind:true` for streak reminders)",
  "`/leaderboard`, `/stats`: scores in this server (`by:rating` for ratings, `season:` for a season's table); add `rated:true` to a round to rate it",
  "`/config`: settings (Manage Server)",
];

/** With live play served: Boggle and Letterpress rounds are also played on the board itself. */
const LIVE =
  "**Play live** on a Boggle or Letterpress board (or **Launch** in the App Launcher) opens the round as an Activity: trace words on the board, in the same round as chat, with one clock and one results message.";

const footer = ({ servers, roundsToday }: Figures): string =>
  `Serving ${counted(servers, "server")} · ${counted(roundsToday, "round")} played today (UTC)`;

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("help")
    .setDescription("How to play Lexicord's games")
    .setIntegrationTypes(...EVERYWHERE.integrationTypes)
    .setContexts(...EVERYWHERE.contexts),
  async execute(i, ctx) {
    const chat = ctx.readsChat
      ? "In a conundrum, type your guess in chat. With `/config answer-mode open`, chat messages count in every game."
      : "Answers go through `/guess` or the Submit button.";
    const embed: APIEmbed = {
      title: "Lexicord: word and number games",
      color: COLOURS.info,
      description: "One round per channel; the board comes with a countdown, results come with Dictionary Corner.",
      fields: [
        { name: "Games", value: gameLines(i.guildId === null ? null : (await ctx.store.guildSettings(i.guildId)).durations).join("\n") },
        { name: "Answering", value: `${chat} Hidden answers stay secret until the end; you may send more, and your best counts.` },
        ...(ctx.livePlay ? [{ name: "Live play", value: LIVE }] : []),
        { name: "Also", value: OTHERS.join("\n") },
      ],
      footer: { text: footer(await botFigures(i.client, ctx.store, ctx.clock.now())) },
    };
    await i.reply({ embeds: [embed], flags: MessageFlags.Ephemeral });
  },
};
