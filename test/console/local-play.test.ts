// Local play in-process, over streams, with toy rules and a manual clock: commands, hot-seat
// answers, picking, timers, the end of input, and lines that must not break it.

import { describe, expect, it } from "vitest";
import { tempDbPath } from "../store/temp-store.ts";
import { TOY_RULES } from "../games/engine-fakes.ts";
import { terminal } from "./terminal.ts";

const toyTable = () => terminal(tempDbPath(), { rules: TOY_RULES });

describe("local play", () => {
  it("greets, lists the commands and refuses what it cannot read, one line each", async () => {
    const t = toyTable();
    await t.until(/Lexicord local play\. You are Ann/);
    const help = await t.say("/help", /answer to the round in play\.\n/);
    expect(help).toMatch(/\/letters \[picks:cvccvcvcc\]/);
    expect(help).toMatch(/\/leaderboard/);
    expect(help.split("\n").filter((line) => [...line].length > 80)).toEqual([]); // fits an 80-column terminal
    const refusals: [string, RegExp][] = [
      ["/frobnicate now", /^Unknown command \/frobnicate\. Type \/help for the list\.\n$/],
      ["/leters", /^Unknown command \/leters\. Did you mean \/letters\? Type \/help for the list\.\n$/],
      ["/boggel size:5", /^Unknown command \/boggel\. Did you mean \/boggle\? Type \/help for the list\.\n$/],
      ["/letters colour:red", /^\/letters has no option "colour": it takes picks, duration, dictionary, opponent, level, rated\.\n$/],
      ["/letters dictonary:american", /^\/letters has no option "dictonary": .* Did you mean dictionary:\?\n$/],
      ["/boggle opponent:computer", /^\/boggle has no option "opponent": it takes size, duration, dictionary, min_words, rated\.\n$/],
      ["/letters opponent:robot", /^The only opponent is opponent:computer\.\n$/],
      ["/numbers level:godlike", /^Level is one of easy, medium, hard, perfect\.\n$/],
      ["/letters dict:common dictionary:british", /^Give the dictionary once: dictionary: \(or dict:\)\.\n$/],
      ["/countdown foo", /^\/countdown takes start \(or nothing\) then options as name:value, or stop; not "foo"\.\n$/],
      ["/countdown stpo", /^\/countdown takes start .*; not "stpo"\. Did you mean \/countdown stop\?\n$/],
      ["/letters cvccvcvcc", /^\/letters takes options as name:value, not "cvccvcvcc"\.\n$/],
      ['/solve letters letters:"mhi', /^A quote is not closed: add " at the end\.\n$/],
      ["", /^\(An empty line: type an answer, or \/help\.\)\n$/],
      ["x".repeat(100_000), /^That line is too long \(100000 characters; at most 2000\)\. It was ignored\.\n$/],
      ["🙂", /^No round is running here\. Start one with \/letters, \/numbers, \/conundrum, \/boggle, \/letterpress or \/letterboxed \(\/help\)\.\n$/],
      ["/😀", /^"\/😀" is not a command\./],
      ["/stop please", /^\/stop takes nothing after it\.\n$/],
      ["/stop", /^No round is running here\.\n$/],
      ["/leaderboard period:fortnight", /^Period is one of all, month, week, day\.\n$/],
      ["/as " + "z".repeat(40), /^A name is at most 32 characters\.\n$/],
      ["/as \u200b", /^Give a name, e.g\. \/as Ann\.\n$/],
      ["/as Ann\u0007", /^A name cannot hold control characters\.\n$/],
    ];
    for (const [line, reply] of refusals) expect(await t.say(line, /\n/)).toMatch(reply);
  });

  it("plays a hot-seat round to its results, leaderboard and stats", async () => {
    const t = toyTable();
    await t.until(/You are Ann/);
    expect(await t.say("/letters picks:crate", /ends at/)).toMatch(/── Toy letters ── Ann started a round\n {3}CRATE\n/);
    expect(await t.say("trace", /\n/)).toBe("✅ TRACE is in\n");
    await t.say("/as Bob", /You are now Bob\./);
    expect(await t.say("/guess react", /\n/)).toBe("✅ REACT is in\n");
    await t.say("/as Cat", /Cat/);
    expect(await t.say("nonword", /\n/)).toBe("❌ nonword: not a word.\n");
    await t.say("/guess cat", /CAT/);
    expect(await t.say("\u001b[2Jcat\u0000", /\n/)).toBe("❌ ␛[2Jcat␀: not a word. Your CAT still counts.\n");
    await t.say("/letters", /already running/);
    const results = await t.say("/stop", /Corner\n {3}TRACE, CRATE, REACT\n/);
    expect(results).toContain(
      "── Toy letters ── stopped\n   CRATE\nResults\n   🏆 A tie: Ann (TRACE) and Bob (REACT), +5 each\n   🥇 Ann: TRACE (5) — 5 points\n   🥇 Bob: REACT (5) — 5 points\n   Cat: CAT (3) — 0 points\n",
    );
    const board = await t.say("/leaderboard game:letters", /Cat/);
    expect(board).toMatch(/Leaderboard: letters, all time \(page 1 of 1\)\n {2}1\. Ann  5 points, 1 round, 1 win\n {2}1\. Bob  5 points.*\n {2}3\. Cat  0 points/);
    expect(await t.say("/leaderboard game:boggle period:week", /\n.*\n/)).toMatch(/Nobody has scored yet/);
    const stats = await t.say('/stats player:"bob"', /streak/);
    expect(stats).toMatch(/^bob: 5 points from 1 round, 1 win\n {3}letters: 5 points/);
    expect(stats).toContain("\n   best words: REACT (5)\n"); // as text: local play draws no chart
    expect(stats).not.toContain("ratings:"); // an unrated round moves no rating
    expect(await t.say("/stats Dan", /\n/)).toBe("Dan hasn't played a round here yet.\n");
  });

  it("rates a round started rated:true, as in Discord: /stats shows each player's rating with ? while provisional", async () => {
    const t = toyTable();
    await t.until(/You are Ann/);
    expect(await t.say("/letters picks:crate rated:maybe", /\n/)).toBe("rated: is true or false.\n");
    await t.say("/letters picks:crate rated:true", /ends at/);
    await t.say("trace", /TRACE is in/);
    await t.say("/as Bob", /Bob/);
    await t.say("cat", /CAT is in/);
    await t.say("/stop", /Corner/);
    const ann = await t.say("/stats Ann", /ratings:\n.*\n/);
    const bob = await t.say("/stats Bob", /ratings:\n.*\n/);
    const rating = (text: string) => Number(/\n {3}ratings:\n {6}Letters rounds: (\d+)\? \(1 rated game\)\n$/.exec(text)?.[1]);
    expect(rating(ann)).toBeGreaterThan(1500);
    expect(rating(bob)).toBeLessThan(1500);
  });

  it("lets only the starter pick, shows the board as it grows, and starts when complete", async () => {
    const t = toyTable();
    await t.until(/You are Ann/);
    expect(await t.say("/letters", /fill in the rest/)).toMatch(
      /Ann is choosing the board\n {3}_____\nAnn picks by typing a key alone \(or \/pick it\): a · e · t · r \(Random rest\)\nNo pick within 10 s \(by \d\d:\d\d:\d\d\) and I fill in the rest\.\n/,
    );
    expect(await t.say("/config", /open mode/)).toMatch(/^Local play has no server settings: give each round its options/);
    await t.say("/as Bob", /Bob/);
    expect(await t.say("/pick a", /\n/)).toBe("Only Ann picks the letters for this round.\n");
    expect(await t.say("cat", /\n/)).toBe("The letters are still being picked: answer once the round starts.\n");
    await t.say("/as Ann", /Ann/);
    expect(await t.say("/pick A", /\(or \/pick it\):/)).toMatch(/ {3}A____\nAnn picks by typing a key alone \(or \/pick it\): \(a: not now\) · e · t · r/);
    // A key alone picks, as /pick does; a word that is no key is no pick.
    await t.say("e", /AE___/);
    expect(await t.say("eat", /\n/)).toBe("The letters are still being picked: answer once the round starts.\n");
    await t.say("T", /AET__/);
    await t.say("/pick t", /AETT_/);
    const picked = await t.say("t", /ends at/);
    expect(picked).toMatch(/Ann started a round\n {3}AETTT\n/);
    expect(picked).not.toContain("filled in");
  });

  it("fills in the rest at the starter's word, and says so on the board and in the results", async () => {
    const t = toyTable();
    await t.until(/You are Ann/);
    await t.say("/letters", /fill in the rest/);
    await t.say("/pick e", /E____/);
    expect(await t.say("/pick random", /ends at/)).toMatch(/Ann started a round\n {3}ECRAT\nThe bot filled in the rest of the board\.\n/);
    expect(await t.say("/stop", /Results/)).toMatch(/── Toy letters ── stopped\n {3}ECRAT\nThe bot filled in the rest of the board\.\nResults/);
  });

  it("warns ten seconds before the end, and at the end of input plays the round out before leaving", async () => {
    const t = toyTable();
    await t.until(/You are Ann/);
    await t.say("/conundrum duration:30", /Time: 30 s/);
    await t.say("chromite", /That was your one guess/);
    t.clock.advance(20_000);
    await t.until(/⏳ 10 seconds left \(Toy conundrum ends at \d\d:\d\d:\d\d\)\./);
    t.end();
    await t.until(/Waiting for the Toy conundrum round to end \(at \d\d:\d\d:\d\d\)…\n$/);
    t.clock.advance(10_000);
    await t.done;
    expect(t.text()).toMatch(/── Toy conundrum ── time is up\n {3}TACMORICH\nResults\n {3}Nobody answered\.\nAnswer\n {3}CHROMATIC\nBye\.\n$/);
  });

  it("leaves at once on /quit, playing no line typed after it; the round carries on next time", async () => {
    const path = tempDbPath();
    const t = terminal(path, { rules: TOY_RULES });
    await t.until(/You are Ann/);
    await t.say("/letters picks:crate duration:60", /ends at/);
    t.type("/quit", "/stop", "trace");
    await t.done;
    expect(t.text()).toMatch(/ends at \d\d:\d\d:\d\d\. \/stop ends it now\.\nBye\. The Toy letters round carries on when you come back\.\n$/);
  });

  it("refuses to solve the board of the round in play, and solves others through the solve registry", async () => {
    const t = toyTable();
    await t.until(/You are Ann/);
    await t.say("/letters picks:crate", /ends at/);
    expect(await t.say("/solve letters letters:crate", /\n/)).toMatch(/^No peeking: that is the board of the round being played here\./);
    expect(await t.say("/solve conundrum etarc", /\n/)).toMatch(/^No peeking/);
    expect(await t.say("/solve conundrum tacmorich", /\n/)).toBe("TACMORICH (british) → CHROMATIC\n");
    expect(await t.say("/solve chess", /\n/)).toMatch(/^Solve which game\? letters, /);
    expect(await t.say("/solve conundrum letters:tacmorich colour:red", /\n/)).toBe('/solve conundrum has no option "colour": it takes letters, dictionary.\n');
    expect(await t.say("/solve conundrum tacmorich dictionary:scrabble", /\n/)).toBe("TACMORICH (scrabble) → CHROMATIC\n");
    expect(await t.say("/solve conundrum tacmorich dict:scrabble", /\n/)).toBe("TACMORICH (scrabble) → CHROMATIC\n");
    expect(await t.say("/solve numbers numbers:25 50", /\n/)).toBe("Missing target: the number to reach, e.g. 952.\n");
    await t.say("/stop", /Results/);
    expect(await t.say("/solve letters letters:mhircoact", / 9: /)).toMatch(/^MHIRCOACT \(british\): \d+ words\n 9: chromatic\n/);
  });

  it("rules on words, as /words does in Discord", async () => {
    const t = toyTable();
    await t.until(/You are Ann/);
    expect(await t.say("/words list", /\n/)).toMatch(/^No rulings/);
    expect(await t.say("/words allow soz", /\n/)).toMatch(/^SOZ now counts in every game/);
    expect(await t.say("/words deny word:tes", /\n/)).toMatch(/^TES no longer counts/);
    expect(await t.say("/words list", /TES\n/)).toBe("Allowed (1):\nSOZ\nDenied (1):\nTES\n");
    expect(await t.say("/words frob", /\n/)).toBe("/words allow <word>, /words deny <word>, /words lift <word> or /words list.\n");
  });

  it("refuses to start a Countdown game while a round runs here, so /stop still stops that round", async () => {
    const t = terminal(tempDbPath());
    await t.until(/You are Ann/);
    await t.say("/letters", /choosing the board/);
    for (const line of ["/countdown", "/countdown start format:short"]) {
      expect(await t.say(line, /\n/)).toBe("A Countdown letters round is running here: wait for it to end, or /stop it, then start the game.\n");
    }
    expect(await t.say("/stop", /cancelled/)).toContain("Stopped by Ann before the board was complete.");
    expect(await t.say("/countdown", /Countdown, a short game/)).toContain("Ann, Computer");
    await t.say("/countdown stop", /The game was stopped\./);
  });

  it("defines a word, as /define does in Discord", async () => {
    const t = toyTable();
    await t.until(/You are Ann/);
    expect(await t.say("/define cities", /\n/)).toBe("CITIES (city), noun: a large and densely populated urban area\n");
    expect(await t.say("/define word:chariot", /\n/)).toBe("CHARIOT, noun: a light four-wheel horse-drawn ceremonial carriage\n");
  });
});
