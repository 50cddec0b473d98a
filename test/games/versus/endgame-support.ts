// Constructed Letterpress endgames and the slow, obvious solver that proves them: every word
// on every choice of tiles, every reply, and a pass, by the game's rules (a word closes itself
// and its prefixes; two passes end the game; so does a full board).

import { colourTiles, type Colours, type Side } from "../../../src/solvers/territory/colours.ts";
import { ALL_TILES, countTiles, setOf, TILES, tilesOf } from "../../../src/solvers/territory/tiles.ts";
import type { Random } from "../../../src/solvers/random.ts";

export interface Endgame {
  readonly letters: string;
  readonly colours: Colours;
  readonly mover: Side;
  readonly passed: boolean;
  readonly words: readonly string[];
}

type Turn = { readonly word: string; readonly colours: Colours } | { readonly word: null; readonly colours: Colours };

/** Each distinct colouring the word can make, over every choice of its tiles: for each of its
 *  letters, any of the board's tiles of that letter, as many as the word uses. */
export function colourings(letters: string, colours: Colours, mover: Side, word: string): Colours[] {
  let sets = [0];
  for (const letter of new Set(word)) {
    const need = word.split(letter).length - 1;
    const tiles = Array.from({ length: TILES }, (_, tile) => tile).filter((tile) => letters[tile] === letter);
    const choices = choose(tiles, need);
    sets = sets.flatMap((set) => choices.map((choice) => set | setOf(choice)));
  }
  const found = new Map<string, Colours>();
  for (const set of sets) {
    const after = colourTiles(colours, mover, set);
    found.set(after.join(), after);
  }
  return [...found.values()];
}

/** Every way to choose `n` of the items. */
function choose<T>(items: readonly T[], n: number): T[][] {
  if (n === 0) return [[]];
  return items.flatMap((item, i) => choose(items.slice(i + 1), n - 1).map((rest) => [item, ...rest]));
}

const full = (colours: Colours) => (colours[0] | colours[1]) === ALL_TILES;
const ahead = (colours: Colours, side: Side) => countTiles(colours[side]) > countTiles(colours[1 - side]!);

/** The words left once `word` is played: not it, nor a prefix of it. */
const after = (words: readonly string[], word: string) => words.filter((w) => !word.startsWith(w));

function turns(game: Endgame): Turn[] {
  return [{ word: null, colours: game.colours }, ...game.words.flatMap((word) => colourings(game.letters, game.colours, game.mover, word).map((colours) => ({ word, colours })))];
}

function next(game: Endgame, turn: Turn): Endgame {
  return { ...game, colours: turn.colours, mover: (1 - game.mover) as Side, passed: turn.word === null, words: turn.word === null ? game.words : after(game.words, turn.word) };
}

/** Whether the turn ends the game, and then whether the one who took it won. */
function ending(game: Endgame, turn: Turn): "won" | "not won" | null {
  if (turn.word === null ? game.passed : full(turn.colours)) return ahead(turn.colours, game.mover) ? "won" : "not won";
  return null;
}

/** The mover can end the game now, ahead: by a pass after a pass, or a word on every blank. */
export function winsAtOnce(game: Endgame): boolean {
  if (game.passed && ahead(game.colours, game.mover)) return true;
  const blanks = tilesOf(ALL_TILES & ~(game.colours[0] | game.colours[1])).map((tile) => game.letters[tile]!);
  const covers = (word: string) => blanks.every((letter) => word.split(letter).length > blanks.filter((l) => l === letter).length);
  return game.words.some((word) => covers(word)
    && colourings(game.letters, game.colours, game.mover, word).some((colours) => full(colours) && ahead(colours, game.mover)));
}

/** Whether this turn wins within the mover's next turn whatever the opponent does: it ends the
 *  game won, or every reply either ends it with the opponent behind or leaves a win at once. */
export function turnWins(game: Endgame, turn: Turn): boolean {
  const end = ending(game, turn);
  if (end !== null) return end === "won";
  const them = next(game, turn);
  return turns(them).every((reply) => {
    const theirEnd = ending(them, reply);
    return theirEnd !== null ? !ahead(reply.colours, them.mover) && ahead(reply.colours, game.mover) : winsAtOnce(next(them, reply));
  });
}

/** A win within three turns (the mover's, the reply, the mover's) exists. */
export function hasWin(game: Endgame): boolean {
  return winsAtOnce(game) || turns(game).some((turn) => turnWins(game, turn));
}

/** A move as played: its word on its tiles, or a pass. */
export function playedTurn(game: Endgame, move: { kind: "pass" } | { kind: "word"; word: string; tiles: readonly number[] }): Turn {
  return move.kind === "pass" ? { word: null, colours: game.colours } : { word: move.word, colours: colourTiles(game.colours, game.mover, setOf(move.tiles)) };
}

/** A board near its end: `blanks` tiles blank, the rest shared at random, and a few of its words. */
export function endgameOf(letters: string, boardWords: readonly string[], random: Random, blanks: number, wordCount: number): Endgame {
  const places = Array.from({ length: TILES }, (_, tile) => tile).sort(() => random.next() - 0.5);
  const blank = setOf(places.slice(0, blanks));
  let blue = 0;
  for (const tile of places.slice(blanks)) if (random.next() < 0.5) blue |= 1 << tile;
  const red = ALL_TILES & ~blank & ~blue;
  const words = Array.from({ length: wordCount }, () => boardWords[random.int(boardWords.length)]!);
  return { letters, colours: [blue, red], mover: 0, passed: random.next() < 0.1, words: [...new Set(words)] };
}
