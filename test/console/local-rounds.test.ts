// Local play's single rounds with the real rules, as in Discord: against the computer
// (opponent:computer level:…), options under Discord's names, and boards picked by typing a key.

import { describe, expect, it } from "vitest";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { terminal } from "./terminal.ts";

describe("local play's single rounds", () => {
  it("plays a letters round against the computer, picked with bare v and c", async () => {
    const path = tempDbPath();
    const t = terminal(path);
    await t.until(/You are Ann/);
    expect(await t.say("/letters opponent:computer level:perfect dictionary:american", /fill in the rest/)).toMatch(
      /Ann picks by typing a key alone \(or \/pick it\): v \(Vowel\) · c \(Consonant\) · r \(Random rest\)\n/,
    );
    for (const key of "vcvcvccvc".slice(0, 8)) await t.say(key, /\n(Ann picks|.*not now)/);
    await t.say("c", /ends at/);
    expect((await storeAt(path).runningRoundIn("terminal"))?.options).toMatchObject({ dict: "american" });
    t.clock.advance(30_000);
    expect(await t.until(/Results\n[\s\S]*Corner/)).toMatch(/Computer: [A-Z]+ \(\d+\) — \d+ points/);
  });

  it("plays a numbers round against the computer, the large numbers chosen with a bare digit", async () => {
    const t = terminal(tempDbPath());
    await t.until(/You are Ann/);
    expect(await t.say("/numbers opponent:computer", /fill in the rest/)).toMatch(/: 0 \(0 large\) · 1 \(1 large\) · 2 \(2 large\) · 3 \(3 large\) · 4 \(4 large\) · r \(Random rest\)\n/);
    expect(await t.say("2", /ends at/)).toMatch(/Ann started a round/);
    t.clock.advance(30_000);
    expect(await t.until(/Results\n[\s\S]*\n(?=\S)/)).toMatch(/Computer: .* — \d+ points/);
  });

  it("plays a conundrum against a perfect computer, which solves it", async () => {
    const t = terminal(tempDbPath());
    await t.until(/You are Ann/);
    await t.say("/conundrum opponent:computer level:perfect", /ends at/);
    t.clock.advance(30_000);
    expect(await t.until(/Results\n[\s\S]*the answer\n/)).toMatch(/🏆 Computer wins with [A-Z]{9}, \+10/);
  });

  it("names the keys in the prompt while the board is picked, at a terminal", async () => {
    const t = terminal(tempDbPath(), { tty: true });
    await t.until(/Ann> \S*$/);
    await t.say("/numbers", /Ann 0\/1\/2\/3\/4\/r> \S*$/);
    await t.say("4", /Ann \S*0:30\S*> \S*$/);
  });
});
