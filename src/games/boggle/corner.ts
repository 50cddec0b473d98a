// Dictionary Corner for Boggle: every word the board holds and their points, the longest
// of them (common words first) and what the longest means, and (given the round's answers)
// a sample of the words nobody found, most common first.

import type { BoggleBoard } from "../../solvers/boggle/board.ts";
import { solveBoggle } from "../../solvers/boggle/solve.ts";
import { loadDictionary } from "../../solvers/dictionary/index.ts";
import type { Answer } from "../model.ts";
import type { Section } from "../rules.ts";
import { points, wordLines } from "../words.ts";
import type { BoggleOptions } from "./options.ts";
import { inoffensive } from "../offensive.ts";
import { withoutDenied } from "../rulings.ts";
import { commonFirst, longestCommonFirst } from "../common-words.ts";
import { meanings } from "../definitions.ts";

const LONGEST_SHOWN = 12;
const MISSED_SHOWN = 24;

export function boggleCorner(board: BoggleBoard, options: BoggleOptions, answers?: readonly Answer[]): Section[] {
  const { words, score } = solveBoggle(loadDictionary(options.dict), board);
  const shown = inoffensive(withoutDenied(words, options));
  const longest = longestCommonFirst(shown).slice(0, LONGEST_SHOWN);
  const sections: Section[] = [
    { title: "Dictionary Corner", lines: [`The board holds ${words.length} words worth ${points(score)}.`, ...shortOfMinimum(words.length, options.minWords)] },
    { title: "Dictionary Corner — the longest words", lines: [...wordLines(longest, 6, LONGEST_SHOWN), ...meanings(longest, 1)] },
  ];
  if (answers === undefined) return sections;
  const found = new Set(answers.filter((a) => a.ok).map((a) => a.value));
  const missed = commonFirst(shown.filter((w) => !found.has(w)));
  const lines = missed.length === 0 ? ["Every word was found!"] : wordLines(missed, 8, MISSED_SHOWN);
  return [...sections, { title: "Dictionary Corner — found by nobody", lines }];
}

/** Said plainly when no board rolled held the minimum asked for. */
function shortOfMinimum(count: number, minWords: number): string[] {
  return count < minWords ? [`No board rolled held the ${minWords} words asked for: this was the richest.`] : [];
}
