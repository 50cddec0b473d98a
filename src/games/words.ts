// Players' answers read as words: one word from a guess, the words of a find-all message,
// whether a bag of letters can spell a word, each player's answers grouped together, and
// the small helpers the games share to deal and show tiles.

import { letterCounts } from "../solvers/letter-bag.ts";
import { shuffled, type Random } from "../solvers/random.ts";
import type { Answer, ScoredWord } from "./model.ts";
import type { Checked } from "./rules.ts";

/** At most this many words are read from one find-all message. */
export const MAX_WORDS_PER_MESSAGE = 30;

/**
 * The words of a find-all message ("cat dog, bird"). The engine reads the first
 * MAX_WORDS_PER_MESSAGE and calls `check` once per word: a verdict always judges one word.
 */
export function splitWords(text: string): string[] {
  return text.split(/[\s,;]+/u).filter((word) => word !== "");
}

/** What a player is told about the words of a message past the first MAX_WORDS_PER_MESSAGE. */
export function unreadWords(count: number): string {
  return `… ${counted(count, "more word")} not read: at most ${MAX_WORDS_PER_MESSAGE} a message, so send ${count === 1 ? "it" : "them"} again.`;
}

/** One word, trimmed and lowercased, letters A–Z only. */
export function readWord(text: string): Checked<string> {
  const word = text.trim().toLowerCase();
  if (word === "") return { ok: false, error: "no word given" };
  if (/\s/u.test(word)) return { ok: false, error: "one word only" };
  const stray = word.match(/[^a-z]/u);
  if (stray) return { ok: false, error: `"${stray[0]}" is not a letter: use A to Z only` };
  return { ok: true, value: word };
}

const TIMES = ["", "once", "twice", "three times"];
const COUNTS = ["none", "one", "two", "three"];

function times(n: number): string {
  return TIMES[n] ?? `${n} times`;
}

function thereAre(n: number): string {
  return `there ${n === 1 ? "is" : "are"} only ${COUNTS[n] ?? n}`;
}

/** Why the letters cannot spell the word, or null when they can (each letter once). */
export function missingLetter(word: string, letters: string): string | null {
  const have = letterCounts(letters);
  const need = letterCounts(word);
  for (const ch of word) {
    const c = ch.charCodeAt(0) - 97;
    const letter = ch.toUpperCase();
    if (have[c] === 0) return `uses a letter that is not available: ${letter}`;
    if (need[c] > have[c]) return `uses ${letter} ${times(need[c])} but ${thereAre(have[c])}`;
  }
  return null;
}

/** Why a message of words cannot be a try at a board of these letters (chat such as "lol
 *  nice one"), or null: it holds something other than words, or a letter not on the board. */
export function offBoard(text: string, letters: string): string | null {
  const have = new Set(letters.toLowerCase());
  // Dashes as well as hyphens: a Letter Boxed chain as the bot prints it (PRIME–ELK) is a try.
  const stray = [...text.toLowerCase()].find((ch) => !/[\s,;\-–—]/u.test(ch) && !have.has(ch));
  return stray === undefined ? null : `"${stray}" is not on the board, so that is not a try at it.`;
}

/** Each player's answers in arrival order; players in the order they first answered. */
export function answersByPlayer(answers: readonly Answer[]): Answer[][] {
  const byPlayer = new Map<string, Answer[]>();
  for (const answer of answers) {
    const theirs = byPlayer.get(answer.playerId);
    if (theirs) theirs.push(answer);
    else byPlayer.set(answer.playerId, [answer]);
  }
  return [...byPlayer.values()];
}

/** How good a valid answer is in a hidden round, by what it was read as: higher is better. */
export type Merit = (value: unknown) => number;

/** The answer that counts in a hidden round: the best valid one (of equals, the later), else
 *  the last one sent. A worse answer sent later never replaces a better one. */
export function answerThatCounts(answers: readonly Answer[], merit: Merit): Answer {
  let best: Answer | null = null;
  for (const answer of answers) if (answer.ok && (best === null || merit(answer.value) >= merit(best.value))) best = answer;
  return best ?? answers[answers.length - 1];
}

/** A player's distinct valid words in a find-all round, in the order found. */
export function wordsFound(answers: readonly Answer[]): string[] {
  const words = answers.filter((a) => a.ok && typeof a.value === "string").map((a) => a.value as string);
  return [...new Set(words)];
}

/** An option's name at the start of a message: "Duration must be…". */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "1 word", "2 words". */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

export function points(n: number): string {
  return counted(n, "point");
}

/** "BAWDIER (7), STARE (6)": a player's best words with their points; "" for none. */
export function scoredWords(words: readonly ScoredWord[]): string {
  return words.map((w) => `${w.word.toUpperCase()} (${w.points})`).join(", ");
}

/** Words in capitals, a few to a line, at most `cap` of them, then how many more. */
export function wordLines(words: readonly string[], perLine = 8, cap = 24): string[] {
  const shown = words.slice(0, cap).map((w) => w.toUpperCase());
  const lines: string[] = [];
  for (let i = 0; i < shown.length; i += perLine) lines.push(shown.slice(i, i + perLine).join(", "));
  if (words.length > cap) lines.push(`… and ${words.length - cap} more`);
  return lines;
}

/** The letters in a random order. */
export function shuffleLetters(letters: string, random: Random): string {
  return shuffled([...letters], random).join("");
}

/** Letters spaced out in capitals: "C H R O M A T I C". */
export function spacedOut(letters: string): string {
  return [...letters.toUpperCase()].join(" ");
}
