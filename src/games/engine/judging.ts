// What the engine adds to the rules' judgement of an answer: one guess per player in a race,
// no word twice per player in find-all, and the short receipt the player is shown.

import { cutText } from "../../cut-text.ts";
import type { Answer, NewAnswer } from "../model.ts";
import { answerThatCounts, type Merit } from "../words.ts";
import type { AnswerStyle, GameRules, Verdict } from "../rules.ts";

const ALREADY_GUESSED = "one guess per round, and you have had yours";

export interface Judged {
  readonly text: string;
  readonly verdict: Verdict;
  /** The player already had a valid answer in the round when this one came. */
  readonly afterValid: boolean;
  /** Hidden rounds: the player's answer that counts once this one is in, when it is not this one. */
  readonly counting?: Answer;
  /** Hidden rounds: the earlier answer this one counts in place of while only as good as it. */
  readonly equals?: Answer;
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

/** Each text judged in turn, then kept before anything is said about it; each sees the ones
 *  before it (in `earlier`, the player's answers so far, which grows). */
export async function judgeAndKeep(
  texts: readonly string[],
  earlier: Answer[],
  verdictOf: (text: string, earlier: readonly Answer[]) => Verdict,
  keep: (answer: Pick<NewAnswer, "text" | "ok" | "reason" | "value">) => Promise<Answer>,
  merit: Merit | null = null,
): Promise<Judged[]> {
  const judged: Judged[] = [];
  for (const text of texts) {
    const verdict = verdictOf(text, earlier);
    const afterValid = earlier.some((a) => a.ok);
    const before = merit && afterValid ? answerThatCounts(earlier, merit) : null;
    const kept = await keep({ text, ok: verdict.ok, reason: verdict.ok ? null : verdict.reason, value: verdict.ok ? verdict.value : null });
    earlier.push(kept);
    const counting = merit && afterValid ? answerThatCounts(earlier, merit) : kept;
    // The best answer so far, sent again or equalled: it takes over without beating anything.
    const equals = counting.id === kept.id && merit && before && merit(before.value) === merit(kept.value) ? before : undefined;
    judged.push(counting.id !== kept.id ? { text, verdict, afterValid, counting } : equals ? { text, verdict, afterValid, equals } : { text, verdict, afterValid });
  }
  return judged;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const SHOWN_CHARS = 40;

const shown = (text: string): string => cutText(text.replace(/\s+/gu, " "), SHOWN_CHARS + 1);

function sentence(reason: string): string {
  return /[.!?]$/u.test(reason) ? reason : `${reason}.`;
}

/** In a hidden round the best valid answer counts: say which one that now is. */
function whichCounts({ verdict, afterValid, counting, equals }: Judged): string {
  if (!afterValid) return "";
  if (equals !== undefined && verdict.ok && sameValue(equals.value, verdict.value)) return " You had sent it already: it still counts.";
  if (equals !== undefined) return ` It is as good as your ${shown(equals.text).toUpperCase()}, so it scores the same: this one counts now.`;
  if (counting === undefined) return " It beats your earlier answer: this one counts now.";
  return ` Your ${shown(counting.text).toUpperCase()} ${verdict.ok ? "is better and " : ""}still counts.`;
}

function receiptLine(style: AnswerStyle, judged: Judged): string {
  const { text, verdict } = judged;
  const counts = style === "hidden" ? whichCounts(judged) : "";
  if (verdict.ok) return `✅ ${counts ? sentence(verdict.summary) : verdict.summary}${counts}`;
  const lockedOut = style === "race" && verdict.reason !== ALREADY_GUESSED ? " That was your one guess." : "";
  return `❌ ${shown(text)}: ${sentence(verdict.reason)}${lockedOut}${counts}`;
}

/** One line per judged text, for the player who sent them. */
export function receipt(style: AnswerStyle, judged: readonly Judged[]): string {
  return judged.map((j) => receiptLine(style, j)).join("\n");
}
