// Judging a Letter Boxed answer: a chain of words (spaces, commas, hyphens or dashes between)
// checked against the box. A valid chain that leaves letters unused is kept, unsolved.

import { ruledDictionary } from "../rulings.ts";
import { checkLetterBoxedChain } from "../../solvers/letterboxed/chain.ts";
import type { Checked, Verdict } from "../rules.ts";
import { counted } from "../words.ts";
import type { LetterBoxedBoard } from "./board.ts";
import type { LetterBoxedOptions } from "./options.ts";

/** A chain longer than this could not score (par is at most a few words). */
const MAX_CHAIN_WORDS = 10;

/** What a valid answer stores. */
export interface LetterBoxedValue {
  readonly words: readonly string[];
  readonly solved: boolean;
  /** The box's letters the chain never uses, in side order. */
  readonly unused: string;
}

function readChain(text: string): Checked<string[]> {
  const words = text.trim().toLowerCase().split(/[\s,\-–—]+/u).filter((w) => w !== "");
  if (words.length === 0) return { ok: false, error: "no words given" };
  const stray = words.join("").match(/[^a-z]/u);
  if (stray) return { ok: false, error: `"${stray[0]}" is not a letter: give words separated by spaces or hyphens` };
  if (words.length > MAX_CHAIN_WORDS) return { ok: false, error: `too many words: at most ${MAX_CHAIN_WORDS}` };
  return { ok: true, value: words };
}

export function showChain(words: readonly string[]): string {
  return words.map((w) => w.toUpperCase()).join("–");
}

/** A one-word answer's refusal without the word: the receipt shows it already
 *  ("hello: "h" is not in the box.", not "hello: "hello": "h" is not in the box."). */
function withoutTheWord(reason: string, word: string): string {
  const quoted = `"${word.trim().toLowerCase()}"`;
  if (reason.startsWith(`${quoted}: `)) return reason.slice(quoted.length + 2);
  return reason.startsWith(`${quoted} is `) ? reason.slice(quoted.length + 4) : reason;
}

export function checkLetterBoxedAnswer(board: LetterBoxedBoard, options: LetterBoxedOptions, text: string): Verdict {
  const chain = readChain(text);
  if (!chain.ok) return { ok: false, reason: chain.error };
  const checked = checkLetterBoxedChain(ruledDictionary(options), board.sides, chain.value);
  if (!checked.ok) return { ok: false, reason: chain.value.length === 1 ? withoutTheWord(checked.error, chain.value[0]) : checked.error };
  const used = new Set(chain.value.join(""));
  const unused = [...board.sides.join("")].filter((letter) => !used.has(letter)).join("");
  const value: LetterBoxedValue = { words: chain.value, solved: checked.value.solved, unused };
  const n = chain.value.length;
  const outcome = checked.value.solved
    ? `solved in ${counted(n, "word")} (par ${board.par})`
    : `${counted(unused.length, "letter")} still unused: ${[...unused.toUpperCase()].join(" ")}`;
  return { ok: true, value, summary: `${showChain(chain.value)} — ${outcome}. Your answer is in; it stays secret until time is up.` };
}

export function isLetterBoxedValue(value: unknown): value is LetterBoxedValue {
  const v = value as LetterBoxedValue | null;
  return typeof v === "object" && v !== null && Array.isArray(v.words) && typeof v.solved === "boolean" && typeof v.unused === "string";
}
