// The results board in words, one line per player. Plain text: each adapter passes how its
// medium marks a cancelled word (Discord strikes it out; the terminal says so). A word that
// counted only by the server's ruling says so ("allowed in this server").

import { cutText } from "../cut-text.ts";
import { showChain } from "./letterboxed/check.ts";
import { ALLOWED_HERE } from "./rulings.ts";
import type { Refusal, ScoredAnswer, Standing } from "./standings.ts";
import { points } from "./words.ts";

/** How a medium shows a word that scored for nobody, given it in capitals. */
export type ShowCancelled = (word: string) => string;

/** At most this many of a find-all player's words are listed. */
const WORDS_SHOWN = 40;
/** A results board's line lists this many of a find-all player's best words, to fit a phone. */
const BEST_SHOWN = 3;

/** A find-all player's words: all of them (up to 40, cancelled ones too), or the few best that scored. */
export type WordsShown = "all" | "best";

/** A refused answer as the results show it: in capitals, trimmed, long ones cut. */
export function asSent(text: string, max = 40): string {
  return cutText(text.trim().replace(/\s+/gu, " ").toUpperCase(), max);
}

/** The words of an answer the server allowed, in capitals. */
type Allowed = (words: readonly string[]) => string[];

function showAnswer(answer: ScoredAnswer, cancelled: ShowCancelled, allowed: Allowed): string {
  const note = (words: readonly string[]) => (allowed(words).length > 0 ? `, ${ALLOWED_HERE}` : "");
  switch (answer.kind) {
    case "found":
      return answer.cancelled ? cancelled(answer.word.toUpperCase()) : `${answer.word.toUpperCase()} (${answer.points}${note([answer.word])})`;
    case "word":
      return `${answer.word.toUpperCase()} (${answer.word.length}${note([answer.word])})`;
    case "solution":
      return `${answer.word.toUpperCase()} ✓${allowed([answer.word]).length > 0 ? ` (${ALLOWED_HERE})` : ""}`;
    case "sum":
      return `${answer.expression} = ${answer.value} (${answer.distance === 0 ? "exact" : `${answer.distance} away`})`;
    case "chain": {
      const ruled = allowed(answer.words);
      const why = ruled.length > 0 ? `; ${ruled.join(", ")} ${ALLOWED_HERE}` : "";
      return `${showChain(answer.words)} ${answer.solved ? `(solved in ${answer.words.length}${why})` : `(${answer.unused} letters unused${why})`}`;
    }
  }
}

const showRefusal = ({ text, reason }: Refusal): string => `${asSent(text)} ✗ ${reason}`;

/** How a medium names a player; plain text uses the name they had. */
export type ShowName = (standing: Standing) => string;

const plainName: ShowName = (standing) => standing.playerName;

/** Name, total, then every word found: "Ann — 13 points: CATEGORIES (11), QUITE (2)". */
function wordsLine(standing: Standing, cancelled: ShowCancelled, name: ShowName, allowed: Allowed): string {
  const head = `${name(standing)} — ${points(standing.points)}`;
  if (standing.answers.length === 0) return head;
  const words = standing.answers.slice(0, WORDS_SHOWN).map((a) => showAnswer(a, cancelled, allowed));
  const more = standing.answers.length > WORDS_SHOWN ? `, … and ${standing.answers.length - WORDS_SHOWN} more` : "";
  return `${head}: ${words.join(", ")}${more}`;
}

/** Name, total, the best words that scored, and how many more: "Ann — 40 points: QUIXOTIC (11),
 *  PLINTHS (5), STARE (2) and 12 more · 4 cancelled". */
function bestWordsLine(standing: Standing, cancelled: ShowCancelled, name: ShowName, allowed: Allowed): string {
  const head = `${name(standing)} — ${points(standing.points)}`;
  const scored = standing.answers.filter((a) => !(a.kind === "found" && a.cancelled));
  const lost = standing.answers.length - scored.length;
  const words = scored.slice(0, BEST_SHOWN).map((a) => showAnswer(a, cancelled, allowed));
  const more = scored.length > BEST_SHOWN ? ` and ${scored.length - BEST_SHOWN} more` : "";
  const list = words.length > 0 ? `: ${words.join(", ")}${more}` : "";
  return `${head}${list}${lost > 0 ? ` · ${lost} cancelled` : ""}`;
}

/** Name, the answer that counts, total: "Ann: MATCH (5) — 5 points". */
function answerLine(standing: Standing, cancelled: ShowCancelled, name: ShowName, allowed: Allowed): string {
  const shown = [...standing.answers.map((a) => showAnswer(a, cancelled, allowed)), ...standing.refusals.map(showRefusal)];
  return `${name(standing)}: ${shown.join(", ")} — ${points(standing.points)}`;
}

/** One line per player, in the standings' order (best first); `allowedHere`: the words the
 *  server allowed for this round (see rulings.ts), marked where they counted. */
export function standingLines(
  standings: readonly Standing[],
  cancelled: ShowCancelled,
  name: ShowName = plainName,
  allowedHere: ReadonlySet<string> = new Set(),
  shown: WordsShown = "all",
): string[] {
  const allowed: Allowed = (words) => words.filter((word) => allowedHere.has(word)).map((word) => word.toUpperCase());
  const findAll = shown === "all" ? wordsLine : bestWordsLine;
  return standings.map((s) =>
    s.refusals.length === 0 && s.answers.every((a) => a.kind === "found") ? findAll(s, cancelled, name, allowed) : answerLine(s, cancelled, name, allowed),
  );
}
