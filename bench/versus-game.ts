// Two computer levels playing a whole Letterpress versus game on one board, by the game's own
// rules (src/games/versus/rules.ts): the bench's and the tests' game loop.

import { newGame } from "../src/games/versus/challenge.ts";
import { computerMove, turnOf } from "../src/games/versus/computer.ts";
import { passTurn, playedBefore, playWord, scoreOf, type Side } from "../src/games/versus/rules.ts";
import type { VersusGame, VersusLevel } from "../src/games/model.ts";
import { inoffensive } from "../src/games/offensive.ts";
import { refuse } from "../src/games/rules.ts";

export interface VersusOutcome {
  readonly tiles: readonly [number, number];
  readonly winner: Side | null;
  readonly turns: number;
  /** CPU each side spent on each of its moves, in ms. */
  readonly cpuMs: readonly [number[], number[]];
}

/** A game's longest run of turns: each word closes itself and its prefixes, so games end well before. */
const MOST_TURNS = 500;

export function startedGame(letters: string): VersusGame {
  const made = newGame({
    guildId: "bench", channelId: "bench", challenger: { id: "0", name: "blue" }, opponent: { id: "1", name: "red" },
    level: null, letters, dictionary: "scrabble", turnSeconds: 86_400, at: 0,
  });
  if (!made.ok) throw new Error(made.error);
  return { ...made.value, id: 0, state: "playing" };
}

/** The words still playable: the board's list less the words played and their prefixes. */
export function playable(game: VersusGame, words: readonly string[]): string[] {
  return words.filter((word) => playedBefore(game, word) === null);
}

/** `levels[0]` (blue, first to move) against `levels[1]` on `letters`, with the board's `words`. */
export function playComputers(letters: string, words: readonly string[], levels: readonly [VersusLevel, VersusLevel], seed: number): VersusOutcome {
  const listed = new Set(inoffensive(words));
  const check = (word: string) => (listed.has(word) ? { ok: true as const, value: word } : refuse("not in the list"));
  let game = startedGame(letters);
  const cpuMs: [number[], number[]] = [[], []];
  for (let turn = 0; game.state === "playing" && turn < MOST_TURNS; turn++) {
    const position = turnOf(game);
    const start = process.cpuUsage();
    const move = computerMove(position, levels[position.mover], playable(game, [...listed]), seed + turn);
    const spent = process.cpuUsage(start);
    cpuMs[position.mover].push((spent.user + spent.system) / 1000);
    const after = move.kind === "pass" ? passTurn(game, position.mover, turn) : playWord(game, position.mover, move.word, move.tiles, check, turn);
    if (!after.ok) throw new Error(`${levels[position.mover]} played a refused move: ${after.error}`);
    game = "game" in after.value ? after.value.game : after.value;
  }
  return { tiles: scoreOf(game.colours), winner: game.winner, turns: game.moves.length, cpuMs };
}
