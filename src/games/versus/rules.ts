// Letterpress versus, the real game's rules as pure functions of a game: a word (from the game's
// list, not played before nor a prefix of a word played) colours the tiles it used, save the
// opponent's locked ones; a pass, two in a row end it; a resignation or a forfeit ends it; a
// full board ends it. Most tiles wins. Each returns the game after, or one line saying why not.

import { bestTiles, colourTiles, spells, type Colours, type Side } from "../../solvers/territory/colours.ts";
import { ALL_TILES, countTiles, setOf, tileName, TILES } from "../../solvers/territory/tiles.ts";
import type { VersusEnd, VersusGame, VersusMove } from "../model.ts";
import { refuse, type Checked } from "../rules.ts";
import { missingLetter, readWord } from "../words.ts";

export type { Side };
export type WordMove = Extract<VersusMove, { kind: "word" }>;

/** The shortest word a move may be. */
export const MIN_WORD = 2;

export const GAME_OVER = "This game is over.";
export const NOT_YOUR_TURN = "It is not your turn.";
export const NOT_YOUR_GAME = "You are not playing in this game.";
export const NOT_STARTED = "This game has not started: the challenge waits for an answer.";

/** A word played: the game after, the move, the tiles the mover gained (blank or taken) and
 *  how many of those were the opponent's. */
export interface VersusPlayed {
  readonly game: VersusGame;
  readonly move: WordMove;
  readonly gained: number;
  readonly taken: number;
}

/** Whether a word counts in the game: its list with the server's rulings; the refusal says why not. */
export type WordCheck = (word: string) => Checked<unknown>;

export function sideOf(game: VersusGame, playerId: string): Side | null {
  const side = game.players.findIndex((player) => player.id === playerId);
  return side === 0 || side === 1 ? side : null;
}

/** The side to move while the game is played: the first player, then each in turn. */
export function toMove(game: VersusGame): Side | null {
  if (game.state !== "playing") return null;
  const last = game.moves.at(-1);
  return last === undefined ? 0 : ((1 - last.by) as Side);
}

export function scoreOf(colours: Colours): [number, number] {
  return [countTiles(colours[0]), countTiles(colours[1])];
}

/** The side with more tiles, or null when they have as many. */
export function leaderOf(colours: Colours): Side | null {
  const [blue, red] = scoreOf(colours);
  return blue === red ? null : blue > red ? 0 : 1;
}

/** Each side's words, in the order played. */
export function playedWords(game: VersusGame): [string[], string[]] {
  const words: [string[], string[]] = [[], []];
  for (const move of game.moves) if (move.kind === "word") words[move.by].push(move.word);
  return words;
}

/** The word played before that `word` is, or begins: it may not be played then. */
export function playedBefore(game: VersusGame, word: string): string | null {
  for (const move of game.moves) if (move.kind === "word" && move.word.startsWith(word)) return move.word;
  return null;
}

/** Why nobody may move in the game now, or null while it is played. */
function notPlayed(game: VersusGame): string | null {
  if (game.state === "challenged") return NOT_STARTED;
  return game.state === "playing" ? null : GAME_OVER;
}

/** Whether the side may act now: the game is played, and it is their turn. */
function mayMove(game: VersusGame, side: Side): string | null {
  return notPlayed(game) ?? (toMove(game) === side ? null : NOT_YOUR_TURN);
}

/** `side` plays `text` on the tiles named (in the word's letter order), or on the tiles that gain most. */
export function playWord(game: VersusGame, side: Side, text: string, named: readonly number[] | null, listed: WordCheck, at: number): Checked<VersusPlayed> {
  const refused = mayMove(game, side);
  if (refused) return refuse(refused);
  const read = readWord(text);
  if (!read.ok) return refuse(`That is not a word: ${read.error}.`);
  const word = read.value;
  const shown = word.toUpperCase();
  if (word.length < MIN_WORD) return refuse(`A word needs ${MIN_WORD} letters or more.`);
  // Refused before it is echoed back: a word longer than the board is no move (and no line to print).
  if (word.length > TILES) return refuse(`A word is at most ${TILES} letters, one a tile.`);
  const missing = missingLetter(word, game.letters);
  if (missing) return refuse(`${shown} cannot be made from this board: it ${missing}.`);
  const inList = listed(word);
  if (!inList.ok) return refuse(`${shown} is ${inList.error}.`);
  const before = playedBefore(game, word);
  if (before !== null) return refuse(before === word ? `${shown} has been played already.` : `${shown} is a prefix of ${before.toUpperCase()}, played already.`);
  if (named !== null && !spells(game.letters, word, named)) return refuse(`Those tiles do not spell ${shown}: ${tilesSpell(game.letters, named)}.`);
  const tiles = named ?? bestTiles(game.letters, game.colours, side, word)!;
  const move: WordMove = { kind: "word", by: side, word, tiles, chosen: named === null, at };
  const colours = colourTiles(game.colours, side, setOf(tiles));
  const gained = countTiles(colours[side]) - countTiles(game.colours[side]);
  const taken = countTiles(game.colours[1 - side]!) - countTiles(colours[1 - side]!);
  const after = { ...game, colours, moves: [...game.moves, move] };
  return { ok: true, value: { game: (colours[0] | colours[1]) === ALL_TILES ? ended(after, "full-board", leaderOf(colours), at) : nextTurn(after, at), move, gained, taken } };
}

/** What the named tiles spell, for the refusal: "B2 C4 A1 spell CAT" or the count that differs. */
function tilesSpell(letters: string, tiles: readonly number[]): string {
  const names = tiles.map(tileName).join(" ");
  return `${names} spell${tiles.length === 1 ? "s" : ""} ${tiles.map((tile) => letters[tile]!.toUpperCase()).join("")}`;
}

/** A pass; the second in a row ends the game. */
export function passTurn(game: VersusGame, side: Side, at: number): Checked<VersusGame> {
  const refused = mayMove(game, side);
  if (refused) return refuse(refused);
  const after = { ...game, moves: [...game.moves, { kind: "pass", by: side, at } as const] };
  return { ok: true, value: game.moves.at(-1)?.kind === "pass" ? ended(after, "passes", leaderOf(game.colours), at) : nextTurn(after, at) };
}

/** Either side may resign at any time while the game is played: the other wins. */
export function resignGame(game: VersusGame, side: Side, at: number): Checked<VersusGame> {
  const refused = notPlayed(game);
  if (refused) return refuse(refused);
  const after = { ...game, moves: [...game.moves, { kind: "resign", by: side, at } as const] };
  return { ok: true, value: ended(after, "resigned", (1 - side) as Side, at) };
}

/** The side to move let its turn run out: the other wins. */
export function forfeitTurn(game: VersusGame, at: number): Checked<VersusGame> {
  const side = toMove(game);
  if (side === null) return refuse(GAME_OVER);
  const after = { ...game, moves: [...game.moves, { kind: "forfeit", by: side, at } as const] };
  return { ok: true, value: ended(after, "forfeit", (1 - side) as Side, at) };
}

/** The turn's reminder has gone out. */
export function reminded(game: VersusGame): VersusGame {
  return { ...game, reminded: true };
}

function nextTurn(game: VersusGame, at: number): VersusGame {
  return { ...game, turnStartedAt: at, reminded: false };
}

function ended(game: VersusGame, endedBy: VersusEnd, winner: Side | null, at: number): VersusGame {
  return { ...game, state: "over", endedBy, winner, finishedAt: at };
}
