// Letterpress versus rules, pure: the prefix rule, locks on edges and corners, the tiles chosen
// or named, passes, resignation, forfeit, a full board, draws, and each refusal in one line.

import { describe, expect, it } from "vitest";
import type { VersusGame } from "../../src/games/model.ts";
import { acceptChallenge, declineChallenge, expireChallenge, newGame, withdrawChallenge } from "../../src/games/versus/challenge.ts";
import { versusNewsView } from "../../src/games/versus/news.ts";
import { computerWords, playableWords } from "../../src/games/versus/playable.ts";
import { forfeitTurn, leaderOf, passTurn, playWord, resignGame, toMove, type WordCheck } from "../../src/games/versus/rules.ts";
import { readTiles } from "../../src/games/versus/tiles-typed.ts";
import { ALL_TILES, lockedOf, setOf, tileNamed } from "../../src/solvers/territory/tiles.ts";

// Row by row: A1..E1 = "catsd", A2..E2 = "oglea", ...
const LETTERS = "catsd" + "oglea" + "rnipm" + "ebuhk" + "fwyvx";
const WORDS = new Set(["cat", "cats", "at", "dog", "dogs", "cog", "tac", "sat", "goal", "coal", "lea", "as", "ta"]);
const listed: WordCheck = (word) => (WORDS.has(word) ? { ok: true, value: null } : { ok: false, error: "not in the scrabble dictionary" });
const T = 1_000_000;
const ann = { id: "1", name: "Ann" }, bob = { id: "2", name: "Bob" };
const at = (name: string) => tileNamed(name)!;
const named = (...names: string[]) => setOf(names.map(at));

function game(patch: Partial<VersusGame> = {}): VersusGame {
  const made = newGame({ guildId: "g", channelId: "c", challenger: ann, opponent: bob, level: null, letters: LETTERS, dictionary: "scrabble", turnSeconds: 3600, at: T });
  if (!made.ok) throw new Error(made.error);
  return { id: 1, ...made.value, state: "playing", ...patch };
}

function play(g: VersusGame, side: 0 | 1, word: string, tiles: string | null = null) {
  const typed = tiles === null ? null : readTiles(tiles);
  if (typed && !typed.ok) throw new Error(typed.error);
  return playWord(g, side, word, typed?.value ?? null, listed, T + 1);
}

