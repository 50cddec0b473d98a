// A letters round's options: the picks (or none: the starter picks with buttons), its
// length and its dictionary.

import type { GuildSettings } from "../model.ts";
import { readWordRound, unknownOption, type WordRoundOptions } from "../options.ts";
import type { Checked, OptionFields } from "../rules.ts";
import { LETTERS_DRAWN, MINIMUM, type Pile } from "./piles.ts";

export interface LettersOptions extends WordRoundOptions {
  /** "v"/"c" per tile, e.g. "cvccvcvcc"; null when the starter picks as the board is drawn. */
  readonly picks: string | null;
}

const KNOWN = ["picks", "duration", "dict"];

export function readLettersOptions(fields: OptionFields, settings: GuildSettings): Checked<LettersOptions> {
  const stray = unknownOption(fields, "letters", KNOWN);
  if (stray) return { ok: false, error: stray };
  const picks = readPicks(fields.picks);
  if (!picks.ok) return picks;
  const round = readWordRound(fields, "letters", settings);
  if (!round.ok) return round;
  return { ok: true, value: { picks: picks.value, ...round.value } };
}

export function pileOfPick(pick: string): Pile {
  return pick === "v" ? "vowel" : "consonant";
}

function readPicks(raw: OptionFields[string]): Checked<string | null> {
  if (raw === undefined || raw === "") return { ok: true, value: null };
  const picks = String(raw).replace(/\s+/gu, "").toLowerCase();
  const example = 'e.g. "cvccvcvcc"';
  if (!/^[cv]*$/u.test(picks)) return { ok: false, error: `Picks are c (consonant) or v (vowel), ${example}.` };
  if (picks.length !== LETTERS_DRAWN) {
    return { ok: false, error: `Picks need ${LETTERS_DRAWN} letters of c or v, ${example}; got ${picks.length}.` };
  }
  const vowels = [...picks].filter((p) => p === "v").length;
  if (vowels < MINIMUM.vowel || LETTERS_DRAWN - vowels < MINIMUM.consonant) {
    return {
      ok: false,
      error: `Picks need at least ${MINIMUM.vowel} vowels and ${MINIMUM.consonant} consonants; "${picks}" has ${vowels} vowels.`,
    };
  }
  return { ok: true, value: picks };
}
