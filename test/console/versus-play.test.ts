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
      // Two greedy players may trade the same tiles for ever: after 40 moves both pass, ending it.
      const move = moves < 40 ? greedy(game, words) : null;
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

describe("local play: Letterpress versus against the computer", () => {
  it("plays the computer after its pause, holds the next line until it has moved, and records the result", async () => {
    const path = tempDbPath();
    const t = terminal(path);
    await t.until(/You are Ann/);
    const store = storeAt(path);
    expect(await started(t, "/letterpress versus computer:easy")).toMatch(/^── Letterpress versus #1 ── Ann \(blue\) against Computer \(easy\) \(red\): Ann moves first\.\n[\s\S]*\nAnn to move: /);
    const game = await gameNumber(store, 1);
    const word = greedy(game, playableWords(game, NO_RULINGS))!.word;
    expect(await t.say(word, /is thinking…\n/)).toMatch(new RegExp(`^── Letterpress versus #1 ── Ann played ${word.toUpperCase()} on [\\s\\S]*\\nComputer \\(easy\\) is thinking…\\n$`));
    // Typed while the computer thinks: read once it has moved, so it meets the board after that move.
    const from = t.text().length;
    t.type("/letterpress games");
    t.clock.advance(60_000);
    const after = await t.until(/'s Letterpress versus games:\n.*\n/, from);
    expect(after).toMatch(/^── Letterpress versus #1 ── Computer \(easy\) played [A-Z]+ on [A-E1-5 ]+/);
    expect(after).toMatch(/\nAnn to move: type a word \[and its TILES\], or \/letterpress pass or resign\.\nAnn's Letterpress versus games:\n {3}#1 against Computer \(easy\), blue: \d+ tiles to \d+, your move\n$/);

    expect(await t.say("/letterpress resign", /🏁.*\n/)).toMatch(/── Letterpress versus #1 ── Ann resigned\.\n[\s\S]*🏁 Computer \(easy\) wins with \d+ tiles? to \d+\.\n$/);
    expect(await t.say("/stats", /Letterpress versus.*\n/)).toMatch(/\n {3}Letterpress versus: 0 won, 0 drawn, 1 lost of 1 game\n {3}ratings:\n {6}Letterpress versus: \d+\? \(1 rated game\)\n$/);
    expect(await t.say("/leaderboard game:letterpress-versus", /Ann.*\n/)).toMatch(/^Leaderboard: Letterpress versus, all time \(page 1 of 1\)\n {2}1\. Ann {2}0 won, 0 drawn, 1 lost of 1 game, \d+ tiles?\n$/);
  });
});

describe("local play: Letterpress versus refusals and drawing", () => {
  it("refuses bad input in one line each: tiles, words, turns, sub-words, options, a 100 KB line", async () => {
    const path = tempDbPath();
    const t = terminal(path);
    await t.until(/You are Ann/);
    const store = storeAt(path);
    await started(t, "/letterpress versus opponent:Bob");
    const game = await gameNumber(store, 1);
    const words = playableWords(game, NO_RULINGS);
    const word = greedy(game, words)!.word;
    const [first] = game.letters;
    const absent = [..."abcdefghijklmnopqrstuvwxyz"].find((letter) => !game.letters.includes(letter))!;
    const refusals: [string, RegExp][] = [
      ["/letterpress flip", /^\/letterpress takes round, versus, play, pass, resign, games \(or the round's options as name:value\); not "flip"\.\n$/],
      ["/letterpress pas", /^\/letterpress takes .*; not "pas"\. Did you mean \/letterpress pass\?\n$/],
      ["/letterpress versus opponent:Ann", /^You cannot challenge yourself: pick another player, or the computer\.\n$/],
      ["/letterpress versus computer:godlike", /^The computer's level is one of easy, medium, hard, master\.\n$/],
      ["/letterpress versus computer:hard opponent:Bob", /^Play the computer \(computer:LEVEL\) or a player \(opponent:NAME\), not both\.\n$/],
      ["/letterpress versus colour:red", /^\/letterpress versus takes computer:LEVEL or opponent:NAME; not "colour"\.\n$/],
      ["/letterpress play", /^Give the word: \/letterpress play WORD \[TILES\], e\.g\. \/letterpress play cat B2 C4 A1\.\n$/],
      [`/letterpress play ${word} Z9`, /^“Z9” is not a tile: tiles are A1 to E5 \(column, then row\)\.\n$/],
      [`/letterpress play ${word} A1 A1`, /^A1 is named twice: each tile is used once\.\n$/],
      [`/letterpress play ${word} A1`, new RegExp(`^Those tiles do not spell ${word.toUpperCase()}: A1 spells ${first!.toUpperCase()}\\.\\n$`)],
      [`/letterpress play ${absent}${absent}`, new RegExp(`^${absent.toUpperCase()}${absent.toUpperCase()} cannot be made from this board: `)],
      ["/letterpress play " + "a".repeat(1900), /^A word is at most 25 letters, one a tile\.\n$/],
      [`/letterpress play ${word} game:x`, /^game: is a game's number, as \/letterpress games shows it\.\n$/],
      [`/letterpress play ${word} game:99`, /^You have no game #99 going: \/letterpress games lists yours\.\n$/],
      ["/letterpress resign now", /^\/letterpress resign takes nothing after it but game:N\.\n$/],
      ["/letterpress play " + "x".repeat(100_000), /^That line is too long \(100018 characters; at most 2000\)\. It was ignored\.\n$/],
      ["x".repeat(100_000), /^That line is too long \(100000 characters; at most 2000\)\. It was ignored\.\n$/],
    ];
    for (const [line, reply] of refusals) expect(await t.say(line, /\n/)).toMatch(reply);
    await t.say("/as Bob", /You are now Bob/);
    expect(await t.say(`/letterpress play ${word}`, /\n/)).toBe("It is not your turn.\n");
    // A word typed by the one not to move is no move: with no round running, it says so.
    expect(await t.say(word, /\n/)).toMatch(/^No round is running here\./);
    await t.say("/as Ann", /You are now Ann/);
    await t.say(word, new RegExp(`Ann played ${word.toUpperCase()}`));
    await t.say("/as Bob", /You are now Bob/);
    expect(await t.say(word, /\n/)).toBe(`${word.toUpperCase()} has been played already.\n`);
    expect(await t.say(`/letterpress play ${word.slice(0, -1)}`, /\n/)).toMatch(new RegExp(`^(${word.slice(0, -1).toUpperCase()} is a prefix of ${word.toUpperCase()}, played already|.* is not in .*|A word needs 2 letters or more)\\.\\n$`));
    expect(await t.say("/letterpress play zzqqx", /\n/)).toMatch(/^ZZQQX cannot be made from this board|^ZZQQX is not in/);
    expect((await gameNumber(store, 1)).moves).toHaveLength(1); // nothing refused was played
  });

  it("keeps /letterpress and /letterpress round as the timed round, and games apart by number", async () => {
    const path = tempDbPath();
    const t = terminal(path);
    await t.until(/You are Ann/);
    expect(await t.say("/letterpress round duration:60", /ends at/)).toMatch(/── Letterpress ── Ann started a round/);
    expect(await t.say("/letterpress", /\n/)).toMatch(/already running/);
    await t.say("/stop", /Results/);
    expect(await t.say("/letterpress duration:60", /ends at/)).toMatch(/── Letterpress ── Ann started a round/);
    await t.say("/stop", /Results/);
    const help = await t.say("/help", /answer to the round in play\.\n/);
    expect(help).toContain("/letterpress versus [computer:LEVEL | opponent:NAME]");
    expect(help).toContain("/letterpress play WORD [TILES]");
    expect(help).toContain("/letterpress pass | resign | games");

    // Two games at once: a bare word is ambiguous, so games are named by number.
    await started(t, "/letterpress versus opponent:Bob");
    await started(t, "/letterpress versus opponent:Cat");
    expect(await t.say("/letterpress pass", /\n/)).toBe("You have 2 Letterpress games going: name one with game:N, e.g. game:1 (/letterpress games lists them).\n");
    expect(await t.say("hello", /\n/)).toBe("2 Letterpress games wait for your move: name one, /letterpress play WORD game:N (/letterpress games lists them).\n");
    expect(await t.say("/letterpress pass game:2", /\n/)).toMatch(/^── Letterpress versus #2 ── Ann passed\.\n/);
    expect(await t.say("/letterpress games", /your move\n/)).toBe("Ann's Letterpress versus games:\n   #1 against Bob, blue: 0 tiles to 0, your move\n   #2 against Cat, blue: 0 tiles to 0, Cat's move\nWith more than one, name it: /letterpress play WORD game:N (or pass/resign game:N).\n");
  });

  it("draws the board in colour at a terminal that welcomes it, plain under NO_COLOR", async () => {
    const coloured = terminal(tempDbPath(), { tty: true, colour: true });
    await coloured.until(/You are Ann/);
    const board = await coloured.say("/letterpress versus opponent:Bob", /to move/);
    expect(board).toContain("\u001b[30;47m "); // blank tiles on grey, as escape codes, not made visible
    expect(board).toContain("\u001b[97;104m Ann \u001b[0m blue 0");
    expect(board).not.toContain("␛");
    expect(board).not.toContain("[A] blue, (A) red, * locked");

    const plain = terminal(tempDbPath(), { tty: true, colour: false }); // what NO_COLOR gives (colourWelcome)
    await plain.until(/You are Ann/);
    const text = await plain.say("/letterpress versus opponent:Bob", /to move/);
    expect(text).not.toMatch(/\u001b\[\d+;\d+m/u);
    expect(text).toContain("   [A] blue, (A) red, * locked\n[Ann] blue 0 · (Bob) red 0 · 25 blank\n");
  });
});

describe("local play: a Letterpress versus game over two sessions", () => {
  it("draws a game still going when local play starts again, and plays on", async () => {
    const path = tempDbPath();
    const first = terminal(path);
    await first.until(/You are Ann/);
    const store = storeAt(path);
    await started(first, "/letterpress versus opponent:Bob");
    const game = await gameNumber(store, 1);
    const word = greedy(game, playableWords(game, NO_RULINGS))!.word;
    await first.say(word, /Bob to move/);
    first.end();
    expect(await first.done).toBeNull();

    const second = terminal(path);
    const resumed = await second.until(/to move.*\n/);
    expect(resumed).toMatch(new RegExp(`You are Ann[^\\n]*\\n── Letterpress versus #1 ── still going from last time\\n[\\s\\S]*\\n {3}Ann played ${word.toUpperCase()}\\nBob to move \\(/as Bob\\): `));
    await second.say("/as Bob", /You are now Bob/);
    expect(await second.say("/letterpress pass", /\n/)).toMatch(/^── Letterpress versus #1 ── Bob passed\.\n/);
  });
});
