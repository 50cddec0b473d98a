// A conundrum's options: its length and the dictionary its answer is unique in.

import type { GuildSettings } from "../model.ts";
import { readWordRoundOnly, type WordRoundOptions } from "../options.ts";
import type { Checked, OptionFields } from "../rules.ts";

export type ConundrumOptions = WordRoundOptions;

export function readConundrumOptions(fields: OptionFields, settings: GuildSettings): Checked<ConundrumOptions> {
  return readWordRoundOnly(fields, "conundrum", settings);
}
