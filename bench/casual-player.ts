// The simulated casual player the opponent ladder is measured against, as data, and what it
// answers on a board. Where the model comes from: on the show, the words contestants offer most
// are of 6 and 7 letters (TRAINED, RATION, TRAILED, RATIONS: c4countdown.co.uk's statistics over
// every broadcast game); someone playing for fun finds a little less, so its words centre on 6
// letters (5–7 nine times in ten). 91 % of numbers targets can be made exactly (bench/numbers.ts),
// but without practice people make those that take four numbers or fewer and end a few away from
// the rest; a conundrum is seen in under half the rounds, rarely early. Against the levels as
// issue 26 found them this player won 83 / 72 / 1 / 0 % of the bench's 1,000 short games against
// easy / medium / hard / perfect, where the issue's own measurement found 87 / 74 / 1 / 0 %.

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

/** The model in one line, for the bench's report. */
export function describeCasual({ letters, numbers, conundrum }: CasualPlayer): string {
  const lengths = letters.lengths.map(([length, chance]) => `${length} letters ${Math.round(chance * 100)} %`).join(", ");
  const [early, late] = conundrum.within.map((share) => Math.round(share * 100));
  return `letters: a common word of ${lengths}; numbers: exact when ${numbers.exactWith} numbers or fewer make the target, else ${numbers.missBy.join("–")} away; conundrum: solved ${Math.round(conundrum.chance * 100)} % of the time, ${early}–${late} % into the round`;
}

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
