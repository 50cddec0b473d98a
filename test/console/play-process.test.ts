// Local play end to end: the real `lexicord` process, its real rules and dictionaries and a
// database file, driven through standard input. Answers are worked out here from the board
// stored in the database, with the solvers; expected scores from the published rules.

import { writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { solveLetterBoxed } from "../../src/solvers/letterboxed/solutions.ts";
import { letterpressWords } from "../../src/solvers/letterpress.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { formatExpression } from "../../src/solvers/numbers/expression.ts";
import { solveNumbers } from "../../src/solvers/numbers/solve.ts";
import type { SqliteStore } from "../../src/store/sqlite-store.ts";
import type { Round } from "../../src/games/model.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { lexicord, type Played } from "./process.ts";

const CHANNEL = "terminal";

async function boardIn(store: SqliteStore): Promise<Round & { board: Record<string, unknown> }> {
  const round = await store.runningRoundIn(CHANNEL);
  if (!round || round.state !== "running") throw new Error("no running round");
  return round as Round & { board: Record<string, unknown> };
}

const bogglePoints = (word: string): number => [0, 0, 0, 1, 1, 2, 3, 5][word.length] ?? 11;
const numbersPoints = (distance: number): number => (distance === 0 ? 10 : distance <= 5 ? 7 : distance <= 10 ? 5 : 0);

async function as(play: Played, name: string): Promise<void> {
  await play.say(`/as ${name}`, new RegExp(`You are now ${name}\\.`));
}

describe("lexicord play", () => {
  it("plays every game start to finish, with the right scores and leaderboards", { timeout: 60_000 }, async () => {
    const path = tempDbPath();
    const play = lexicord(["play"], path);
    await play.until(/Lexicord local play/);
    const store = storeAt(path);
    const totals = new Map<string, number>();
    const score = (name: string, points: number) => totals.set(name, (totals.get(name) ?? 0) + points);

    // Letters, picked tile by tile: the longest word wins, a shorter one scores nothing.
    await as(play, "Ann");
    await play.say("/letters", /Ann picks by typing a key alone \(or \/pick it\): v \(Vowel\) · c \(Consonant\)/);
    for (const pick of ["/vowel", "c", "/pick v", "/consonant", "/pick vowel", "C", "consonant", "/consonant"]) {
      await play.say(pick, /\(or \/pick it\):/);
    }
    await play.say("/consonant", /Ann started a round/);
    const letters = String((await boardIn(store)).board.letters);
    const words = wordsFromLetters(loadDictionary("british"), letters);
    const [longest] = words;
    const shorter = words.find((w) => w.length < longest.length && w.length > 1)!;
    expect(await play.say(longest, /\n/)).toMatch(/^✅ /);
    await as(play, "Bob");
    expect(await play.say(`/guess ${shorter}`, /\n/)).toMatch(/^✅ /);
    await as(play, "Cat");
    expect(await play.say("zzzzq", /\n/)).toMatch(/^❌ zzzzq: /);
    const lettersResults = await play.say("/stop", /Dictionary Corner/);
    const lettersPoints = longest.length === 9 ? 18 : longest.length;
    expect(lettersResults).toContain(`Ann: ${longest.toUpperCase()} (${longest.length}) — ${lettersPoints} points`);
    expect(lettersResults).toContain(`Bob: ${shorter.toUpperCase()} (${shorter.length}) — 0 points`);
    score("Ann", lettersPoints);

    // Numbers, two large: the solver's answer against a lone number.
    await as(play, "Bob");
    await play.say("/numbers", /picks by typing a key/);
    await play.say("/large 2", /Bob started a round/);
    const { numbers, target } = (await boardIn(store)).board as unknown as { numbers: number[]; target: number };
    const best = solveNumbers(numbers, target);
    expect(await play.say(formatExpression(best.solution), /\n/)).toMatch(/^✅ /);
    const lone = Math.max(...numbers);
    await as(play, "Cat");
    expect(await play.say(String(lone), /\n/)).toMatch(/^✅ /);
    expect(await play.say("/stop", /Dictionary Corner|closest/)).toMatch(/── Countdown numbers ── stopped/);
    score("Bob", numbersPoints(best.distance));
    if (Math.abs(lone - target) === best.distance) score("Cat", numbersPoints(best.distance));

    // Conundrum: a wrong guess locks its player out; the first right answer ends the round.
    await as(play, "Ann");
    await play.say("/conundrum", /Ann started a round/);
    const scramble = String((await boardIn(store)).board.scramble);
    const [answer] = conundrumAnswers(loadDictionary("british"), scramble);
    await as(play, "Bob");
    expect(await play.say("abcdefghi", /\n/)).toMatch(/^ABCDEFGHI does not use exactly the letters .*yours is still yours to make\.$/m); // a typo
    expect(await play.say(scramble, /\n/)).toMatch(/That was your one guess\./);
    expect(await play.say(answer, /\n/)).toMatch(/one guess per round, and you have had yours/);
    await as(play, "Cat");
    expect(await play.say(answer.toUpperCase(), /── Countdown conundrum ── solved/)).toMatch(/^✅ /);
    score("Cat", 10);

    // Boggle: a word both players found scores for neither.
    await as(play, "Cat");
    await play.say("/boggle", /Cat started a round/);
    const grid = (await boardIn(store)).board as unknown as { size: number; tiles: string[] };
    const found = solveBoggle(loadDictionary("british"), grid).words;
    const [shared, annOnly, bobOnly] = [found[0], found[1], found[2]];
    await as(play, "Ann");
    expect((await play.say(`${shared} ${annOnly}`, /\n.*\n/)).match(/✅/g)).toHaveLength(2);
    await as(play, "Bob");
    expect((await play.say(`/guess ${shared}, ${bobOnly}`, /\n.*\n/)).match(/✅/g)).toHaveLength(2);
    const boggleResults = await play.say("/stop", /── Boggle ── stopped[^]*Dictionary Corner/);
    expect(boggleResults).toContain(`${shared.toUpperCase()} (shared: 0)`);
    expect(boggleResults).not.toContain("~~");
    score("Ann", bogglePoints(annOnly));
    score("Bob", bogglePoints(bobOnly));

    // Letterpress: any tiles; each word scores its length minus 3, for everyone who found it.
    await as(play, "Bob");
    await play.say("/letterpress", /Bob started a round/);
    const [big] = letterpressWords(loadDictionary("british"), String((await boardIn(store)).board.letters), 4);
    for (const name of ["Ann", "Bob"]) {
      await as(play, name);
      expect(await play.say(big, /\n/)).toMatch(/^✅ /);
    }
    await play.say("/stop", /── Letterpress ── stopped/);
    score("Ann", big.length - 3);
    score("Bob", big.length - 3);

    // Letter Boxed: a chain at par scores 10; a valid chain that leaves letters unused, nothing.
    await as(play, "Ann");
    await play.say("/letterboxed", /Ann started a round/);
    const box = (await boardIn(store)).board as unknown as { sides: string[] };
    const [chain] = solveLetterBoxed(loadDictionary("british"), box.sides, { maxWords: 2, limit: 1 }).solutions;
    expect(await play.say(chain.join(" "), /\n/)).toMatch(/^✅ /);
    await as(play, "Bob");
    expect(await play.say(`/guess ${chain[0]}`, /\n/)).toMatch(/^✅ /);
    expect(await play.say("/stop", /── Letter Boxed ── stopped[^]*Dictionary Corner/)).toMatch(/Ann: .* 10 points/);
    score("Ann", 10);

    const board = await play.say("/leaderboard", /Leaderboard[^]*Cat.*\n/);
    for (const [name, points] of totals) expect(board).toMatch(new RegExp(`\\d\\. ${name} +${points} points?,`));
    expect((await store.leaderboard("local", { period: "all", page: 0, now: Date.now() })).entries.map((e) => [e.playerName, e.points]).sort()).toEqual(
      [...totals].sort(),
    );
    expect(await play.say("/leaderboard game:conundrum period:day", /Cat/)).toMatch(/1\. Cat +10 points, 1 round, 1 win/);
    play.child.stdin.end();
    expect(await play.exited()).toBe(0);
    expect(play.out()).toMatch(/Bye\.\n$/);
    expect(play.err()).toBe("");
  });

  it("solves boards with /solve, quoted values and all", async () => {
    const play = lexicord(["play"], tempDbPath());
    await play.until(/Lexicord local play/);
    expect(await play.say("/solve letters letters:mhircoact", / 9: /)).toMatch(/^MHIRCOACT \(british\): \d+ words\n 9: chromatic\n/);
    expect(await play.say('/solve numbers numbers:"25 50 75 100 3 6" target:952', /= 952/)).toMatch(/^25 50 75 100 3 6 → 952: exact\n/);
    expect(await play.say("/solve numbers numbers:25 50 75 100 3 6 target:952", /= 952/)).toMatch(/^25 50 75 100 3 6 → 952: exact\n/);
    expect(await play.say("/solve letterboxed sides:rme wcl tgk api", /PRAGMATIC/)).toMatch(/^RME WCL TGK API /);
    expect(await play.say("/solve numbers numbers:1,2 target:0", /\n/)).toMatch(/target/);
    play.child.stdin.end();
    expect(await play.exited()).toBe(0);
  });
});

describe("lexicord play with a DATABASE_PATH that is no database", () => {
  it.each([
    ["a text file", () => { const path = tempDbPath(); writeFileSync(path, "shopping list\n"); return path; }, "that file is not a database; give a new path, or the Lexicord database."],
    ["a folder", () => dirname(tempDbPath()), "that is a folder; give the path of a database file."],
  ])("says what is wrong with %s in one line, no stack trace", async (_what, pathOf, why) => {
    const path = pathOf();
    const play = lexicord(["play"], path);
    expect(await play.exited()).toBe(1);
    expect(play.err()).toBe(`Can't open the database at DATABASE_PATH=${path}: ${why}\n`);
    expect(play.out()).toBe("");
  });
});

describe("lexicord start without a token", () => {
  it("plays locally; at the end of input it lets the round run out and prints the results", { timeout: 30_000 }, async () => {
    const path = tempDbPath();
    const play = lexicord(["start"], path);
    await play.until(/Lexicord local play/);
    await play.say("/as Ann", /Ann/);
    await play.say("/conundrum duration:10", /Time: 10 s, ends at \d\d:\d\d:\d\d/);
    const store = storeAt(path);
    const { scramble } = (await boardIn(store)).board as { scramble: string };
    await store.close();
    play.child.stdin.end(`${scramble}\n`); // the letters as dealt: a guess, but not the word
    expect(await play.exited()).toBe(0);
    expect(play.out()).toMatch(/Waiting for the Countdown conundrum round to end[^]*── Countdown conundrum ── time is up[^]*Results\n {3}Nobody scored this time\.\n {3}Ann: [^]*Dictionary Corner[^]*Bye\.\n$/);
  });

  it("leaves on Ctrl-C at once; the round carries on in the next session, even after a kill", { timeout: 30_000 }, async () => {
    const path = tempDbPath();
    const first = lexicord(["start"], path);
    await first.until(/Lexicord local play/);
    await first.say("/as Ann", /Ann/);
    await first.say("/letters picks:cvccvcvcc duration:300", /Ann started a round/);
    await first.say("/guess a", /\n/);
    first.child.kill("SIGINT");
    expect(await first.exited()).toBe(0);
    expect(first.out()).toMatch(/Bye\. The Countdown letters round carries on when you come back\.\n$/);

    const second = lexicord(["play"], path);
    await second.until(/── Countdown letters ── still running from last time/);
    second.child.kill("SIGKILL");
    await second.exited();

    const third = lexicord(["play"], path);
    await third.until(/still running from last time/);
    expect(await third.say("/stop", /Results/)).toMatch(/── Countdown letters ── stopped/);
    third.child.stdin.end();
    expect(await third.exited()).toBe(0);
  });

  it("answers odd input with one line and carries on", async () => {
    const play = lexicord(["start"], tempDbPath());
    await play.until(/Lexicord local play/);
    const odd: [string, RegExp][] = [
      ["/nope", /^Unknown command \/nope\. Type \/help for the list\.\n$/],
      ["/boggle size:9", /^Size is 4 or 5\.\n$/],
      ["/numbers large:2 speed:fast", /^\/numbers has no option "speed": it takes large, duration, opponent, level, rated\.\n$/],
      ["", /^\(An empty line/],
      ["é".repeat(100_000), /^That line is too long \(100000 characters/],
      ["🎉🎉", /^No round is running/],
      ["/as 🦊 Fox", /^You are now 🦊 Fox\.\n$/],
    ];
    for (const [line, reply] of odd) expect(await play.say(line, /\n/)).toMatch(reply);
    play.child.stdin.end();
    expect(await play.exited()).toBe(0);
  });
});
