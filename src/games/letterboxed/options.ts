// A Letter Boxed round's options: its length and its dictionary.

import type { DictName } from "../../solvers/dictionary/index.ts";
import type { GuildSettings } from "../../store/types.ts";
import { readDict, readDuration, unknownOption } from "../options.ts";
import type { Checked, OptionFields } from "../rules.ts";

export interface LetterBoxedOptions {
  readonly duration: number;
  readonly dict: DictName;
}

export function readLetterBoxedOptions(fields: OptionFields, settings: GuildSettings): Checked<LetterBoxedOptions> {
  const stray = unknownOption(fields, "letterboxed", ["duration", "dict"]);
  if (stray) return { ok: false, error: stray };
  const duration = readDuration(fields, "letterboxed", settings);
  if (!duration.ok) return duration;
  const dict = readDict(fields, "letterboxed", settings);
  if (!dict.ok) return dict;
  return { ok: true, value: { duration: duration.value, dict: dict.value } };
}
