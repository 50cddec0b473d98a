// The results board in words, one line per player. Plain text: each adapter passes how its
// medium marks a cancelled word (Discord strikes it out; the terminal says so).

import { showChain } from "./letterboxed/check.ts";
import type { Refusal, ScoredAnswer, Standing } from "./standings.ts";
import { points } from "./words.ts";

/** How a medium shows a word that scored for nobody, given it in capitals. */
export type ShowCancelled = (word: string) => string;

/** At most this many of a find-all player's words are listed. */
const WORDS_SHOWN = 40;

/** A refused answer as the results show it: in capitals, trimmed, long ones cut. */
export function asSent(text: string, max = 40): string {
  const trimmed = text.trim().replace(/\s+/gu, " ").toUpperCase();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

function showAnswer(answer: ScoredAnswer, cancelled: ShowCancelled): string {
  switch (answer.kind) {
    case "found":
      return answer.cancelled ? cancelled(answer.word.toUpperCase()) : `${answer.word.toUpperCase()} (${answer.points})`;
    case "word":
      return `${answer.word.toUpperCase()} (${answer.word.length})`;
    case "solution":
      return `${answer.word.toUpperCase()} ✓`;
    case "sum":
      return `${answer.expression} = ${answer.value} (${answer.distance === 0 ? "exact" : `${answer.distance} away`})`;
    case "chain":
      return `${showChain(answer.words)} ${answer.solved ? `(solved in ${answer.words.length})` : `(${answer.unused} letters unused)`}`;
  }
}

const showRefusal = ({ text, reason }: Refusal): string => `${asSent(text)} ✗ ${reason}`;

/** How a medium names a player; plain text uses the name they had. */
export type ShowName = (standing: Standing) => string;

const plainName: ShowName = (standing) => standing.playerName;

/** Name, total, then every word found: "Ann — 13 points: CATEGORIES (11), QUITE (2)". */
function wordsLine(standing: Standing, cancelled: ShowCancelled, name: ShowName): string {
  const head = `${name(standing)} — ${points(standing.points)}`;
  if (standing.answers.length === 0) return head;
  const words = standing.answers.slice(0, WORDS_SHOWN).map((a) => showAnswer(a, cancelled));
  const more = standing.answers.length > WORDS_SHOWN ? `, … and ${standing.answers.length - WORDS_SHOWN} more` : "";
  return `${head}: ${words.join(", ")}${more}`;
}

/** Name, the answer that counts, total: "Ann: MATCH (5) — 5 points". */
function answerLine(standing: Standing, cancelled: ShowCancelled, name: ShowName): string {
  const shown = [...standing.answers.map((a) => showAnswer(a, cancelled)), ...standing.refusals.map(showRefusal)];
  return `${name(standing)}: ${shown.join(", ")} — ${points(standing.points)}`;
}

/** One line per player, in the standings' order (best first). */
export function standingLines(standings: readonly Standing[], cancelled: ShowCancelled, name: ShowName = plainName): string[] {
  return standings.map((s) =>
    s.refusals.length === 0 && s.answers.every((a) => a.kind === "found") ? wordsLine(s, cancelled, name) : answerLine(s, cancelled, name),
  );
}
