// A round's buttons as players meet them: How to play and My words while it runs, the board
// saying Hurry and then Finished, and Play again under the results.

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { scoreBoggleWord } from "../../src/solvers/boggle/score.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { letterpressWords } from "../../src/solvers/letterpress.ts";
import { letterpressPoints } from "../../src/games/letterpress/index.ts";
import { loadDictionary, type DictName } from "../../src/solvers/dictionary/index.ts";
import { buttonId, buttonLabels, Harness, titleOf } from "../support/bot-harness.ts";
import { textOf, type StoredMessage } from "../support/fake-discord/index.ts";

const EPHEMERAL = 64;

let h: Harness;
let clock: ManualClock;

beforeEach(async () => {
  clock = manualClock(Date.now());
  h = await Harness.start({ clock, seeds: [3, 4] });
});

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

/** What a button told its presser, privately. */
async function pressPrivately(user: typeof h.alice, message: StoredMessage, label: string): Promise<string> {
  const press = await h.click(user, message.id, buttonId(h.current(message), label));
  expect(press.type).toBe(4);
  expect((press.data.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
  return press.data.content ?? "";
}

describe("a Boggle round's buttons", () => {
  it("How to play and My words answer privately; the board says Hurry, then Finished", async () => {
    const board = await h.publicReply(h.command(h.alice, "boggle", { options: { size: 5, duration: 60 } }));
    await h.settle();
    expect(await pressPrivately(h.bob, board, "How to play")).toMatch(/^\*\*Boggle\.\*\* .+\nSend words with `\/guess`/);
    expect(await pressPrivately(h.bob, board, "My words")).toBe("You haven't found a word yet: send some with `/guess` or **Submit words**.");

    const round = (await h.bot.engine.roundIn(h.games))?.round;
    const { dict } = round?.options as { dict: DictName };
    const [first, second] = solveBoggle(loadDictionary(dict), round?.board as { size: number; tiles: string[] }).words;
    const verdict = await h.privateReply(h.command(h.alice, "guess", { options: { answer: `${first} ${second}` } }));
    expect(verdict.split("\n")[0]).toBe(`✅ ${first.toUpperCase()} — ${scoreBoggleWord(first)} points if nobody else finds it.`);
    const total = scoreBoggleWord(first) + scoreBoggleWord(second);
    expect(await pressPrivately(h.alice, board, "My words")).toBe(
      `Your words — ${total} points: ${first.toUpperCase()} (${scoreBoggleWord(first)}), ${second.toUpperCase()} (${scoreBoggleWord(second)})\n**${total} points** if nobody else finds them.`,
    );

    clock.advance(51_000); // ten seconds left: the board says so, and no message is posted
    await h.settle();
    expect(textOf(h.current(board))).toMatch(/⏳ \*\*Hurry: ends <t:\d+:R>!\*\*/);
    expect(h.fake.messages(h.games).map((m) => m.id)).toEqual([board.id]);

    clock.advance(10_000);
    await h.settle();
    expect(textOf(h.current(board))).toContain("**Finished — results below.**");
    expect(buttonLabels(h.current(board))).toEqual([]);
    const results = h.fake.messages(h.games).at(-1);
    expect(results && titleOf(results)).toBe("Boggle: results");
    expect(results && textOf(results).split("\n")[1]).toBe(`🏆 <@${h.alice.id}> wins with **2 words**, +${total}`);
  });
});

describe("a two-player Boggle 5x5's results", () => {
  it("fit a phone: a line a player with the best words that scored, and no place in the server for 0 points", async () => {
    const cat = h.fake.addUser("cat");
    const board = await h.publicReply(h.command(h.alice, "boggle", { options: { size: 5 } }));
    await h.settle();
    const round = (await h.bot.engine.roundIn(h.games))?.round;
    const { dict } = round?.options as { dict: DictName };
    const words = solveBoggle(loadDictionary(dict), round?.board as { size: number; tiles: string[] }).words.filter((w) => w.length >= 4);
    const [alices, bobs, cats] = [words.slice(0, 30), words.slice(20, 45), words.slice(20, 25)];
    for (const [player, theirs] of [[h.alice, alices], [h.bob, bobs], [cat, cats]] as const) {
      await h.privateReply(h.command(player, "guess", { options: { answer: theirs.join(" ") } }));
    }
    const results = await h.publicReply(h.command(h.alice, "stop"));
    expect(board.id).not.toBe(results.id);

    // Alice keeps words 0–19 and Bob 30–44 (20–29 are shared with someone): each line lists the three longest.
    const best = (theirs: string[], kept: number) => {
      const scoring = theirs.filter((w) => !words.slice(20, 30).includes(w)).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
      const total = scoring.reduce((sum, w) => sum + scoreBoggleWord(w), 0);
      const listed = scoring.slice(0, 3).map((w) => `${w.toUpperCase()} (${scoreBoggleWord(w)})`).join(", ");
      return { total, text: `${total} points: ${listed} and ${kept - 3} more` };
    };
    const [alice, bob] = [best(alices, 20), best(bobs, 15)];
    const [first, second] = alice.total >= bob.total ? [h.alice, h.bob] : [h.bob, h.alice];
    const lines = textOf(results).split("\n");
    expect(lines.filter((line) => line.includes("<@"))).toEqual([
      `🏆 <@${first.id}> wins with **${first === h.alice ? 20 : 15} words**, +${Math.max(alice.total, bob.total)}`,
      `🥇 <@${first.id}> (#1 in the server) — ${(first === h.alice ? alice : bob).text} · 10 cancelled`,
      `🥈 <@${second.id}> (#2 in the server) — ${(first === h.alice ? bob : alice).text} · ${first === h.alice ? 5 + 5 : 10} cancelled`,
      `<@${cat.id}> — 0 points · 5 cancelled`,
    ]);
    // Title, winner, three players, Dictionary Corner (the board, its longest words, what nobody found), round:
    // about one phone screen, where every word found took two and a half.
    expect(lines.length).toBeLessThanOrEqual(17);
    expect(textOf(results).length).toBeLessThanOrEqual(1000); // all the words found made it 1,400 and more
  });
});

describe("How to play in Countdown rounds", () => {
  it("says that only the longest word, or the closest answer, scores", async () => {
    const letters = await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
    expect(await pressPrivately(h.bob, letters, "How to play")).toMatch(/^\*\*Countdown letters\.\*\* .*Only the longest word\(s\) sent score: .*shorter words score 0\./);
    await h.publicReply(h.command(h.alice, "stop"));

    const picking = await h.publicReply(h.command(h.alice, "numbers"));
    const press = await h.click(h.alice, picking.id, buttonId(picking, "2 large"));
    const numbers = (await h.edited(press.id)).message!;
    expect(await pressPrivately(h.bob, numbers, "How to play")).toMatch(/^\*\*Countdown numbers\.\*\* .*Only the answer\(s\) closest to the target score: exact 10/);
  });
});

describe("a Letterpress round's My words", () => {
  it("gives the points so far, never promising them only if nobody else finds the words (Letterpress cancels nothing)", async () => {
    const board = await h.publicReply(h.command(h.alice, "letterpress", { subcommand: "round" }));
    await h.settle();
    const round = (await h.bot.engine.roundIn(h.games))?.round;
    const { letters } = round?.board as { letters: string };
    const { dict } = round?.options as { dict: DictName };
    const [first, second] = letterpressWords(loadDictionary(dict), letters, 4).filter((w) => w.length >= 5);
    await h.privateReply(h.command(h.alice, "guess", { options: { answer: `${first} ${second}` } }));
    await h.privateReply(h.command(h.bob, "guess", { options: { answer: first } }));
    const total = letterpressPoints(first) + letterpressPoints(second);
    const mine = await pressPrivately(h.alice, board, "My words");
    expect(mine.split("\n").at(-1)).toBe(`**${total} points** so far.`);

    const results = await h.publicReply(h.command(h.alice, "stop"));
    expect(textOf(results)).toContain(`<@${h.alice.id}> wins with **2 words**, +${total}`);
  });
});

describe("Play again", () => {
  it("starts the same game with the same options, by whoever presses it", async () => {
    await h.publicReply(h.command(h.alice, "boggle", { options: { size: 5, duration: 45 } }));
    const first = (await h.bot.engine.roundIn(h.games))?.round;
    const results = await h.publicReply(h.command(h.alice, "stop"));
    expect(textOf(results).split("\n")[1]).toBe("Nobody answered.");
    expect(buttonLabels(results)).toEqual(["Play again"]);

    const press = await h.click(h.bob, results.id, buttonId(results, "Play again"));
    expect(press.type).toBe(5); // a public "thinking…" that the new board replaces
    const board = (await h.edited(press.id)).message;
    expect(board && titleOf(board)).toBe("Boggle");
    const again = (await h.bot.engine.roundIn(h.games))?.round;
    expect(again?.id).not.toBe(first?.id);
    expect(again?.startedBy).toBe(h.bob.id);
    expect(again?.options).toEqual(first?.options);
    expect(again?.board).not.toEqual(first?.board); // a new deal

    // While it runs, pressing Play again again is refused like any second round.
    const busy = await h.click(h.alice, results.id, buttonId(results, "Play again"));
    expect(busy.type).toBe(4);
    expect(busy.data.content).toMatch(/^A Boggle round is already running in this channel/);
  });
});
