// Letterpress versus in local play, in-process with a manual clock: a hot-seat game (/as) to its
// end, a game against the computer (its pause run on the test's clock), moves as bare words or
// /letterpress play WORD TILES, every refusal in one line, /letterpress round still a round, and
// the board in colour only at a terminal that welcomes it.

import { describe, expect, it } from "vitest";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { terminal, type Terminal } from "./terminal.ts";
import type { Store } from "../../src/store/types.ts";
import type { VersusGame } from "../../src/games/model.ts";
import { playableWords } from "../../src/games/versus/playable.ts";
import { playedBefore, toMove } from "../../src/games/versus/rules.ts";
import { bestTiles, colourTiles } from "../../src/solvers/territory/colours.ts";
import { countTiles, setOf, tileName } from "../../src/solvers/territory/tiles.ts";

const NO_RULINGS = { allowed: [], denied: [] };

/** Of `words`, the one still playable that gains the mover most, and its tiles; null when none gains anything. */
function greedy(game: VersusGame, words: readonly string[]): { word: string; tiles: number[] } | null {
  const side = toMove(game)!;
  let best: { word: string; tiles: number[]; gain: number } | null = null;
  for (const word of words) {
    if (playedBefore(game, word) !== null) continue;
    const tiles = bestTiles(game.letters, game.colours, side, word)!;
    const after = colourTiles(game.colours, side, setOf(tiles));
    const gain = countTiles(after[side]) - countTiles(game.colours[side]) + countTiles(game.colours[1 - side]!) - countTiles(after[1 - side]!);
    if (gain > 0 && (best === null || gain > best.gain)) best = { word, tiles, gain };
  }
  return best;
}

async function gameNumber(store: Store, id: number): Promise<VersusGame> {
  const game = await store.getVersus(id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
}

async function started(t: Terminal, line: string): Promise<string> {
  return t.say(line, /── Letterpress versus #\d+ ── .*\n(.*\n)*.* to move.*\n/);
}

describe("local play: Letterpress versus", () => {
  it("plays a hot-seat game to its end: words typed bare or with their tiles, /as for each side", async () => {
    const path = tempDbPath();
    const t = terminal(path);
    await t.until(/You are Ann/);
    const store = storeAt(path);
    const board = await started(t, "/letterpress versus opponent:Bob");
    expect(board).toMatch(/^── Letterpress versus #1 ── Ann \(blue\) against Bob \(red\): Ann moves first\.\n {6}A {3}B {3}C {3}D {3}E\n {3}1 /);
    expect(board).toContain("   [A] blue, (A) red, * locked\n[Ann] blue 0 · (Bob) red 0 · 25 blank\nAnn to move (/as Ann): ");

    const words = playableWords(await gameNumber(store, 1), NO_RULINGS);
    let moves = 0;
    for (let game = await gameNumber(store, 1); game.state === "playing"; game = await gameNumber(store, 1), moves++) {
      const side = toMove(game)!;
      const name = game.players[side].name;
      await t.say(`/as ${name}`, /You are now/);
      const move = greedy(game, words);
      const from = t.text().length;
      if (move === null) {
        t.type("/letterpress pass");
        await t.until(new RegExp(`── Letterpress versus #1 ── ${name} passed`), from);
      } else if (moves % 2 === 0) {
        // Named tiles, lowercase and with commas, as a player might type them.
        t.type(`/letterpress play ${move.word} ${move.tiles.map((tile) => tileName(tile).toLowerCase()).join(",")}`);
        await t.until(new RegExp(`── Letterpress versus #1 ── ${name} played ${move.word.toUpperCase()} on ${move.tiles.map(tileName).join(" ")}:`), from);
      } else {
        t.type(move.word); // a bare word: the tiles that gain most, said so
        await t.until(new RegExp(`── Letterpress versus #1 ── ${name} played ${move.word.toUpperCase()} on .* \\(tiles chosen for the most gain\\)`), from);
      }
      expect(moves).toBeLessThan(80);
    }
    const over = await gameNumber(store, 1);
    expect(over.endedBy === "full-board" || over.endedBy === "passes").toBe(true);
    const [ann, bob] = [countTiles(over.colours[0]), countTiles(over.colours[1])];
    const result = ann === bob ? `A draw, ${ann} tiles each.` : ann > bob ? `Ann wins with ${ann} tiles to ${bob}.` : `Bob wins with ${bob} tiles to ${ann}.`;
    await t.until(new RegExp(`🏁 ${result.replace(/\./gu, "\\.")}\n`));
    await t.say("/as Ann", /You are now Ann/);
    expect(await t.say("/letterpress games", /\n/)).toBe("Ann has no Letterpress versus game running. Start one with /letterpress versus.\n");
    expect(await t.say("/letterpress play cat", /\n/)).toBe("You have no Letterpress game going: challenge someone with /letterpress versus.\n");
  });
});
