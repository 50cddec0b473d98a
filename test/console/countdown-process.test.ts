// A Countdown game in local play through the real `lexicord` process: the game starts at once
// with the computer, a round runs its time (the server's 10-second setting, the shortest), the
// totals and the computer's board follow, and /stop ends the game. The whole game, round by
// round, is played with a manual clock in countdown-game.test.ts.

import { describe, expect, it } from "vitest";
import { bestAnswer } from "../games/best-answer.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { lexicord } from "./process.ts";

describe("lexicord play: /countdown", () => {
  it("plays a round of a game against the computer, then /stop ends the game", { timeout: 60_000 }, async () => {
    const path = tempDbPath();
    const play = lexicord(["play"], path);
    await play.until(/Lexicord local play/);
    const store = storeAt(path);
    expect((await store.updateGuildSettings("local", { durations: { letters: 10 } })).ok).toBe(true);
    await play.say("/as Ann", /You are now Ann\./);
    expect(await play.say("/countdown format:longest", /\n/)).toContain("Format is one of short, classic, full.");
    // The first board (Ann's to choose) is printed as the game starts, before the reply.
    expect(await play.say("/countdown level:hard", /Countdown, a short game: Ann, Computer\./)).toMatch(/^── Countdown letters, round 1 of 7 ── Ann is choosing/);
    for (const pick of "vccvccvcc") await play.say(pick === "v" ? "/vowel" : "/consonant", /\n/);
    const first = await store.runningRoundIn("terminal");
    expect(first).toMatchObject({ game: "letters", state: "running", startedBy: "local:ann" });
    expect(await play.say(bestAnswer(first!), /\n/)).toMatch(/^✅ /);
    const news = await play.until(/── Countdown: round 1 of 7 ── totals[\s\S]*\nNext[^\n]*\n[\s\S]*── Countdown letters, round 2 of 7 ── /);
    expect(news).toMatch(/Next: round 2 of 7, letters; Computer \(computer\) chooses\./);
    expect(await store.runningRoundIn("terminal")).toMatchObject({ game: "letters", state: "running", startedBy: "computer" });
    expect(await play.say("/stop", /The game was stopped\.\n/)).toContain("The Countdown game was stopped by Ann.");
    expect(await store.openGameIn("terminal")).toBeNull();
    expect(await store.runningRoundIn("terminal")).toBeNull();
    play.child.stdin.end();
    expect(await play.exited()).toBe(0);
  });
});
