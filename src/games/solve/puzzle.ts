// The contract shared by every way of solving a posted board: the CLI (`lexicord solve`),
// its JSON batch mode, local play's `/solve` and Discord's `/solve` and context menu.
// A request is a bag of loosely typed fields, named as in the JSON batch lines
// (`letters`, `numbers`, `target`, `board`, `sides`, `dict`, `min`, `limit`); the CLI fills
// the game's `mainField` from its positional arguments and the rest from `--name value`.

import { ok, type Checked } from "../rules.ts";

export type SolveFields = Readonly<Record<string, unknown>>;

/** What `--json` prints: always has `game`; the rest is per game (see the contract). */
export interface SolveResult {
  readonly game: string;
  readonly [field: string]: unknown;
}

interface PuzzleInfo<R extends SolveResult> {
  readonly game: string;
  /** The field the CLI's positional arguments fill (joined by spaces). */
  readonly mainField: string;
  /** One line for `lexicord solve --help` and `/help`, e.g. `letters <letters> [--dict NAME]`. */
  readonly usage: string;
  /** The human answer: a few lines for a terminal or a Discord message. */
  describe(result: R): string;
}

/** How one game reads a request and answers it (Q is the request once read). */
interface PuzzleRules<Q, R extends SolveResult> extends PuzzleInfo<R> {
  /** Reads and checks the fields without solving; bad input is a one-line error. */
  read(fields: SolveFields): Checked<Q>;
  /** Solves a request that `read` accepted. */
  answer(request: Q): R;
}

export interface Puzzle<R extends SolveResult = SolveResult> extends PuzzleInfo<R> {
  /** What is wrong with the fields, found without solving (so a bot can say it at once), or null. */
  problem(fields: SolveFields): string | null;
  /** Reads and checks the fields, then solves; bad input is a one-line error, never a throw. */
  solve(fields: SolveFields): Checked<R>;
}

export function makePuzzle<Q, R extends SolveResult>({ read, answer, ...info }: PuzzleRules<Q, R>): Puzzle<R> {
  return {
    ...info,
    problem(fields) {
      const request = read(fields);
      return request.ok ? null : request.error;
    },
    solve(fields) {
      const request = read(fields);
      return request.ok ? ok(answer(request.value)) : request;
    },
  };
}
