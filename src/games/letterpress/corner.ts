// Dictionary Corner for Letterpress: how many words the board holds, and the longest (common
// words first) with what the longest means.

import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { letterpressWords } from "../../solvers/letterpress.ts";
import type { Section } from "../rules.ts";
import { wordLines } from "../words.ts";
import { LETTERPRESS_MIN_LENGTH, letterpressPoints } from "./check.ts";
import type { LetterpressBoard } from "./deal.ts";
import type { LetterpressOptions } from "./options.ts";
import { inoffensive } from "../offensive.ts";
import { withoutDenied } from "../rulings.ts";
import { longestCommonFirst } from "../common-words.ts";
import { meanings } from "../definitions.ts";

const LONGEST_SHOWN = 12;

export function letterpressCorner(board: LetterpressBoard, options: LetterpressOptions): Section[] {
  const words = letterpressWords(loadDictionary(options.dict), board.letters, LETTERPRESS_MIN_LENGTH);
  const total = words.reduce((sum, w) => sum + letterpressPoints(w), 0);
  const [count, sum] = [words.length, total].map((n) => n.toLocaleString("en-GB"));
  const longest = longestCommonFirst(inoffensive(withoutDenied(words, options))).slice(0, LONGEST_SHOWN);
  return [
    { title: "Dictionary Corner", lines: [`The board holds ${count} words of ${LETTERPRESS_MIN_LENGTH}+ letters, ${sum} points in all.`] },
    { title: "Dictionary Corner — the longest words", lines: [...wordLines(longest, 6, LONGEST_SHOWN), ...meanings(longest, 1)] },
  ];
}
