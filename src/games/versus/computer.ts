// The computer's move in Letterpress versus, at a level (levels.ts): the words are the host's,
// already filtered (the list, rulings, played words and their prefixes, offensive words); the
// computer drops offensive ones again, as a second lock on that door. chooseVersusMove searches
// in slices so the bot stays responsive; computerMove is the same choice at once.

import type { VersusGame, VersusLevel } from "../model.ts";
import { commonRank } from "../common-words.ts";
import { isOffensive } from "../offensive.ts";
import { colourTiles, type Side } from "../../solvers/territory/colours.ts";
import { finalWorth, isFull, margin, worth } from "../../solvers/territory/evaluate.ts";
import { gainsOf, movesOf, tilesByLetter, tilesFor, type Move } from "../../solvers/territory/moves.ts";
import { Clock, runInSlices, runThrough, search, type Choice, type Position } from "../../solvers/territory/search.ts";
import { OpenWords, WORDS_A_STEP, wordTableSteps, type WordTable } from "../../solvers/territory/words.ts";
import { seededRandom } from "../../solvers/random.ts";
import { LEVEL_PLAY, type LevelPlay } from "./levels.ts";
import { toMove } from "./rules.ts";

export type ComputerMove = { readonly kind: "word"; readonly word: string; readonly tiles: number[] } | { readonly kind: "pass" };

/** What the computer needs of a game: the board, the colours, whose turn, and whether the last turn passed. */
export interface VersusTurn extends Position {
  readonly letters: string;
}

export function turnOf(game: VersusGame): VersusTurn {
  return {
    letters: game.letters,
    colours: game.colours,
    mover: toMove(game) ?? ((game.moves.length % 2) as Side),
    passed: game.moves.at(-1)?.kind === "pass",
  };
}

export async function chooseVersusMove(game: VersusGame, level: VersusLevel, words: readonly string[], seed: number): Promise<ComputerMove> {
  const turn = turnOf(game);
  const clock = new Clock(budgetOf(level));
  return runInSlices(decided(turn, level, words, seed, clock), clock);
}

/** The same choice, made at once; `clock` (default: the level's budget) says what it spent. */
export function computerMove(turn: VersusTurn, level: VersusLevel, words: readonly string[], seed: number, clock = new Clock(budgetOf(level))): ComputerMove {
  return runThrough(decided(turn, level, words, seed, clock), clock);
}

const budgetOf = (level: VersusLevel) => {
  const play = LEVEL_PLAY[level];
  return play.kind === "search" ? play.plan.budgetMs : Infinity;
};

/** The level's choice as steps: reading the words (once a board), then a search, or one look
 *  for the levels that only look once. */
function* decided(turn: VersusTurn, level: VersusLevel, words: readonly string[], seed: number, clock: Clock): Generator<void, ComputerMove, void> {
  const play = LEVEL_PLAY[level];
  const open = yield* openWords(turn.letters, words);
  const byLetter = tilesByLetter(turn.letters);
  const choice = play.kind === "search"
    ? yield* search({ byLetter, open, plan: play.plan, clock }, turn)
    : choose(play, turn, open, byLetter, seed);
  return answer(turn, open, choice);
}

function choose(play: Exclude<LevelPlay, { kind: "search" }>, turn: VersusTurn, open: OpenWords, byLetter: Int32Array, seed: number): Choice {
  const moves = movesOf(open.table, open, gainsOf(byLetter, turn.colours, turn.mover));
  const move = play.kind === "greedy" ? greediest(moves, turn) : commonMove(play.band, moves, turn, open, seed);
  return move ? { kind: "word", move } : { kind: "pass" };
}

/** The move that gains most tiles now; of those, the one that leaves the best board. */
export function greediest(moves: readonly Move[], { colours, mover }: Position): Move | null {
  let best: Move | null = null, bestKey = [-Infinity, -Infinity];
  for (const move of moves) {
    const after = colourTiles(colours, mover, move.taken);
    const key = [margin(after, mover), isFull(after) ? finalWorth(after, mover) : worth(after, mover)];
    if (key[0]! > bestKey[0]! || (key[0] === bestKey[0] && key[1]! > bestKey[1]!)) [best, bestKey] = [move, key];
  }
  return best;
}

/** A common word's move whose gain sits in the band of theirs; any move when no word is common. */
function commonMove(band: readonly [number, number], moves: readonly Move[], turn: VersusTurn, open: OpenWords, seed: number): Move | null {
  const { table } = open;
  const gainOf = (move: Move) => margin(colourTiles(turn.colours, turn.mover, move.taken), turn.mover);
  const common = moves.flatMap((move) => table.groups[move.group]!.words
    .filter((word) => open.isOpen(word) && commonRank(table.words[word]!) !== undefined)
    .map((word) => ({ move: { group: table.groupOf[word]!, taken: move.taken }, gain: gainOf(move) })));
  const pool = common.length > 0 ? common : moves.map((move) => ({ move, gain: gainOf(move) }));
  if (pool.length === 0) return null;
  pool.sort((a, b) => a.gain - b.gain);
  const [low, high] = band.map((f) => Math.min(pool.length - 1, Math.floor(f * pool.length)));
  return pool[low! + seededRandom(seed).int(high! - low! + 1)]!.move;
}

function answer(turn: VersusTurn, open: OpenWords, choice: Choice): ComputerMove {
  if (choice.kind === "pass") return choice;
  const word = wordToPlay(open, choice.move.group);
  const tiles = tilesFor(turn.letters, open.table.words[word]!, choice.move.taken, turn.colours, turn.mover);
  return tiles ? { kind: "word", word: open.table.words[word]!, tiles } : { kind: "pass" };
}

/** Of a group's open words, the one whose prefixes close most words to the opponent. */
function wordToPlay(open: OpenWords, group: number): number {
  const { table } = open;
  const closes = (word: number) => table.rulesOut[word]!.filter((out) => open.isOpen(out)).length;
  return table.groups[group]!.words.filter((word) => open.isOpen(word))
    .reduce((best, word) => (closes(word) > closes(best) ? word : best));
}

/** A board's table of words is kept for its later turns: the boards played last, a few MB each. */
const tables = new Map<string, WordTable>();
const TABLES_KEPT = 4;

function* openWords(letters: string, words: readonly string[]): Generator<void, OpenWords, void> {
  let table = tables.get(letters);
  if (!table || (yield* someNew(table, words))) {
    const fit: string[] = [];
    for (const [i, word] of words.entries()) {
      if (!isOffensive(word)) fit.push(word);
      if (i % WORDS_A_STEP === WORDS_A_STEP - 1) yield;
    }
    table = yield* wordTableSteps(fit);
  }
  // Last used, last out.
  tables.delete(letters);
  tables.set(letters, table);
  if (tables.size > TABLES_KEPT) tables.delete(tables.keys().next().value!);
  const open = new OpenWords(table);
  open.keepOnly(new Set(words));
  return open;
}

/** Whether `words` has a fit word the table lacks (a ruling since, say): the table is read again. */
function* someNew(table: WordTable, words: readonly string[]): Generator<void, boolean, void> {
  for (const [i, word] of words.entries()) {
    if (!table.index.has(word) && !isOffensive(word)) return true;
    if (i % WORDS_A_STEP === WORDS_A_STEP - 1) yield;
  }
  return false;
}
