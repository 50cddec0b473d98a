// /daily in local play, through the real `lexicord play` process: the same puzzle of the day
// as Discord's (dealt here from the date, independently), played to a share line.

import { describe, expect, it } from "vitest";
import { puzzleDayAt, puzzleNumber } from "../../src/games/daily/calendar.ts";
import { showChain } from "../../src/games/letterboxed/check.ts";
import { dailyPuzzle } from "../../src/games/daily/puzzles.ts";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { solveLetterBoxed } from "../../src/solvers/letterboxed/solutions.ts";
import { tempDbPath } from "../store/temp-store.ts";
import { lexicord } from "./process.ts";

describe("lexicord play /daily", () => {
  it("shows today's puzzles and plays them to a share line", { timeout: 30_000 }, async () => {
    const day = puzzleDayAt(Date.now());
    const box = dailyPuzzle(day, "letterboxed").board as { sides: string[] };
    const scramble = (dailyPuzzle(day, "conundrum").board as { scramble: string }).scramble;
    const play = lexicord(["play"], tempDbPath());
    await play.until(/Lexicord local play/);
    await play.say("/as Ann", /You are now Ann\./);

    const shown = await play.say("/daily", /Not played yet\.\n[\s\S]*Not played yet\.\n[\s\S]*Not played yet\./);
    expect(shown).toContain(`Daily puzzles #${puzzleNumber(day)} · ${day}`);
    expect(shown).toContain(`    ${[...box.sides[0].toUpperCase()].join("   ")}`);
    expect(shown).toContain([...scramble.toUpperCase()].join(" "));

    const chain = solveLetterBoxed(loadDictionary("british"), box.sides, { maxWords: 2, limit: 1 }).solutions[0];
    const solved = await play.say(`/daily letterboxed ${showChain(chain)}`, /Share: .*\n/); // as the bot prints it, dash and all
    expect(solved).toContain(`Share: Lexicord Letter Boxed #${puzzleNumber(day)} · 2 words · par ⭐ · streak 1`);

    const answer = conundrumAnswers(loadDictionary("british"), scramble)[0];
    expect(await play.say(`/daily conundrum ${answer}`, /Share: .*\n/)).toContain("· solved 🧩 · streak 1");
    expect(await play.say(`/daily conundrum ${answer}`, /\n/)).toContain("final answer");
    play.child.stdin.end();
    expect(await play.exited()).toBe(0);
  });
});
