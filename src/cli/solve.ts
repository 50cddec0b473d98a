// `lexicord solve <game> <board...> [--dict NAME] [--json] [--target N] [--min N] [--limit N]`
// and `lexicord solve --batch` (one JSON request a line in, one JSON result a line out).

import { echoed } from "./echo.ts";
import { parseArgs } from "node:util";
import type { Checked } from "../games/rules.ts";
import { PUZZLES, type SolveFields, type SolveResult } from "../games/solve/index.ts";
import { DEFAULT_DICTIONARY, listed, SOLVE_DICTIONARIES } from "../games/word-lists.ts";
import { argumentError, withNegativeValues } from "./args.ts";
import { asksForJson, refuseWith, type Refusal } from "./refusal.ts";
import { boundedLines } from "./bounded-lines.ts";
import { quoted } from "../solvers/quote.ts";

const OPTIONS = {
  json: { type: "boolean" },
  batch: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  dict: { type: "string" },
  target: { type: "string" },
  min: { type: "string" },
  limit: { type: "string" },
} as const;

/** The options that take a value: a negative one is read as a value, not as an option. */
const VALUED = Object.keys(OPTIONS).filter((name) => OPTIONS[name as keyof typeof OPTIONS].type === "string");

export function solveUsage(): string {
  const games = [...PUZZLES.values()].map((p) => `  lexicord solve ${p.usage}`);
  const lists = `--dict NAME: ${listed(SOLVE_DICTIONARIES)} (default ${DEFAULT_DICTIONARY}).`;
  return ["Usage:", ...games, lists, "Add --json for one JSON object; --batch reads JSON requests, one a line, from stdin."].join("\n");
}

/** Runs the command; returns the process exit code. */
export async function solveCommand(argv: string[], out: NodeJS.WritableStream, err: NodeJS.WritableStream): Promise<number> {
  const refusal: Refusal = { command: "lexicord solve", json: asksForJson(argv), out, err };
  let parsed;
  try {
    parsed = parseArgs({ args: withNegativeValues(argv, VALUED), options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    return refuseWith(refusal, argumentError(error), 2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out.write(solveUsage() + "\n");
    return 0;
  }
  if (values.batch) return solveBatch(process.stdin, out);
  const [game, ...board] = positionals;
  const puzzle = game === undefined ? undefined : PUZZLES.get(game.toLowerCase());
  if (!puzzle) return refuseWith(refusal, `${game === undefined ? "Name a game" : `Unknown game "${echoed(game)}"`}: ${[...PUZZLES.keys()].join(", ")}.`, 2);
  const { json, batch: _batch, help: _help, ...options } = values;
  const fields: SolveFields = { ...options, ...(board.length > 0 ? { [puzzle.mainField]: board.join(" ") } : {}) };
  const outcome = puzzle.solve(fields);
  if (!outcome.ok) return refuseWith({ ...refusal, command: `lexicord solve ${puzzle.game}` }, outcome.error, 1);
  out.write((json ? JSON.stringify(outcome.value) : puzzle.describe(outcome.value)) + "\n");
  return 0;
}

/** Solves one JSON request; a bad request becomes `{"error": ...}`, never a throw. */
function solveJsonLine(line: string): Checked<SolveResult> {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return { ok: false, error: "Not valid JSON." };
  }
  if (typeof request !== "object" || request === null || Array.isArray(request)) {
    return { ok: false, error: "Expected a JSON object." };
  }
  const fields = request as SolveFields;
  const puzzle = typeof fields.game === "string" ? PUZZLES.get(fields.game.toLowerCase()) : undefined;
  if (!puzzle) return { ok: false, error: `Unknown game ${quoted(fields.game ?? null)}: ${[...PUZZLES.keys()].join(", ")}.` };
  try {
    return puzzle.solve(fields);
  } catch (error) {
    return { ok: false, error: `Internal error: ${(error as Error).message}` };
  }
}

/** The longest request line read; longer ones are answered with an error, unread. */
export const MAX_BATCH_LINE_BYTES = 1 << 20;

async function solveBatch(input: NodeJS.ReadableStream, out: NodeJS.WritableStream): Promise<number> {
  for await (const line of boundedLines(input as AsyncIterable<Buffer>, MAX_BATCH_LINE_BYTES)) {
    // A blank line still gets its answer line, so results stay aligned with requests.
    const outcome: Checked<SolveResult> =
      line === null ? { ok: false, error: "Line too long (at most 1 MiB)." } : line.trim() === "" ? { ok: false, error: "Empty line." } : solveJsonLine(line);
    const written = out.write(JSON.stringify(outcome.ok ? outcome.value : { error: outcome.error }) + "\n");
    if (!written) await new Promise((resolve) => out.once("drain", resolve));
  }
  return 0;
}
