// A conundrum's options: its length and the dictionary its answer is unique in.

import type { DictName } from "../../solvers/dictionary/index.ts";
import type { GuildSettings } from "../../store/types.ts";
import { readDict, readDuration, unknownOption } from "../options.ts";
import type { Checked, OptionFields } from "../rules.ts";

export interface ConundrumOptions {
  readonly duration: number;
  readonly dict: DictName;
}

export function readConundrumOptions(fields: OptionFields, settings: GuildSettings): Checked<ConundrumOptions> {
  const stray = unknownOption(fields, "conundrum", ["duration", "dict"]);
  if (stray) return { ok: false, error: stray };
  const duration = readDuration(fields, "conundrum", settings);
  if (!duration.ok) return duration;
  const dict = readDict(fields, "conundrum", settings);
  if (!dict.ok) return dict;
  return { ok: true, value: { duration: duration.value, dict: dict.value } };
}
