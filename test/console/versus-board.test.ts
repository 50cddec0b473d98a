// The Letterpress versus board in a terminal, as a pure function of the news view: in colour
// (blue and red backgrounds, locked tiles darker) and plain (markers that tell blue, red and
// locked apart under NO_COLOR), the score, the words played, whose move or who won.

import { describe, expect, it } from "vitest";
import type { VersusGame } from "../../src/games/model.ts";
import { computerPlayer, newGame } from "../../src/games/versus/challenge.ts";
import { versusNewsView, type VersusNews } from "../../src/games/versus/news.ts";
import { playWord, resignGame, type WordCheck } from "../../src/games/versus/rules.ts";
import { readTiles } from "../../src/games/versus/tiles-typed.ts";
import { showVersusGames, showVersusNews } from "../../src/console/versus-news.ts";

// A1..E1 = "catsd", A2..E2 = "oglea", ...
const LETTERS = "catsd" + "oglea" + "rnipm" + "ebuhk" + "fwyvx";
const listed: WordCheck = () => ({ ok: true, value: null });
const ann = { id: "local:ann", name: "Ann" }, bob = { id: "local:bob", name: "Bob" };
const ESC = "\u001b";

function start(opponent: typeof bob | null = bob): VersusGame {
  const made = newGame({ guildId: "local", channelId: "terminal", challenger: ann, opponent, level: null, letters: LETTERS, dictionary: "scrabble", turnSeconds: 86_400, at: 0 });
  if (!made.ok) throw new Error(made.error);
  return { id: 7, ...made.value, state: "playing" };
}

/** The news of `side` playing `word` on `tiles`. */
function moved(game: VersusGame, side: 0 | 1, word: string, tiles: string): VersusNews {
  const named = readTiles(tiles);
  const played = named.ok ? playWord(game, side, word, named.value, listed, 1) : named;
  if (!played.ok) throw new Error(played.error);
  const after = played.value.game;
  return { event: after.state === "over" ? "over" : "moved", game: after, move: played.value.move, mention: null, gained: played.value.gained, taken: played.value.taken };
}

/** Four moves: Ann's A1 and B1 locked, Bob's E1 locked. */
function history(start0 = start()): VersusNews {
  let news = moved(start0, 0, "cog", "A1 A2 B2");
  news = moved(news.game, 1, "tea", "C1 D2 E2");
  news = moved(news.game, 0, "at", "B1 C1");
  return moved(news.game, 1, "ds", "E1 D1");
}

describe("the versus board in a terminal", () => {
  it("plain: [A] blue, (A) red, * locked, the score, the words, whose move (naming /as in a hot seat)", () => {
    expect(showVersusNews(versusNewsView(history()), false)).toBe([
      "── Letterpress versus #7 ── Bob played DS on E1 D1: 2 tiles gained.",
      "      A   B   C   D   E",
      "   1 [C]*[A]*[T] (S) (D)*",
      "   2 [O] [G]  L  (E) (A)",
      "   3  R   N   I   P   M",
      "   4  E   B   U   H   K",
      "   5  F   W   Y   V   X",
      "   [A] blue, (A) red, * locked",
      "[Ann] blue 5 · (Bob) red 4 · 16 blank",
      "   Ann played COG, AT",
      "   Bob played TEA, DS",
      "Ann to move (/as Ann): type a word [and its TILES], or /letterpress pass or resign.",
    ].join("\n"));
  });

  it("in colour: blue and red backgrounds, the locked tiles darker and bold, blank tiles grey", () => {
    const text = showVersusNews(versusNewsView(history()), true);
    const row1 = text.split("\n")[2]!;
    const blueLocked = `${ESC}[1;97;44m`, blue = `${ESC}[97;104m`, red = `${ESC}[97;101m`, redLocked = `${ESC}[1;97;41m`, reset = `${ESC}[0m`;
    expect(row1).toBe(`   1 ${blueLocked} C ${reset}${blueLocked} A ${reset}${blue} T ${reset}${red} S ${reset}${redLocked} D ${reset}`);
    expect(text.split("\n")[3]).toContain(`${ESC}[30;47m L ${reset}`);
    expect(text).toContain(`${blue} Ann ${reset} blue 5 · ${red} Bob ${reset} red 4 · 16 blank`);
    expect(text).not.toContain("[A] blue, (A) red"); // the colours say it
    // Without its colours, the board reads as the plain one without markers.
    expect(text.replace(/\u001b\[[\d;]*m/gu, "").split("\n").slice(1, 7)).toEqual(
      ["      A  B  C  D  E", "   1  C  A  T  S  D ", "   2  O  G  L  E  A ", "   3  R  N  I  P  M ", "   4  E  B  U  H  K ", "   5  F  W  Y  V  X "],
    );
  });

  it("says who won once over, and that the computer is thinking on its move", () => {
    const game = history().game;
    const resigned = resignGame(game, 0, 2);
    if (!resigned.ok) throw new Error(resigned.error);
    const over = showVersusNews(versusNewsView({ event: "over", game: resigned.value, move: resigned.value.moves.at(-1)!, mention: null }), false);
    expect(over).toMatch(/^── Letterpress versus #7 ── Ann resigned\.\n/);
    expect(over.split("\n").at(-1)).toBe("🏁 Bob wins with 4 tiles to 5.");
    const computer = moved(start(null), 0, "cog", "A1 A2 B2");
    expect(computer.game.players[1]).toEqual(computerPlayer("medium"));
    expect(showVersusNews(versusNewsView(computer), false).split("\n").at(-1)).toBe("Computer (medium) is thinking…");
  });

  it("draws names as printable text, never as the terminal's control codes", () => {
    const sneaky = { id: "local:x", name: `${ESC}[2JMallory` };
    const made = newGame({ guildId: "local", channelId: "terminal", challenger: sneaky, opponent: bob, level: null, letters: LETTERS, dictionary: "scrabble", turnSeconds: 86_400, at: 0 });
    if (!made.ok) throw new Error(made.error);
    const text = showVersusNews(versusNewsView(history({ id: 8, ...made.value, state: "playing" })), true);
    expect(text).toContain("␛[2JMallory");
    expect(text).not.toContain(`${ESC}[2J`);
  });

  it("lists a player's games: the opponent, the score and whose move", () => {
    const game = history().game;
    expect(showVersusGames([game, { ...game, id: 9, state: "challenged", colours: [0, 0], moves: [] }], bob)).toBe([
      "Bob's Letterpress versus games:",
      "   #7 against Ann, red: 4 tiles to 5, Ann's move",
      "   #9 against Ann, red: 0 tiles to 0, waiting for an answer",
      "With more than one, name it: /letterpress play WORD game:N (or pass/resign game:N).",
    ].join("\n"));
    expect(showVersusGames([], ann)).toBe("Ann has no Letterpress versus game running. Start one with /letterpress versus.");
  });
});
