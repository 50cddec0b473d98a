// The simulated casual player the opponent ladder is measured against, as data, and what it
// answers on a board. Where the model comes from: on the show, contestants' most offered words
// are of 6 and 7 letters (TRAINED, RATION, TRAILED, RATIONS: c4countdown.co.uk's statistics of
// every broadcast game); someone playing for fun on a phone is a letter or so below that, so its
// words centre on 5–6 letters. 91 % of numbers targets can be made exactly (bench/numbers.ts),
// but without practice people make the ones a sum of two or three numbers reaches and end a few
// away from the rest. A conundrum is seen in under half the rounds, late in the 30 seconds. The
// same model against the old levels gives about what issue 26 measured (87 / 74 / 1 / 0 %).

import { isCommon } from "../src/games/common-words.ts";
import { missNear } from "../src/games/opponent/answer.ts";
import { loadDictionary, type DictName } from "../src/solvers/dictionary/index.ts";
import { conundrumAnswers } from "../src/solvers/conundrum.ts";
import { wordsFromLetters } from "../src/solvers/letters.ts";
import { formatExpression, leaves } from "../src/solvers/numbers/expression.ts";
import { solveNumbers } from "../src/solvers/numbers/solve.ts";
import type { Random } from "../src/solvers/random.ts";

export interface CasualPlayer {
  readonly letters: {
    /** The length of word it finds, with its chance: it plays a common word of that length,
     *  or the longest shorter one when the letters make none. */
    readonly lengths: readonly (readonly [length: number, chance: number])[];
  };
  readonly numbers: {
    /** Exact when the target takes at most this many numbers. */
    readonly exactWith: number;
    /** Otherwise it ends about this far away, any distance equally likely, [nearest, furthest]. */
    readonly missBy: readonly [number, number];
  };
  readonly conundrum: {
    /** How often it solves one. */
    readonly chance: number;
    /** When, as a share of the round's time, any moment equally likely, [earliest, latest]. */
    readonly within: readonly [number, number];
  };
}

export const CASUAL_PLAYER: CasualPlayer = {
  letters: { lengths: [[5, 0.2], [6, 0.4], [7, 0.3], [8, 0.1]] },
  numbers: { exactWith: 4, missBy: [1, 8] },
  conundrum: { chance: 0.4, within: [0.3, 1] },
};

export interface CasualAnswer {
  readonly text: string | null;
  /** A share of the round's time. */
  readonly at: number;
}

function lengthDrawn(lengths: CasualPlayer["letters"]["lengths"], u: number): number {
  let left = u;
  for (const [length, chance] of lengths) {
    if (left < chance) return length;
    left -= chance;
  }
  return lengths[lengths.length - 1][0];
}

const within = ([early, late]: readonly [number, number], u: number) => early + (late - early) * u;

export function casualLetters(player: CasualPlayer, letters: string, dict: DictName, random: Random): CasualAnswer {
  const length = lengthDrawn(player.letters.lengths, random.next());
  const word = wordsFromLetters(loadDictionary(dict), letters).find((w) => w.length <= length && isCommon(w));
  return { text: word ?? null, at: random.next() };
}

export function casualNumbers(player: CasualPlayer, numbers: readonly number[], target: number, random: Random): CasualAnswer {
  const best = solveNumbers(numbers, target);
  const [near, far] = player.numbers.missBy;
  const aim = near + random.int(far - near + 1);
  if (best.distance === 0 && leaves(best.solution).length <= player.numbers.exactWith) return { text: formatExpression(best.solution), at: random.next() };
  return { text: formatExpression(solveNumbers(numbers, missNear(numbers, target, aim)).solution), at: random.next() };
}

export function casualConundrum(player: CasualPlayer, scramble: string, dict: DictName, random: Random): CasualAnswer {
  const solves = random.next() < player.conundrum.chance;
  const at = within(player.conundrum.within, random.next());
  return { text: solves ? (conundrumAnswers(loadDictionary(dict), scramble)[0] ?? null) : null, at };
}
