// Every puzzle `solve` knows, by game name.

import { conundrumPuzzle } from "./conundrum.ts";
import { letterpressPuzzle } from "./letterpress.ts";
import { lettersPuzzle } from "./letters.ts";
import { numbersPuzzle } from "./numbers.ts";
import type { Puzzle } from "./puzzle.ts";

export const PUZZLES: ReadonlyMap<string, Puzzle> = new Map<string, Puzzle>(
  [lettersPuzzle, numbersPuzzle, conundrumPuzzle, letterpressPuzzle].map((p) => [p.game, p as Puzzle]),
);

export type { Puzzle, SolveFields, SolveOutcome, SolveResult } from "./puzzle.ts";
