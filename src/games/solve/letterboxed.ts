// `lexicord solve letterboxed "<sides>" [--limit N]`, its JSON batch lines and /solve: every
// word the box allows, the par (fewest words that use all twelve letters) and the
// solutions at par, shortest first.

import { loadDictionary, type DictName } from "../../solvers/dictionary/index.ts";
import { parseSides } from "../../solvers/letterboxed/sides.ts";
import { solveLetterBoxed } from "../../solvers/letterboxed/solutions.ts";
import { counted } from "../words.ts";
import { readDictName, readWholeNumber } from "./fields.ts";
import { makePuzzle, type SolveFields, type SolveResult } from "./puzzle.ts";
import { refuse, type Checked } from "../rules.ts";
import { isOffensive } from "../offensive.ts";
import { DEFAULT_DICTIONARY } from "../model.ts";

export interface LetterBoxedResult extends SolveResult {
  readonly game: "letterboxed";
  readonly dict: string;
  readonly sides: string[];
  /** Alphabetical. */
  readonly words: string[];
  /** Fewest words using all twelve letters; null when more than five are needed. */
  readonly par: number | null;
  /** Up to `limit` solutions at par, fewest letters first, then alphabetical. */
  readonly solutions: string[][];
  readonly solutionCount: number;
}

const MAX_WORDS = 5;
const DEFAULT_LIMIT = 1000;
const MAX_LIMIT = 100_000;
const SHOWN = 10;

export const letterBoxedPuzzle = makePuzzle({
  game: "letterboxed",
  mainField: "sides",
  usage: 'letterboxed "<4 sides of 3>" [--limit N] [--dict NAME]   the par and the fewest-word solutions',
  read(fields): Checked<{ dict: DictName; sides: string[]; limit: number }> {
    const dict = readDictName(fields, DEFAULT_DICTIONARY);
    if (!dict.ok) return dict;
    const sides = readSides(fields);
    if (!sides.ok) return sides;
    const limit = readWholeNumber(fields, "limit", 0, MAX_LIMIT, DEFAULT_LIMIT);
    if (!limit.ok) return limit;
    return { ok: true, value: { dict: dict.value, sides: sides.value, limit: limit.value } };
  },
  answer({ dict, sides, limit }): LetterBoxedResult {
    const solution = solveLetterBoxed(loadDictionary(dict), sides, { maxWords: MAX_WORDS, limit });
    return { game: "letterboxed", dict, sides, ...solution };
  },
  describe(r) {
    const box = `${r.sides.join(" ").toUpperCase()} (${r.dict}): ${counted(r.words.length, "word")}`;
    if (r.par === null) return `${box}; no solution in ${MAX_WORDS} words or fewer.`;
    const count = counted(r.solutionCount, "solution");
    // Chains with an offensive word are counted, not shown.
    const shown = r.solutions.filter((chain) => !chain.some(isOffensive)).slice(0, SHOWN).map((chain) => `  ${chain.join(" – ").toUpperCase()}`);
    const more = r.solutionCount > shown.length ? [`  … and ${r.solutionCount - shown.length} more`] : [];
    return [`${box}, par ${r.par}, ${count}`, ...shown, ...more].join("\n");
  },
});

/** The sides as text, or as a JSON list of sides. */
function readSides(fields: SolveFields): Checked<string[]> {
  const raw = fields.sides;
  const text = Array.isArray(raw) && raw.every((side) => typeof side === "string") ? raw.join(" ") : raw;
  if (text === undefined || text === "") return refuse('Missing sides: give four sides of three letters, like "rme wcl tgk api".');
  if (typeof text !== "string") return refuse("Sides must be text, or a list of sides.");
  return parseSides(text);
}
