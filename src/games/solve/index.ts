// Every puzzle `solve` knows, by game name.

import { bogglePuzzle } from "./boggle.ts";
import { conundrumPuzzle } from "./conundrum.ts";
import { letterBoxedPuzzle } from "./letterboxed.ts";
import { letterpressPuzzle } from "./letterpress.ts";
import { lettersPuzzle } from "./letters.ts";
import { numbersPuzzle } from "./numbers.ts";
import type { Puzzle } from "./puzzle.ts";

export const PUZZLES: ReadonlyMap<string, Puzzle> = new Map<string, Puzzle>(
  [lettersPuzzle, numbersPuzzle, conundrumPuzzle, bogglePuzzle, letterpressPuzzle, letterBoxedPuzzle].map((p) => [p.game, p as Puzzle]),
);

export type { Puzzle, SolveFields, SolveResult } from "./puzzle.ts";
