// The contract shared by every way of solving a posted board: the CLI (`lexicord solve`),
// its JSON batch mode, local play's `/solve` and Discord's `/solve` and context menu.
// A request is a bag of loosely typed fields, named as in the JSON batch lines
// (`letters`, `numbers`, `target`, `board`, `sides`, `dict`, `min`, `limit`); the CLI fills
// the game's `mainField` from its positional arguments and the rest from `--name value`.

export type SolveFields = Readonly<Record<string, unknown>>;

/** What `--json` prints: always has `game`; the rest is per game (see the contract). */
export interface SolveResult {
  readonly game: string;
  readonly [field: string]: unknown;
}

export type SolveOutcome<R extends SolveResult = SolveResult> =
  | { readonly ok: true; readonly result: R }
  | { readonly ok: false; readonly error: string };

export interface Puzzle<R extends SolveResult = SolveResult> {
  readonly game: string;
  /** The field the CLI's positional arguments fill (joined by spaces). */
  readonly mainField: string;
  /** One line for `lexicord solve --help` and `/help`, e.g. `letters <letters> [--dict NAME]`. */
  readonly usage: string;
  /** Reads and checks the fields, then solves; bad input is a one-line error, never a throw. */
  solve(fields: SolveFields): SolveOutcome<R>;
  /** The human answer: a few lines for a terminal or a Discord message. */
  describe(result: R): string;
}

export function solved<R extends SolveResult>(result: R): SolveOutcome<R> {
  return { ok: true, result };
}

export function refused(error: string): { readonly ok: false; readonly error: string } {
  return { ok: false, error };
}
