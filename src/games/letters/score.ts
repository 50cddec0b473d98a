// Scoring a letters round (show rules): each player's longest valid word counts; the longest
// words score their length, nine letters score double (18); ties all score; shorter words 0.

import type { Answer, RoundResult } from "../model.ts";
import type { Scoring } from "../rules.ts";
import { standingOf } from "../standing-of.ts";
import { answerThatCounts, answersByPlayer } from "../words.ts";
import { LETTERS_DRAWN } from "./piles.ts";

export function lettersPoints(length: number): number {
  return length === LETTERS_DRAWN ? 2 * length : length;
}

function wordOf(answer: Answer): string | null {
  return answer.ok && typeof answer.value === "string" ? answer.value : null;
}

/** A longer word is a better one. */
export const lettersMerit = (value: unknown): number => (typeof value === "string" ? value.length : 0);

export function scoreLettersRound(answers: readonly Answer[]): Scoring {
  const counted = answersByPlayer(answers).map((theirs) => answerThatCounts(theirs, lettersMerit));
  const longest = Math.max(0, ...counted.map((a) => wordOf(a)?.length ?? 0));
  const scored = counted.map((answer) => {
    const word = wordOf(answer);
    const earned = word !== null && word.length === longest ? lettersPoints(longest) : 0;
    const result: RoundResult = {
      playerId: answer.playerId,
      playerName: answer.playerName,
      points: earned,
      won: earned > 0,
      word,
      wordPoints: word === null ? null : earned,
      exact: null,
    };
    const line = standingOf(answer, earned, word === null ? null : { kind: "word", word, points: earned });
    return { result, line, length: word?.length ?? 0 };
  });
  scored.sort((a, b) => b.result.points - a.result.points || b.length - a.length);
  return { results: scored.map((s) => s.result), standings: scored.map((s) => s.line) };
}
