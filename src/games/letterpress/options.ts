// A Letterpress round's options: its length and its dictionary.

import type { GuildSettings } from "../model.ts";
import { readWordRoundOnly, type WordRoundOptions } from "../options.ts";
import type { Checked, OptionFields } from "../rules.ts";

export type LetterpressOptions = WordRoundOptions;

export function readLetterpressOptions(fields: OptionFields, settings: GuildSettings): Checked<LetterpressOptions> {
  return readWordRoundOnly(fields, "letterpress", settings);
}
