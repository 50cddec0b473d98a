// `lexicord deal <game> [--seed N] [--json] [name:value ...]`: what the bot would deal for
// that seed and those options, with the guild defaults. A board still to be picked (letters,
// numbers) is completed as the bot does for a starter who stops picking.

import { randomInt } from "node:crypto";
import { parseArgs } from "node:util";
import { findGame, rulesFor } from "../games/catalogue.ts";
import { dealCompleteBoard } from "../games/dealer.ts";
import type { Checked, OptionFields } from "../games/rules.ts";
import { DEFAULT_SETTINGS } from "../store/settings.ts";
import { GAMES } from "../games/model.ts";
import { echoed } from "./echo.ts";
import { argumentError, withNegativeValues } from "./args.ts";
import { asksForJson, refuseWith, type Refusal } from "./refusal.ts";

const OPTIONS = {
  seed: { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

const SEEDS = 2 ** 32;

function dealUsage(): string {
  return [
    "Usage: lexicord deal <game> [--seed N] [--json] [name:value ...]",
    `  games: ${GAMES.join(", ")}`,
    "  options as in the slash commands, e.g. lexicord deal letters picks:cvccvcvcc, deal boggle size:5",
  ].join("\n");
}

/** Runs the command; returns the process exit code. */
export async function dealCommand(argv: string[], out: NodeJS.WritableStream, err: NodeJS.WritableStream): Promise<number> {
  const refusal: Refusal = { command: "lexicord deal", json: asksForJson(argv), out, err };
  let parsed;
  try {
    parsed = parseArgs({ args: withNegativeValues(argv, ["seed"]), options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    return refuseWith(refusal, argumentError(error), 2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out.write(dealUsage() + "\n");
    return 0;
  }
  const [name, ...pairs] = positionals;
  const game = name === undefined ? undefined : findGame(name);
  if (!game) return refuseWith(refusal, `${name === undefined ? "Name a game" : `Unknown game "${echoed(name)}"`}: ${GAMES.join(", ")}.`, 2);
  const refuse = (error: string, code: number): number => refuseWith({ ...refusal, command: `lexicord deal ${game}` }, error, code);
  const seed = readSeed(values.seed);
  if (!seed.ok) return refuse(seed.error, 2);
  const fields = readPairs(pairs);
  if (!fields.ok) return refuse(fields.error, 2);
  const rules = rulesFor(game);
  const options = rules.readOptions(fields.value, DEFAULT_SETTINGS);
  if (!options.ok) return refuse(options.error, 1);
  const board = dealCompleteBoard(rules, seed.value, options.value);
  out.write(
    values.json
      ? JSON.stringify({ game, seed: seed.value, board: withoutEmptyFields(board) }) + "\n"
      : `${rules.title} — seed ${seed.value}\n${rules.showBoard(board, options.value)}\n`,
  );
  return 0;
}

/** The board without the piles a complete board has emptied ("vowels": "", "large": []). */
export function withoutEmptyFields(board: unknown): unknown {
  const isEmpty = (value: unknown): boolean => value === "" || (Array.isArray(value) && value.length === 0);
  return Object.fromEntries(Object.entries(board as object).filter(([, value]) => !isEmpty(value)));
}

function readSeed(text: string | undefined): Checked<number> {
  if (text === undefined) return { ok: true, value: randomInt(SEEDS) };
  const seed = /^\d+$/u.test(text) ? Number(text) : NaN;
  if (!(seed < SEEDS)) return { ok: false, error: `--seed must be a whole number from 0 to ${SEEDS - 1}.` };
  return { ok: true, value: seed };
}

/** `name:value` arguments as option fields (values stay text; the rules read them). */
function readPairs(pairs: readonly string[]): Checked<OptionFields> {
  const fields: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf(":");
    if (at <= 0) return { ok: false, error: `Options are name:value, e.g. duration:60; got "${echoed(pair)}".` };
    fields[pair.slice(0, at).toLowerCase()] = pair.slice(at + 1);
  }
  return { ok: true, value: fields };
}
