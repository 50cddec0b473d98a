// What the computer chooses when it is its turn: the letters' vowels and consonants and the
// count of large numbers, the way players usually choose them on the show.

import type { Random } from "../../solvers/random.ts";
import type { CountdownRound } from "../model.ts";
import type { OptionFields } from "../rules.ts";

const LETTER_PICKS: readonly string[] = ["cvccvcvcc", "cvcvccvcc", "ccvcvcvcc", "cvccvcvcv", "vccvccvcc"];
/** One large number is the usual choice; none and two are next. */
const LARGE_COUNTS: readonly number[] = [1, 1, 1, 0, 2, 2, 4];

export function computerChoice(round: CountdownRound, random: Random): OptionFields {
  if (round === "letters") return { picks: LETTER_PICKS[random.int(LETTER_PICKS.length)] };
  if (round === "numbers") return { large: LARGE_COUNTS[random.int(LARGE_COUNTS.length)] };
  return {};
}
