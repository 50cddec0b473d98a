// A whole Countdown game in local play, with a manual clock: the player and the computer take
// turns to choose, each round runs its time, totals follow each round, and the game ends with
// a winner; /stop inside a game ends the game, as in Discord.

import { describe, expect, it } from "vitest";
import { bestAnswer } from "../games/best-answer.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { terminal, type Terminal } from "./terminal.ts";

/** The round in play, its board picked by Ann if hers to choose, then running. */
async function pickedBoard(t: Terminal, path: string) {
  const store = storeAt(path);
  let inPlay = await store.runningRoundIn("terminal");
  if (inPlay?.state === "picking" && inPlay.game === "letters") {
    for (const pick of "vccvccvcc") await t.say(pick === "v" ? "/vowel" : "/consonant", /\n/);
  } else if (inPlay?.state === "picking") {
    await t.say("/large 1", /started a round/);
  }
  inPlay = await store.runningRoundIn("terminal");
  if (inPlay?.state !== "running") throw new Error("no round running");
  return inPlay;
}

describe("local play: /countdown", () => {
  it("plays a short game against the computer, taking turns to choose, each round to its time", async () => {
    const path = tempDbPath();
    const t = terminal(path);
    await t.until(/You are Ann/);
    expect(await t.say("/countdown format:longest", /\n/)).toContain("Format is one of short, classic, full.");
    // The first board (Ann's to choose) is printed as the game starts, before the reply.
    expect(await t.say("/countdown level:hard", /Countdown, a short game: Ann, Computer\./)).toMatch(/^── Countdown letters, round 1 of 7 ── Ann is choosing/);

    const choosers: string[] = [];
    for (let round = 1; round <= 7; round++) {
      const inPlay = await pickedBoard(t, path);
      choosers.push(`${inPlay.game} ${inPlay.startedBy}`);
      // The news, then (but for the last) the next round's board.
      const next = round < 7 ? `[\\s\\S]*── Countdown (letters|numbers|conundrum), round ${round + 1} of 7 ── ` : "";
      const news = new RegExp(`── Countdown: round ${round} of 7 ── totals[\\s\\S]*\\n(Next|🏆)[^\\n]*\\n${next}`);
      const from = t.text().length;
      if (inPlay.game === "conundrum") await t.say(bestAnswer(inPlay), news);
      else {
        expect(await t.say(bestAnswer(inPlay), /\n/)).toMatch(/^✅ /);
        t.clock.advance(30_000);
        await t.until(news, from);
      }
    }
    expect(choosers).toEqual(["letters local:ann", "letters computer", "numbers local:ann", "letters computer", "letters local:ann", "numbers computer", "conundrum local:ann"]);
    expect(t.text()).toMatch(/── Countdown: round 2 of 7 ── totals\n {3}Ann: \d+\n {3}Computer \(computer\): \d+\nNext: round 3 of 7, numbers; Ann chooses\./);
    expect(t.text()).toContain("🏆 Ann wins the game!");
    await t.say("/stats", /Countdown games: 1 won of 1/);
    expect(await t.say("/leaderboard game:games", /Ann/)).toMatch(/Leaderboard: Countdown games won, all time \(page 1 of 1\)\n {2}1\. Ann {2}1 game won of 1, \d+ points/);
  });

  it("/stop inside a game stops the game, not a round", async () => {
    const path = tempDbPath();
    const t = terminal(path);
    await t.until(/You are Ann/);
    await t.say("/countdown", /Countdown, a short game: Ann, Computer\./);
    const inPlay = await pickedBoard(t, path);
    expect(await t.say(bestAnswer(inPlay), /\n/)).toMatch(/^✅ /);
    expect(await t.say("/stop", /The game was stopped\.\n|Results\n/)).toMatch(/cancelled\n[\s\S]*The Countdown game was stopped by Ann\./);
    const store = storeAt(path);
    expect(await store.openGameIn("terminal")).toBeNull();
    expect(await store.runningRoundIn("terminal")).toBeNull();
    expect((await store.getRound(inPlay.id))?.state).toBe("cancelled");
    t.clock.advance(60_000);
    expect(await t.say("/round", /\n/)).not.toMatch(/round 2 of 7/);
  });
});
