// Reading the loose fields of a solve request (CLI strings or JSON values) into checked
// values, each failure a one-line message that names the field.

import { isDictName, type DictName } from "../../solvers/dictionary/index.ts";
import { readLetterBag } from "../../solvers/letter-bag.ts";
import { quoted } from "../../solvers/quote.ts";
import type { Checked } from "../rules.ts";
import { capitalised } from "../words.ts";
import { listed, SOLVE_DICTIONARIES } from "../word-lists.ts";
import type { SolveFields } from "./puzzle.ts";

/** `dict`, one of `names` (a round takes fewer lists than a solve), else `fallback`. */
export function readDictName(fields: SolveFields, fallback: DictName, names: readonly DictName[] = SOLVE_DICTIONARIES): Checked<DictName> {
  const name = fields.dict ?? fallback;
  if (isDictName(name) && names.includes(name)) return { ok: true, value: name };
  if (typeof name !== "string") return { ok: false, error: `Dict must be text: one of ${listed(names)}.` };
  return { ok: false, error: `Unknown dictionary ${quoted(name)}: choose one of ${listed(names)}.` };
}

function readText(fields: SolveFields, key: string): Checked<string> {
  const value = fields[key];
  if (typeof value === "string" && value.trim() !== "") return { ok: true, value };
  if (value === undefined || value === "") return { ok: false, error: `Missing ${key}.` };
  return { ok: false, error: `${capitalised(key)} must be text.` };
}

/** A whole number in [min, max], given as a number or as decimal text; `fallback` when absent. */
export function readWholeNumber(fields: SolveFields, key: string, min: number, max: number, fallback?: number): Checked<number> {
  const raw = fields[key];
  if (raw === undefined && fallback !== undefined) return { ok: true, value: fallback };
  if (raw === undefined) return { ok: false, error: `Missing ${key}.` };
  // A negative number or one too big to hold (JSON's 1e400) is out of range, not unreadable.
  const value = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) && Math.abs(value) !== Infinity) return { ok: false, error: `${capitalised(key)} must be a whole number.` };
  if (value < min || value > max) return { ok: false, error: max === min + 1 ? `${capitalised(key)} is ${min} or ${max}.` : `${capitalised(key)} must be between ${min} and ${max}.` };
  return { ok: true, value };
}

/** The `dict` and `letters` fields of the bag games (letters, conundrum, Letterpress). */
export function readLettersRequest(fields: SolveFields, fallback: DictName): Checked<{ dict: DictName; letters: string }> {
  const dict = readDictName(fields, fallback);
  if (!dict.ok) return dict;
  const text = readText(fields, "letters");
  if (!text.ok) return text;
  const bag = readLetterBag(text.value);
  if (!bag.ok) return bag;
  return { ok: true, value: { dict: dict.value, letters: bag.value } };
}

/** The same, for a board of exactly `length` letters (`board` names it: "A conundrum"). */
export function readLettersOfLength(fields: SolveFields, fallback: DictName, length: number, board: string): Checked<{ dict: DictName; letters: string }> {
  const request = readLettersRequest(fields, fallback);
  if (request.ok && request.value.letters.length !== length) {
    return { ok: false, error: `${board} has ${length} letters; got ${request.value.letters.length}.` };
  }
  return request;
}
