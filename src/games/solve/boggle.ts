// `lexicord solve boggle "<board>" [--min N]`, its JSON batch lines and /solve: every word
// on the board and the points they are worth.

import { boggleRows, parseBoggleBoard, type BoggleBoard } from "../../solvers/boggle/board.ts";
import { defaultMinLength } from "../../solvers/boggle/score.ts";
import { solveBoggle } from "../../solvers/boggle/solve.ts";
import { loadDictionary, type DictName } from "../../solvers/dictionary/index.ts";
import { boggleGridLines } from "../boggle/index.ts";
import { counted, points } from "../words.ts";
import { describeWordsByLength } from "./describe.ts";
import { readDictName, readWholeNumber } from "./fields.ts";
import { makePuzzle, type SolveFields, type SolveResult } from "./puzzle.ts";
import { refuse, type Checked } from "../rules.ts";
import { DEFAULT_DICTIONARY } from "../model.ts";

export interface BoggleResult extends SolveResult {
  readonly game: "boggle";
  readonly dict: string;
  /** The rows, the Qu tile written "q". */
  readonly board: string[];
  /** Longest first, then alphabetical (the solver's order, as Dictionary Corner shows them). */
  readonly words: string[];
  readonly score: number;
}

const LONGEST_MIN = 30;

export const bogglePuzzle = makePuzzle({
  game: "boggle",
  mainField: "board",
  usage: 'boggle "<rows>" [--min N] [--dict NAME]   every word on a 3x3 to 6x6 board (q or qu is Qu)',
  read(fields): Checked<{ dict: DictName; board: BoggleBoard; min: number }> {
    const dict = readDictName(fields, DEFAULT_DICTIONARY);
    if (!dict.ok) return dict;
    const board = readBoard(fields);
    if (!board.ok) return board;
    const min = readWholeNumber(fields, "min", 2, LONGEST_MIN, defaultMinLength(board.value.size));
    if (!min.ok) return min;
    return { ok: true, value: { dict: dict.value, board: board.value, min: min.value } };
  },
  answer({ dict, board, min }): BoggleResult {
    const { words, score } = solveBoggle(loadDictionary(dict), board, min);
    return { game: "boggle", dict, board: boggleRows(board), words, score };
  },
  describe(r) {
    const grid = boggleGridLines(r.board);
    const [, ...byLength] = describeWordsByLength("", r.dict, r.words).split("\n");
    const total = `${r.dict}: ${counted(r.words.length, "word")}, ${points(r.score)}`;
    return [...grid, total, ...byLength].join("\n");
  },
});

/** The board as text, or as a JSON list of rows. */
function readBoard(fields: SolveFields): Checked<BoggleBoard> {
  const raw = fields.board;
  const text = Array.isArray(raw) && raw.every((row) => typeof row === "string") ? raw.join("/") : raw;
  if (text === undefined || text === "") return refuse('Missing board: give its rows, like "abcd efgh ijkl mnop".');
  if (typeof text !== "string") return refuse("Board must be text, or a list of rows.");
  return parseBoggleBoard(text);
}
