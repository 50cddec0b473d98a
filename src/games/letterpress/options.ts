// A Letterpress round's options: its length and its dictionary.

import type { DictName } from "../../solvers/dictionary/index.ts";
import type { GuildSettings } from "../../store/types.ts";
import { readDict, readDuration, unknownOption } from "../options.ts";
import type { Checked, OptionFields } from "../rules.ts";

export interface LetterpressOptions {
  readonly duration: number;
  readonly dict: DictName;
}

export function readLetterpressOptions(fields: OptionFields, settings: GuildSettings): Checked<LetterpressOptions> {
  const stray = unknownOption(fields, "letterpress", ["duration", "dict"]);
  if (stray) return { ok: false, error: stray };
  const duration = readDuration(fields, "letterpress", settings);
  if (!duration.ok) return duration;
  const dict = readDict(fields, "letterpress", settings);
  if (!dict.ok) return dict;
  return { ok: true, value: { duration: duration.value, dict: dict.value } };
}
