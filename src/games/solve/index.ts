// Every puzzle `solve` knows, by game name.

import { conundrumPuzzle } from "./conundrum.ts";
import { letterpressPuzzle } from "./letterpress.ts";
import { lettersPuzzle } from "./letters.ts";
import type { Puzzle } from "./puzzle.ts";

export const PUZZLES: ReadonlyMap<string, Puzzle> = new Map<string, Puzzle>(
  [lettersPuzzle, conundrumPuzzle, letterpressPuzzle].map((p) => [p.game, p as Puzzle]),
);

export type { Puzzle, SolveFields, SolveOutcome, SolveResult } from "./puzzle.ts";
