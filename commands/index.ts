// Every command the bot registers and answers, one file each: the entry point hands this
// list to the bot and to deploy-commands.

import type { CommandList } from "../src/discord/context.ts";
import { command as boggle } from "./boggle.ts";
import { command as config } from "./config.ts";
import { command as conundrum } from "./conundrum.ts";
import { command as daily } from "./daily.ts";
import { command as define } from "./define.ts";
import { command as guess } from "./guess.ts";
import { command as help } from "./help.ts";
import { command as leaderboard } from "./leaderboard.ts";
import { command as letterboxed } from "./letterboxed.ts";
import { command as letterpress } from "./letterpress.ts";
import { command as letters } from "./letters.ts";
import { command as numbers } from "./numbers.ts";
import { command as privacy } from "./privacy.ts";
import { command as solveThisBoard } from "./solve-this-board.ts";
import { command as solve } from "./solve.ts";
import { command as stats } from "./stats.ts";
import { command as stop } from "./stop.ts";
import { command as words } from "./words.ts";

export const COMMANDS: CommandList = {
  slash: [letters, numbers, conundrum, boggle, letterpress, letterboxed, daily, guess, stop, solve, define, words, leaderboard, stats, config, privacy, help],
  message: [solveThisBoard],
};
