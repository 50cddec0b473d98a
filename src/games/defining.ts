// /define while a board is being played (a round in the channel, or a daily puzzle the asker
// has open): the answer is private, and a word that board takes gets no meaning at all, since
// defining the round's best word for the channel would give it away.

import type { DailyPuzzle } from "./daily/puzzles.ts";
import { defineReply } from "./definitions.ts";
import type { Round } from "./model.ts";
import type { GameRules } from "./rules.ts";
import { readWord } from "./words.ts";

/** A board someone may be playing now: a running round's, or an open daily puzzle's. */
export interface BoardInPlay {
  readonly rules: GameRules;
  readonly board: unknown;
  readonly options: unknown;
  readonly until: string;
}

export interface DefineAnswer {
  readonly text: string;
  /** Only the asker sees it: a board is in play. */
  readonly privately: boolean;
}

export const roundInPlay = (round: Round, rules: GameRules): BoardInPlay => ({ rules, board: round.board, options: round.options, until: "the round ends" });

export const dailyInPlay = (puzzle: DailyPuzzle): BoardInPlay => ({
  rules: puzzle.rules,
  board: puzzle.board,
  options: puzzle.options,
  until: "your answer is final or the puzzles change at midnight UTC",
});

export function defineWhilePlaying(text: string, inPlay: readonly BoardInPlay[]): DefineAnswer {
  const word = readWord(text);
  const takes = word.ok ? inPlay.find(({ rules, board, options }) => rules.check(board, options, word.value).ok) : undefined;
  const refused = word.ok && takes !== undefined ? `No peeking: ${word.value.toUpperCase()} can be played on a board in play. Ask again once ${takes.until}.` : null;
  return { text: refused ?? defineReply(text), privately: inPlay.length > 0 };
}
