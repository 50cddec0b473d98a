// The computer's search: negamax with alpha-beta over the best few moves at each ply (ordered by
// how the position after them looks), a transposition table, and iterative deepening under a
// CPU budget. Near the end (few blanks) it also tries moves that leave blanks and passes, so a
// finish it can win is found and one the opponent could win is avoided. A generator, so a
// caller can run it through at once or in slices that let the event loop breathe.

import { colourTiles, type Colours, type Side } from "./colours.ts";
import { finalWorth, isFull, WIN, worth } from "./evaluate.ts";
import { bestTaken, gainsOf, movesLeavingBlanks, movesOf, type Move } from "./moves.ts";
import { ALL_TILES, countTiles } from "./tiles.ts";
import type { OpenWords } from "./words.ts";

export interface SearchPlan {
  /** Plies looked ahead, deepened one at a time up to this. */
  readonly depth: number;
  /** Moves tried at each ply, the root's first; deeper plies use the last. */
  readonly widths: readonly number[];
  /** At or below this many blanks the end is near: moves leaving blanks, passes, and `endDepth`
   *  plies over `endWidths` moves. */
  readonly endBlanks: number;
  readonly endDepth: number;
  readonly endWidths: readonly number[];
  /** CPU time a move may take, in ms. */
  readonly budgetMs: number;
}

export interface Position {
  readonly colours: Colours;
  readonly mover: Side;
  /** The last turn was a pass: another ends the game. */
  readonly passed: boolean;
}

export type Choice = { readonly kind: "word"; readonly move: Move } | { readonly kind: "pass" };

/** The CPU a search has spent (its slices so far, and the one running), and when the running
 *  slice began by the clock on the wall, which is what a waiting event loop feels. */
export class Clock {
  private used = 0;
  private cpuAtSlice = cpuMs();
  sliceStart = performance.now();
  constructor(readonly budgetMs: number) {}

  spent(): number {
    return this.used + cpuMs() - this.cpuAtSlice;
  }

  startSlice(): void {
    this.cpuAtSlice = cpuMs();
    this.sliceStart = performance.now();
  }

  endSlice(): void {
    this.used += cpuMs() - this.cpuAtSlice;
  }
}

/** The process's CPU time in ms (its helper threads' too, so a budget errs short). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export interface Searcher {
  readonly byLetter: Int32Array;
  readonly open: OpenWords;
  readonly plan: SearchPlan;
  readonly clock: Clock;
}

/** How long a slice runs before the search offers to yield. */
const SLICE_MS = 15;
const OUT_OF_TIME = new Error("out of time");

interface Child {
  readonly move: Move | null;
  readonly after: Colours;
  /** How the position after looks to the mover: the order children are tried in. */
  readonly guess: number;
  score: number;
}

/** A table entry is keyed by the colours, whose turn and a pass: two lines that reach the same
 *  colours with different words played count as one (rare, and the price of a small key). */
interface Entry {
  readonly depth: number;
  readonly value: number;
  readonly bound: "exact" | "lower" | "upper";
  readonly taken: number;
}

interface Run extends Searcher {
  readonly endgame: boolean;
  readonly table: Map<number, Entry>;
}

/** The search for the mover's choice; it yields between slices. */
export function* search(searcher: Searcher, position: Position): Generator<void, Choice, void> {
  const blanks = blanksOf(position.colours);
  const run: Run = { ...searcher, endgame: blanks <= searcher.plan.endBlanks, table: new Map() };
  const children = childrenOf(run, position, 0);
  if (children.length === 0) return { kind: "pass" };
  let best = children[0]!;
  const depth = run.endgame ? run.plan.endDepth : run.plan.depth;
  for (let d = 1; d <= depth; d++) {
    let alpha = -Infinity, found: Child | null = null;
    try {
      for (const child of children) {
        child.score = yield* valueOf(run, position, child, d - 1, 1, -Infinity, -alpha);
        if (child.score > alpha) [alpha, found] = [child.score, child];
      }
    } catch (error) {
      if (error !== OUT_OF_TIME) throw error;
      if (found) best = found;
      break;
    }
    best = found ?? best;
    children.sort((a, b) => (a === best ? -1 : b === best ? 1 : b.score - a.score));
    if (Math.abs(alpha) >= WIN / 2) break;
  }
  return best.move ? { kind: "word", move: best.move } : { kind: "pass" };
}

const blanksOf = (colours: Colours) => countTiles(ALL_TILES & ~(colours[0] | colours[1]));

