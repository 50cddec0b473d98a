// Every command the bot registers and answers, one file each under commands/.

import { command as boggle } from "../../commands/boggle.ts";
import { command as config } from "../../commands/config.ts";
import { command as conundrum } from "../../commands/conundrum.ts";
import { command as guess } from "../../commands/guess.ts";
import { command as help } from "../../commands/help.ts";
import { command as leaderboard } from "../../commands/leaderboard.ts";
import { command as letterboxed } from "../../commands/letterboxed.ts";
import { command as letterpress } from "../../commands/letterpress.ts";
import { command as letters } from "../../commands/letters.ts";
import { command as numbers } from "../../commands/numbers.ts";
import { command as solveThisBoard } from "../../commands/solve-this-board.ts";
import { command as solve } from "../../commands/solve.ts";
import { command as stats } from "../../commands/stats.ts";
import { command as stop } from "../../commands/stop.ts";
import type { MessageCommand, SlashCommand } from "./context.ts";

export const SLASH_COMMANDS: readonly SlashCommand[] = [
  letters,
  numbers,
  conundrum,
  boggle,
  letterpress,
  letterboxed,
  guess,
  stop,
  solve,
  leaderboard,
  stats,
  config,
  help,
];

export const MESSAGE_COMMANDS: readonly MessageCommand[] = [solveThisBoard];

/** What deploy-commands sends to Discord. */
export function commandDefinitions(): unknown[] {
  return [...SLASH_COMMANDS, ...MESSAGE_COMMANDS].map((c) => c.data.toJSON());
}
