// Letterpress versus through the real `lexicord play` process: at a terminal the board is drawn
// on ANSI backgrounds, under NO_COLOR with plain markers and no escape code, and in a pipe plain
// too; a hot-seat game played there to its end by resignation.

import { describe, expect, it } from "vitest";
import { tempDbPath } from "../store/temp-store.ts";
import { pgStoreAt, tempPgDatabase } from "../support/postgres.ts";
import { HAS_SCRIPT, lexicord } from "./process.ts";

const SGR = /\u001b\[[\d;]*m/u;
const BLANK_TILE = "\u001b[30;47m";
const KEY = "[A] blue, (A) red, * locked";

describe("Letterpress versus in the lexicord play process", () => {
  it.skipIf(!HAS_SCRIPT)("draws the board in colour at a terminal", { timeout: 30_000 }, async () => {
    const play = lexicord(["play"], tempDbPath(), { NO_COLOR: "", TERM: "xterm-256color" }, true);
    await play.until(/> /);
    const board = await play.say("/letterpress versus opponent:Bob", /to move/);
    expect(board).toContain(BLANK_TILE);
    expect(board).not.toContain(KEY);
  });

  it.skipIf(!HAS_SCRIPT)("draws it plain at a terminal when NO_COLOR is set", { timeout: 30_000 }, async () => {
    const play = lexicord(["play"], tempDbPath(), { NO_COLOR: "1", TERM: "xterm-256color" }, true);
    await play.until(/> /);
    const board = await play.say("/letterpress versus opponent:Bob", /to move/);
    expect(board).toContain(KEY);
    expect(play.out()).not.toMatch(SGR);
  });

  it("plays a hot-seat game in a pipe, plain, to its end", { timeout: 30_000 }, async () => {
    const play = lexicord(["play"], tempDbPath(), { NO_COLOR: "", TERM: "xterm-256color" });
    await play.until(/local play/);
    expect(await play.say("/letterpress versus opponent:Bob", /to move.*\n/)).toContain(`   ${KEY}\n[${play.out().match(/You are (\S+?)[ .]/u)![1]}] blue 0 · (Bob) red 0 · 25 blank\n`);
    await play.say("/letterpress pass", /passed/);
    await play.say("/as Bob", /You are now Bob/);
    expect(await play.say("/letterpress resign", /🏁.*\n/)).toMatch(/── Letterpress versus #1 ── Bob resigned\.\n[\s\S]*🏁 \S+ wins with 0 tiles to 0\.\n$/);
    expect(play.out()).not.toContain("\u001b");
  });

  it("plays on PostgreSQL when DATABASE_URL is set, and keeps the game and its result there", { timeout: 60_000 }, async () => {
    const url = await tempPgDatabase();
    const play = lexicord(["play"], "", { DATABASE_URL: url });
    await play.until(/local play/);
    await play.say("/as Ann", /You are now Ann/);
    await play.say("/letterpress versus opponent:Bob", /Ann to move/);
    await play.say("/letterpress resign", /🏁 Bob wins/);
    play.child.stdin.end("/quit\n");
    expect(await play.exited()).toBe(0);
    const store = await pgStoreAt(url);
    try {
      expect(await store.getVersus(1)).toMatchObject({ state: "over", endedBy: "resigned", winner: 1 });
      expect((await store.playerStats("local", "local:bob", Date.now())).versus).toEqual({ games: 1, wins: 1, draws: 0, losses: 0 });
    } finally {
      await store.close();
    }
  });
});
