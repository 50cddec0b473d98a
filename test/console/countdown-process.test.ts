// A whole Countdown game in local play, through the real `lexicord` process: the player and
// the computer take turns to choose, totals follow each round, and the game ends with a winner.

import { describe, expect, it } from "vitest";
import { bestAnswer } from "../games/best-answer.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { lexicord } from "./process.ts";



describe("lexicord play: /countdown", () => {
  it("plays a short game against the computer, taking turns to choose", { timeout: 60_000 }, async () => {
    const path = tempDbPath();
    const play = lexicord(["play"], path);
    await play.until(/Lexicord local play/);
    const store = storeAt(path);
    await play.say("/as Ann", /You are now Ann\./);
    expect(await play.say("/countdown format:longest", /\n/)).toContain("Format is one of short, classic, full.");
    // The first board (Ann's to choose) is printed as the game starts, before the reply.
    expect(await play.say("/countdown level:hard", /Countdown, a short game: Ann, Computer\./)).toMatch(/^── Countdown letters, round 1 of 7 ── Ann is choosing/);

    const choosers: string[] = [];
    for (let round = 1; round <= 7; round++) {
      let inPlay = store.runningRoundIn("terminal");
      if (inPlay?.state === "picking" && inPlay.game === "letters") {
        for (const pick of "vccvccvcc") await play.say(pick === "v" ? "/vowel" : "/consonant", /\n/);
      } else if (inPlay?.state === "picking") {
        await play.say("/large 1", /started a round/);
      }
      inPlay = store.runningRoundIn("terminal");
      if (inPlay?.state !== "running") throw new Error(`round ${round} is not running`);
      choosers.push(`${inPlay.game} ${inPlay.startedBy}`);
      // The news, then (but for the last) the next round's board.
      const next = round < 7 ? `[\\s\\S]*── Countdown (letters|numbers|conundrum), round ${round + 1} of 7 ── ` : "";
      const news = new RegExp(`── Countdown: round ${round} of 7 ── totals[\\s\\S]*\\n(Next|🏆)[^\\n]*\\n${next}`);
      if (inPlay.game === "conundrum") await play.say(bestAnswer(inPlay), news);
      else {
        expect(await play.say(bestAnswer(inPlay), /\n/)).toMatch(/^✅ /);
        await play.say("/stop", news);
      }
    }
    expect(choosers).toEqual(["letters local:ann", "letters computer", "numbers local:ann", "letters computer", "letters local:ann", "numbers computer", "conundrum local:ann"]);
    expect(play.out()).toMatch(/── Countdown: round 2 of 7 ── totals\n {3}Ann: \d+\n {3}Computer \(computer\): \d+\nNext: round 3 of 7, numbers; Ann chooses\./);
    expect(play.out()).toContain("🏆 Ann wins the game!");
    await play.say("/stats", /Countdown games: 1 won of 1/);
    expect(await play.say("/leaderboard game:games", /Ann/)).toMatch(/Leaderboard: Countdown games won, all time \(page 1 of 1\)\n {2}1\. Ann {2}1 game won of 1, \d+ points/);
    play.child.stdin.end();
    expect(await play.exited()).toBe(0);
  });
});
