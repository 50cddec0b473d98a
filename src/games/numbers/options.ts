// A numbers round's options: how many large numbers (or none given: the starter picks with
// buttons) and its length.

import type { GuildSettings } from "../model.ts";
import { readDuration, unknownOption } from "../options.ts";
import type { Checked, OptionFields } from "../rules.ts";
import { readWholeNumber } from "../solve/fields.ts";
import { MAX_LARGE } from "./board.ts";

export interface NumbersOptions {
  /** 0–4 large numbers; null when the starter chooses once the round starts. */
  readonly large: number | null;
  readonly duration: number;
}

export function readNumbersOptions(fields: OptionFields, settings: GuildSettings): Checked<NumbersOptions> {
  const stray = unknownOption(fields, "numbers", ["large", "duration"]);
  if (stray) return { ok: false, error: stray };
  const given = fields.large !== undefined && fields.large !== "";
  const large = given ? readWholeNumber(fields, "large", 0, MAX_LARGE) : { ok: true as const, value: null };
  if (!large.ok) return large;
  const duration = readDuration(fields, "numbers", settings);
  if (!duration.ok) return duration;
  return { ok: true, value: { large: large.value, duration: duration.value } };
}
