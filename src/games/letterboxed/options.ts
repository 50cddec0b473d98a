// A Letter Boxed round's options: its length and its dictionary.

import type { GuildSettings } from "../model.ts";
import { readWordRoundOnly, type WordRoundOptions } from "../options.ts";
import type { Checked, OptionFields } from "../rules.ts";

export type LetterBoxedOptions = WordRoundOptions;

export function readLetterBoxedOptions(fields: OptionFields, settings: GuildSettings): Checked<LetterBoxedOptions> {
  return readWordRoundOnly(fields, "letterboxed", settings);
}
