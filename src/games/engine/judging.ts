// What the engine adds to the rules' judgement of an answer: one guess per player in a race,
// no word twice per player in find-all, and the short receipt the player is shown.

import type { Answer } from "../../store/types.ts";
import type { AnswerStyle, GameRules, Verdict } from "../rules.ts";

const ALREADY_GUESSED = "one guess per round, and you have had yours";

export interface Judged {
  readonly text: string;
  readonly verdict: Verdict;
}

/** The verdict on `text`, given what this player already sent in the round (arrival order). */
export function judge(rules: GameRules, board: unknown, options: unknown, text: string, earlier: readonly Answer[]): Verdict {
  if (rules.style === "race" && earlier.length > 0) return { ok: false, reason: ALREADY_GUESSED };
  const verdict = rules.check(board, options, text);
  if (rules.style === "find-all" && verdict.ok && earlier.some((a) => a.ok && sameValue(a.value, verdict.value))) {
    return { ok: false, reason: "you already found it" };
  }
  return verdict;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const SHOWN_CHARS = 40;

function shown(text: string): string {
  const chars = [...text.replace(/\s+/gu, " ")];
  return chars.length > SHOWN_CHARS ? `${chars.slice(0, SHOWN_CHARS).join("")}…` : chars.join("");
}

function sentence(reason: string): string {
  return /[.!?]$/u.test(reason) ? reason : `${reason}.`;
}

function receiptLine(style: AnswerStyle, { text, verdict }: Judged): string {
  if (verdict.ok) return `✅ ${verdict.summary}`;
  const lockedOut = style === "race" && verdict.reason !== ALREADY_GUESSED ? " That was your one guess." : "";
  return `❌ ${shown(text)}: ${sentence(verdict.reason)}${lockedOut}`;
}

/** One line per judged text, for the player who sent them. */
export function receipt(style: AnswerStyle, judged: readonly Judged[]): string {
  return judged.map((j) => receiptLine(style, j)).join("\n");
}
