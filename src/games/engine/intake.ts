// Intake decides, and nothing else: given the channel's round, its rules, the guild's answer
// mode, the time and a message, does the message count as an attempt, and if not, why.

import { READ_ATTEMPT, type Via } from "../attempts.ts";
import { NO_ROUND } from "../refusals.ts";
import { MAX_ANSWER_CHARS, type AnswerMode, type Round } from "../model.ts";
import type { GameRules } from "../rules.ts";

export interface Message {
  readonly text: string;
  readonly via: Via;
}

/** A refusal; `ignored` marks chat that was not meant as an answer: say nothing. */
export interface Refusal {
  readonly ok: false;
  readonly error: string;
  readonly ignored?: true;
}

export type Intake = { readonly ok: true; readonly texts: readonly string[]; readonly unread: string | null } | Refusal;

export const refuse = (error: string, ignored = false): Refusal => (ignored ? { ok: false, error, ignored } : { ok: false, error });

export interface Situation {
  readonly round: Round | null;
  readonly rules: GameRules | null;
  readonly answerMode: AnswerMode;
  readonly now: number;
}

export function intake({ round, rules, answerMode, now }: Situation, { text, via }: Message): Intake {
  const chat = via === "chat";
  if (round === null || rules === null) return refuse(NO_ROUND, chat);
  // Chat counts in a race always, in other games only when the guild plays in open mode.
  if (chat && rules.style !== "race" && answerMode !== "open") return refuse("Answer with /guess in this round.", true);
  if (round.state === "picking") {
    return refuse(`The ${rules.picking?.what ?? "tiles"} are still being picked: answer once the round starts.`, chat);
  }
  if (round.endsAt !== null && now >= round.endsAt) return refuse("Too late: time is up for this round.", chat);
  if (text.trim() === "") return refuse("Type an answer.", chat);
  if (text.length > MAX_ANSWER_CHARS) return refuse(`That is too long: an answer is at most ${MAX_ANSWER_CHARS} characters.`, chat);
  const attempt = READ_ATTEMPT[rules.style](text, via);
  if (!attempt.ok) return refuse(attempt.error, attempt.talk);
  // Not a try at this board: in chat it is talk, answered with nothing; in a race it is a
  // typo that keeps the player's one guess. Elsewhere /guess judges it as sent.
  const typo = chat || rules.style === "race" ? (rules.typo?.(round.board, text) ?? null) : null;
  return typo === null ? attempt : refuse(typo, chat);
}