/** A child's worth to the mover of `position`, searched `depth` plies more. */
function* valueOf(run: Run, position: Position, child: Child, depth: number, ply: number, alpha: number, beta: number): Generator<void, number, void> {
  const { mover } = position;
  if (child.move === null && position.passed) return finalWorth(position.colours, mover);
  if (isFull(child.after)) return finalWorth(child.after, mover);
  const next: Position = { colours: child.after, mover: (1 - mover) as Side, passed: child.move === null };
  if (child.move === null) return -(yield* negamax(run, next, depth, ply, -beta, -alpha));
  const word = run.open.wordOf(child.move.group);
  run.open.play(word);
  try {
    return -(yield* negamax(run, next, depth, ply, -beta, -alpha));
  } finally {
    run.open.undo(word);
  }
}

function* negamax(run: Run, position: Position, depth: number, ply: number, alpha: number, beta: number): Generator<void, number, void> {
  if (depth === 0) return worth(position.colours, position.mover);
  yield* tick(run.clock);
  if (depth === 1 && !run.endgame) return bestGuess(run, position);
  const key = keyOf(position);
  const known = run.table.get(key);
  if (known && known.depth >= depth) {
    if (known.bound === "exact") return known.value;
    if (known.bound === "lower" && known.value >= beta) return known.value;
    if (known.bound === "upper" && known.value <= alpha) return known.value;
  }
  const children = childrenOf(run, position, ply, known?.taken);
  if (children.length === 0) return worth(position.colours, position.mover);
  const start = alpha;
  let best = -Infinity, taken = 0;
  for (const child of children) {
    const value = yield* valueOf(run, position, child, depth - 1, ply + 1, alpha, beta);
    if (value > best) [best, taken] = [value, child.move?.taken ?? 0];
    alpha = Math.max(alpha, value);
    if (alpha >= beta) break;
  }
  const bound = best <= start ? "upper" : best >= beta ? "lower" : "exact";
  run.table.set(key, { depth, value: best, bound, taken });
  return best;
}

function* tick(clock: Clock): Generator<void, void, void> {
  if (clock.spent() > clock.budgetMs) throw OUT_OF_TIME;
  if (performance.now() - clock.sliceStart > SLICE_MS) yield;
}

/** Two 25-bit colours, the mover and a pass in one exact number. */
const keyOf = ({ colours, mover, passed }: Position) => ((colours[0] * 2 ** 25 + colours[1]) * 2 + mover) * 2 + (passed ? 1 : 0);

/** The moves worth trying, best looking first (the table's best move before all): the ply's
 *  width of them, and near the end a pass. */
function childrenOf(run: Run, position: Position, ply: number, first?: number): Child[] {
  const { colours, mover } = position;
  const gains = gainsOf(run.byLetter, colours, mover);
  const moves = run.endgame ? movesLeavingBlanks(run.open.table, run.open, run.byLetter, colours, gains) : movesOf(run.open.table, run.open, gains);
  const children = moves.map((move): Child => {
    const after = colourTiles(colours, mover, move.taken);
    const guess = move.taken === first ? Infinity : isFull(after) ? finalWorth(after, mover) : worth(after, mover);
    return { move, after, guess, score: -Infinity };
  });
  children.sort((a, b) => b.guess - a.guess);
  const widths = run.endgame ? run.plan.endWidths : run.plan.widths;
  const width = widths[Math.min(ply, widths.length - 1)]!;
  const tried = children.slice(0, width);
  if (run.endgame || position.passed || tried.length === 0) tried.push({ move: null, after: colours, guess: 0, score: -Infinity });
  return tried;
}

/** The last ply, away from the end: the best any move makes the position look, each group's
 *  move scored in one pass without sorting. */
function bestGuess(run: Run, { colours, mover }: Position): number {
  const gains = gainsOf(run.byLetter, colours, mover);
  const { table, open } = run.open;
  let best = worth(colours, mover);
  for (let group = 0; group < table.groups.length; group++) {
    if (open[group] === 0) continue;
    const after = colourTiles(colours, mover, bestTaken(table, group, gains));
    best = Math.max(best, isFull(after) ? finalWorth(after, mover) : worth(after, mover));
  }
  return best;
}

/** Runs a search through at once (the bench and tests). */
export function runThrough<T>(steps: Generator<void, T, void>, clock: Clock): T {
  clock.startSlice();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    clock.endSlice();
    clock.startSlice();
  }
}

/** Runs a search in slices, yielding to the event loop between them; the clock counts only
 *  the slices. */
export async function runInSlices<T>(steps: Generator<void, T, void>, clock: Clock): Promise<T> {
  clock.startSlice();
  for (;;) {
    const step = steps.next();
    clock.endSlice();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
    clock.startSlice();
  }
}
