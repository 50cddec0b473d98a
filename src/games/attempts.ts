// What counts as an attempt at an answer, by answer style: the texts the rules will judge,
// or why the message is not one. Chat that was not meant as an answer is `talk`: say nothing.

import type { AnswerStyle } from "./rules.ts";
import { MAX_WORDS_PER_MESSAGE, readWord, splitWords, unreadWords } from "./words.ts";

export type Via = "command" | "chat";

export type Attempt =
  | { readonly ok: true; readonly texts: readonly string[]; readonly unread: string | null }
  | { readonly ok: false; readonly error: string; readonly talk: boolean };

const notAnAttempt = (error: string, talk: boolean): Attempt => ({ ok: false, error, talk });

/** Hidden: the whole message is the answer. */
function readHiddenAnswer(text: string): Attempt {
  return { ok: true, texts: [text], unread: null };
}

/** Race: only a word of letters spends the one guess. In chat, "well played" or "👍" is talk;
 *  through /guess, a slip of the keyboard is pointed out and the guess kept. */
function readRaceGuess(text: string, via: Via): Attempt {
  const word = readWord(text);
  if (word.ok) return { ok: true, texts: [text], unread: null };
  if (via === "chat") return notAnAttempt(/\s/u.test(text.trim()) ? "One word per guess." : "Not a word: talk, not a guess.", true);
  return notAnAttempt(`That is not a guess (${word.error}): your guess is still yours to make.`, false);
}

/** Find-all: the words of the message, the first MAX_WORDS_PER_MESSAGE of them read. */
function readFoundWords(text: string, via: Via): Attempt {
  const words = splitWords(text);
  if (words.length === 0) return notAnAttempt("Type an answer.", via === "chat");
  const unread = words.length - MAX_WORDS_PER_MESSAGE;
  return { ok: true, texts: words.slice(0, MAX_WORDS_PER_MESSAGE), unread: unread > 0 ? unreadWords(unread) : null };
}

/** Reads a message that is not blank, as the player sent it. */
export const READ_ATTEMPT: Readonly<Record<AnswerStyle, (text: string, via: Via) => Attempt>> = {
  hidden: readHiddenAnswer,
  race: readRaceGuess,
  "find-all": readFoundWords,
};