function played(g: VersusGame, side: 0 | 1, word: string, tiles: string | null = null) {
  const result = play(g, side, word, tiles);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe("versus rules", () => {
  it("colours the word's tiles and passes the turn", () => {
    const { game: after, move, gained, taken } = played(game(), 0, "cat");
    expect(move).toMatchObject({ kind: "word", by: 0, word: "cat", tiles: [0, 1, 2], chosen: true });
    expect(after.colours).toEqual([named("A1", "B1", "C1"), 0]);
    expect([gained, taken]).toEqual([3, 0]);
    expect(toMove(after)).toBe(1);
    expect(after).toMatchObject({ state: "playing", turnStartedAt: T + 1, reminded: false });
  });

  it("refuses a word played, or a prefix of one played; a longer word is allowed", () => {
    const afterCats = played(game(), 0, "cats").game;
    expect(play(afterCats, 1, "cat")).toEqual({ ok: false, error: "CAT is a prefix of CATS, played already." });
    expect(play(afterCats, 1, "cats")).toEqual({ ok: false, error: "CATS has been played already." });
    const afterCat = played(game(), 0, "cat").game;
    expect(play(afterCat, 1, "cats").ok).toBe(true);
    // Not a prefix: a word inside another is allowed.
    expect(play(afterCats, 1, "at").ok).toBe(true);
  });

  it("takes the opponent's tiles but not their locked ones: a corner locks with two neighbours", () => {
    // Red holds A1 (C) with B1 and A2 around it: A1 is locked, B1 and A2 are not.
    const g = game({ colours: [0, named("A1", "B1", "A2")], moves: [{ kind: "pass", by: 1, at: T }] });
    expect(lockedOf(g.colours[1])).toBe(named("A1"));
    const { game: after, taken } = played(g, 0, "coal", "A1 A2 E2 C2");
    expect(after.colours[0]).toBe(named("A2", "E2", "C2"));
    expect(after.colours[1]).toBe(named("A1", "B1"));
    expect(taken).toBe(1);
  });

  it("locks an edge tile with its three neighbours", () => {
    // Red holds C1 (T) with B1, D1 and C2: locked; so T stays red when blue plays CAT on it.
    const g = game({ colours: [0, named("C1", "B1", "D1", "C2")], moves: [{ kind: "pass", by: 1, at: T }] });
    const after = played(g, 0, "cat", "A1 B1 C1").game;
    expect(after.colours[1]).toBe(named("C1", "D1", "C2"));
    expect(after.colours[0]).toBe(named("A1", "B1"));
  });

  it("chooses the tiles that gain most when letters repeat, and says so; named tiles are kept", () => {
    // Two As: B1 (blue's own) and E2 (red's, unlocked): the choice takes red's.
    const g = game({ colours: [named("B1"), named("E2")], moves: [{ kind: "pass", by: 1, at: T }] });
    expect(played(g, 0, "at").move).toMatchObject({ tiles: [at("E2"), at("C1")], chosen: true });
    expect(played(g, 0, "at", "b1, c1").move).toMatchObject({ tiles: [at("B1"), at("C1")], chosen: false });
  });

  it("refuses in one line: not in the list, not makeable, tiles that do not spell it, not your turn, over", () => {
    const g = game();
    expect(play(g, 0, "cta")).toEqual({ ok: false, error: "CTA is not in the scrabble dictionary." });
    expect(play(g, 0, "zoo")).toEqual({ ok: false, error: "ZOO cannot be made from this board: it uses a letter that is not available: Z." });
    expect(play(g, 0, "cat", "A1 B1 D1")).toEqual({ ok: false, error: "Those tiles do not spell CAT: A1 B1 D1 spell CAS." });
    expect(play(g, 0, "cat", "A1 B1")).toEqual({ ok: false, error: "Those tiles do not spell CAT: A1 B1 spell CA." });
    expect(play(g, 1, "cat")).toEqual({ ok: false, error: "It is not your turn." });
    expect(play(g, 0, "a")).toEqual({ ok: false, error: "A word needs 2 letters or more." });
    expect(play(g, 0, "c4t")).toEqual({ ok: false, error: 'That is not a word: "4" is not a letter: use A to Z only.' });
    expect(play({ ...g, state: "over" }, 0, "cat")).toEqual({ ok: false, error: "This game is over." });
    expect(play({ ...g, state: "challenged" }, 0, "cat")).toEqual({ ok: false, error: "This game has not started: the challenge waits for an answer." });
    for (const refusal of [play(g, 0, "cta"), play(g, 0, "zoo")]) expect(refusal.ok ? "" : refusal.error).not.toContain("\n");
  });

  it("reads tiles typed in any case, with commas, spaces or none", () => {
    expect(readTiles("B2 c4,A1")).toEqual({ ok: true, value: [6, 17, 0] });
    expect(readTiles("b2c4a1")).toEqual({ ok: true, value: [6, 17, 0] });
    expect(readTiles("B2 F4")).toEqual({ ok: false, error: "“F4” is not a tile: tiles are A1 to E5 (column, then row)." });
    expect(readTiles("B2 b2")).toEqual({ ok: false, error: "B2 is named twice: each tile is used once." });
    expect(readTiles(" ")).toMatchObject({ ok: false });
  });

  it("ends on two passes in a row; a pass between words does not", () => {
    const first = passTurn(game(), 0, T + 1);
    if (!first.ok) throw new Error(first.error);
    expect(first.value.state).toBe("playing");
    const g = played(first.value, 1, "cat").game;
    const once = passTurn(g, 0, T + 2);
    if (!once.ok) throw new Error(once.error);
    expect(once.value.state).toBe("playing");
    const twice = passTurn(once.value, 1, T + 3);
    expect(twice).toMatchObject({ ok: true, value: { state: "over", endedBy: "passes", winner: 1, finishedAt: T + 3 } });
    expect(passTurn(once.value, 0, T + 3)).toEqual({ ok: false, error: "It is not your turn." });
  });

  it("ends when every tile is coloured; most tiles wins, equal is a draw", () => {
    // All but C1 coloured, 12 each: blue's CAT takes C1 and red's unlocked B1.
    const blue = named("A1") | (ALL_TILES & ~named("A1", "B1", "C1") & 0b1010101010101010101010100);
    const red = ALL_TILES & ~blue & ~named("C1");
    const full = played(game({ colours: [blue, red], moves: [{ kind: "pass", by: 1, at: T }] }), 0, "cat", "A1 B1 C1").game;
    expect(full).toMatchObject({ state: "over", endedBy: "full-board" });
    expect(full.winner).toBe(leaderOf(full.colours));
    expect(versusNewsView({ event: "over", game: full, mention: null }).result).toMatch(/wins with \d+ tiles to \d+\./);
    // A draw by passes at 1 tile each.
    const even = game({ colours: [named("A1"), named("E5")], moves: [{ kind: "pass", by: 1, at: T }] });
    const drawn = passTurn(even, 0, T + 1);
    expect(drawn).toMatchObject({ ok: true, value: { state: "over", winner: null, endedBy: "passes" } });
    if (drawn.ok) expect(versusNewsView({ event: "over", game: drawn.value, mention: null }).result).toBe("A draw, 1 tile each.");
  });

  it("resigning (either side, any turn) and forfeiting hand the win to the other side", () => {
    const g = played(game(), 0, "cats").game;
    expect(resignGame(g, 0, T + 5)).toMatchObject({ ok: true, value: { state: "over", endedBy: "resigned", winner: 1 } });
    expect(forfeitTurn(g, T + 5)).toMatchObject({ ok: true, value: { state: "over", endedBy: "forfeit", winner: 0, moves: [{}, { kind: "forfeit", by: 1 }] } });
    expect(resignGame({ ...g, state: "over" }, 1, T)).toEqual({ ok: false, error: "This game is over." });
  });

  it("a challenge is accepted or declined by the one challenged, withdrawn by the challenger, or expires", () => {
    const made = newGame({ guildId: "g", channelId: "c", challenger: ann, opponent: bob, level: null, letters: LETTERS, dictionary: "scrabble", turnSeconds: 60, at: T });
    if (!made.ok) throw new Error(made.error);
    const challenge: VersusGame = { id: 1, ...made.value };
    expect(challenge).toMatchObject({ state: "challenged", players: [{ name: "Ann", computer: false }, { name: "Bob", computer: false }] });
    expect(acceptChallenge(challenge, ann.id, T, null)).toEqual({ ok: false, error: "This challenge is for Bob." });
    expect(acceptChallenge(challenge, bob.id, T + 9, "thread")).toMatchObject({ ok: true, value: { state: "playing", threadId: "thread", turnStartedAt: T + 9 } });
    expect(declineChallenge(challenge, bob.id, T + 9)).toMatchObject({ ok: true, value: { state: "declined" } });
    expect(withdrawChallenge(challenge, bob.id, T + 9)).toEqual({ ok: false, error: "Only Ann can withdraw this challenge." });
    expect(expireChallenge(challenge, T + 9)).toMatchObject({ ok: true, value: { state: "expired", finishedAt: T + 9 } });
    expect(acceptChallenge({ ...challenge, state: "playing" }, bob.id, T, null)).toEqual({ ok: false, error: "This challenge has been accepted already." });
    expect(newGame({ ...{ guildId: "g", channelId: "c", level: null, letters: LETTERS, dictionary: "scrabble", turnSeconds: 60, at: T }, challenger: ann, opponent: ann })).toMatchObject({ ok: false });
    const computer = newGame({ guildId: "g", channelId: "c", challenger: ann, opponent: null, level: "hard", letters: LETTERS, dictionary: "scrabble", turnSeconds: 60, at: T });
    expect(computer).toMatchObject({ ok: true, value: { state: "playing", level: "hard", players: [{ id: "1" }, { id: "computer", computer: true }] } });
  });

  it("the view carries what an adapter draws", () => {
    const { game: g, move, gained } = played(game({ colours: [named("B1"), named("A2")] }), 0, "coal", "A1 A2 E2 C2");
    const view = versusNewsView({ event: "moved", game: g, move, mention: bob.id, gained, taken: 1 });
    expect(view).toMatchObject({
      mention: { id: "2", name: "Bob" }, toMove: 1, score: [5, 0], played: [["coal"], []], lastWord: { word: "coal" },
      headline: "Ann played COAL on A1 A2 E2 C2: 4 tiles gained, 1 taken from Bob.", result: null, turnEndsAt: T + 1 + 3_600_000,
    });
    expect(view.tiles[0]).toEqual([0, 1, 5, 7, 9]);
    expect(view.locked[0]).toEqual([0]);
  });
});

describe("the words a game may still see", () => {
  it("its list with the server's rulings, less words played and their prefixes; the computer's nothing offensive", () => {
    const g = game({ moves: [{ kind: "word", by: 0, word: "cats", tiles: [0, 1, 2, 3], chosen: true, at: T }] });
    const words = playableWords(g, { allowed: ["catdog", "zebra"], denied: ["dog"] });
    expect(words).toContain("catdog"); // allowed here, and the board makes it
    expect(words).not.toContain("zebra"); // allowed, but there is no Z
    expect(words).not.toContain("dog");
    expect(words).toContain("dogs");
    for (const played of ["cats", "cat", "ca"]) expect(words).not.toContain(played);
    expect(words).toContain("scat");
    expect(words).toContain("arse");
    expect(computerWords(g, { allowed: [], denied: [] })).not.toContain("arse");
    expect(words.every((word) => word.length >= 2)).toBe(true);
  });
});
