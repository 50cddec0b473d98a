// A Boggle round's options: the board's size, its length, its dictionary, and how many words
// a dealt board must hold at least.

import { DEFAULT_MIN_WORDS } from "../../solvers/boggle/deal.ts";
import type { GuildSettings } from "../model.ts";
import { readWordRound, unknownOption, type WordRoundOptions } from "../options.ts";
import type { Checked, OptionFields } from "../rules.ts";
import { readWholeNumber } from "../solve/fields.ts";

export type BoggleSize = 4 | 5;

export interface BoggleOptions extends WordRoundOptions {
  readonly size: BoggleSize;
  /** Boards with fewer words are rolled again. */
  readonly minWords: number;
  /** The box rule as the round began: a word several players found scores for nobody.
   *  Missing from rounds stored before it was kept; then the guild's setting applies. */
  readonly duplicatesCancel?: boolean;
}

/** The round's box rule, or the guild's for a round stored before rounds kept it. */
export function duplicatesCancel(options: BoggleOptions, settings: GuildSettings): boolean {
  return options.duplicatesCancel ?? settings.boggleDuplicatesCancel;
}

// The most words a minimum may ask for: measured on the british list, about one board in a
// hundred (4x4) or two hundred (5x5) holds this many, so the dealer's 1,000 rolls find one.
const MAX_MIN_WORDS: Readonly<Record<BoggleSize, number>> = { 4: 200, 5: 350 };

export function readBoggleOptions(fields: OptionFields, settings: GuildSettings): Checked<BoggleOptions> {
  const stray = unknownOption(fields, "boggle", ["size", "duration", "dict", "min_words"]);
  if (stray) return { ok: false, error: stray };
  const size = readWholeNumber(fields, "size", 4, 5, 4);
  if (!size.ok) return size;
  const round = readWordRound(fields, "boggle", settings);
  if (!round.ok) return round;
  const boardSize = size.value as BoggleSize;
  const minWords = readWholeNumber(fields, "min_words", 0, MAX_MIN_WORDS[boardSize], DEFAULT_MIN_WORDS[boardSize]);
  if (!minWords.ok) return minWords;
  return { ok: true, value: { size: boardSize, ...round.value, minWords: minWords.value, duplicatesCancel: settings.boggleDuplicatesCancel } };
}
