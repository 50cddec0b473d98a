// Numbers, conundrum and Boggle rounds through Discord: large-count buttons and equations
// (on SQLite and on PostgreSQL), a race won by a chat message, and Boggle's box rule
// cancelling a word found twice.

import { GatewayIntentBits, IntentsBitField } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { numbersPoints } from "../../src/games/numbers/score.ts";
import { scoreBoggleWord } from "../../src/solvers/boggle/score.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { loadDictionary, type DictName } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { formatExpression } from "../../src/solvers/numbers/expression.ts";
import { solveNumbers } from "../../src/solvers/numbers/solve.ts";
import { textOf, type StoredMessage } from "../support/fake-discord/index.ts";
import { buttonId, buttonLabels, Harness, titleOf } from "../support/bot-harness.ts";
import { storeEngines } from "../support/postgres.ts";

let h: Harness;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

async function roundNow() {
  const view = await h.bot.engine.roundIn(h.games);
  if (!view) throw new Error("no round running");
  return view.round;
}

/** The bot's next message in the channel whose heading is `title`. */
async function posted(title: string): Promise<StoredMessage> {
  const call = await h.fake.waitFor(
    (c) => c.method === "POST" && c.path === `/channels/${h.games}/messages` && c.message !== undefined && titleOf(c.message) === title,
    5000,
    `a message titled "${title}"`,
  );
  if (!call.message) throw new Error("no message");
  return call.message;
}

describe.each(storeEngines)("a numbers round, on $name", (engine) => {
  it("is chosen with the large-count buttons, answered with equations and scored by closeness", async () => {
    h = await Harness.start({ seeds: [77], engine });
    const picking = await h.publicReply(h.command(h.alice, "numbers"));
    expect(buttonLabels(picking)).toEqual(["0 large", "1 large", "2 large", "3 large", "4 large", "Random rest"]);
    expect(picking.attachments[0]?.description).not.toMatch(/target \d/i); // the target stays hidden while picking

    const press = await h.click(h.alice, picking.id, buttonId(picking, "2 large"));
    expect(press.type).toBe(6);
    const board = (await h.edited(press.id)).message;
    expect(board && titleOf(board)).toBe("Countdown numbers");
    const round = (await roundNow());
    const { numbers, target } = round.board as { numbers: number[]; target: number };
    expect(numbers.filter((n) => n >= 25)).toHaveLength(2);
    expect(board?.attachments[0]?.description).toContain(String(target));

    const best = solveNumbers(numbers, target);
    const equation = `${formatExpression(best.solution)} = ${best.best}`;
    expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: equation } }))).toMatch(/^✅/);
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: "1000 * 1000" } }))).toMatch(/^❌/);
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: String(numbers[0]) } }))).toMatch(/^✅/);

    const results = await h.publicReply(h.command(h.alice, "stop"));
    expect(titleOf(results)).toBe("Countdown numbers: results");
    const scored = (await h.bot.store.resultsFor(round.id)).find((r) => r.playerName === "alice");
    expect(scored?.points).toBe(numbersPoints(best.distance));
    expect(textOf(results).split("\n")[1]).toBe(`🏆 <@${h.alice.id}> wins with **${formatExpression(best.solution).replaceAll("-", "−").replaceAll("*", "×").replaceAll("/", "÷")} = ${best.best}**, +${scored?.points}`);
    expect(textOf(results)).toContain("**Dictionary Corner");
  });
});

describe("a conundrum", () => {
  it("is a race won by a chat message, one guess each", async () => {
    h = await Harness.start({ readMessages: true });
    const wanted = new IntentsBitField([GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent]);
    expect(h.fake.lastIdentify?.intents).toBe(wanted.bitfield);

    const board = await h.publicReply(h.command(h.alice, "conundrum"));
    expect(textOf(board)).toContain("Type your answer in chat");
    expect(buttonLabels(board)).toEqual(["How to play"]);
    const round = (await roundNow());
    const { scramble } = round.board as { scramble: string };
    const { dict } = round.options as { dict: DictName };
    const [answer] = conundrumAnswers(loadDictionary(dict), scramble);

    const chatter = h.fake.sendMessage({ user: h.bob, content: "no idea at all", channelId: h.games });
    const talk = h.fake.sendMessage({ user: h.bob, content: "wow", channelId: h.games }); // one word, but no try at the letters
    const wrong = h.fake.sendMessage({ user: h.bob, content: scramble, channelId: h.games }); // the letters, but not a word
    await h.fake.waitFor((c) => c.method === "PUT" && c.path.includes(`/messages/${wrong}/reactions/`));
    const late = h.fake.sendMessage({ user: h.bob, content: answer, channelId: h.games });
    await h.fake.waitFor((c) => c.method === "PUT" && c.path.includes(`/messages/${late}/reactions/`));
    expect(h.fake.message(wrong)?.reactions.map((r) => r.emoji.name)).toEqual(["❌"]);
    expect(h.fake.message(late)?.reactions.map((r) => r.emoji.name)).toEqual(["❌"]); // bob had his one guess

    // Not an anagram of the letters: a typo, and the admin's guess is still theirs to make.
    expect(await h.privateReply(h.command(h.admin, "guess", { options: { answer: "abcdefghi" } }))).toMatch(/^ABCDEFGHI does not use exactly the letters .*yours is still yours to make\.$/);
    expect(await h.privateReply(h.command(h.admin, "guess", { options: { answer: scramble } }))).toMatch(/^❌.*That was your one guess\.$/);

    const win = h.fake.sendMessage({ user: h.alice, content: answer.toUpperCase(), channelId: h.games });
    const results = await posted("Countdown conundrum: results");
    expect(h.fake.message(win)?.reactions.map((r) => r.emoji.name)).toEqual(["✅"]);
    expect(h.fake.message(chatter)?.reactions).toEqual([]);
    expect(h.fake.message(talk)?.reactions).toEqual([]);
    expect(textOf(results).split("\n")[1]).toBe(`🏆 <@${h.alice.id}> wins with **${answer.toUpperCase()}**, +10`);
    expect(textOf(results)).toContain(`-# Round ${round.id} · Solved`);
    expect(results.message_reference?.message_id).toBe(board.id);
    expect((await h.bot.store.resultsFor(round.id)).find((r) => r.won)?.playerName).toBe("alice");
    expect(await h.bot.engine.roundIn(h.games)).toBeNull();
  });

  it("ignores chat when the bot does not read messages, and says so on the board", async () => {
    h = await Harness.start();
    expect(h.fake.lastIdentify?.intents).toBe(GatewayIntentBits.Guilds);
    const board = await h.publicReply(h.command(h.alice, "conundrum"));
    expect(textOf(board)).toContain("Answer with `/guess`: one guess each.");
  });
});

describe("a Boggle round", () => {
  it("cancels a word two players found, under the box rules", async () => {
    h = await Harness.start();
    const board = await h.publicReply(h.command(h.alice, "boggle", { options: { duration: 60 } }));
    expect(titleOf(board)).toBe("Boggle");
    expect(board.attachments[0]?.description).toMatch(/Boggle/);
    expect(buttonLabels(board)).toEqual(["Submit words", "My words", "How to play"]);
    const round = (await roundNow());
    const { dict } = round.options as { dict: DictName };
    const words = solveBoggle(loadDictionary(dict), round.board as { size: number; tiles: string[] }).words;
    expect(words.length).toBeGreaterThanOrEqual(3);
    const [shared, hers, his] = words;

    const aliceSays = await h.privateReply(h.command(h.alice, "guess", { options: { answer: `${shared} ${hers} xqzv` } }));
    expect(aliceSays.split("\n")).toHaveLength(3);
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: `${shared}, ${his}` } }))).not.toContain("❌");
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: his } }))).toMatch(/already found/);

    const results = await h.publicReply(h.command(h.alice, "stop"));
    expect(textOf(results)).toContain(`${hers.toUpperCase()} (${scoreBoggleWord(hers)}) · 1 cancelled`);
    const points = Object.fromEntries((await h.bot.store.resultsFor(round.id)).map((r) => [r.playerName, r.points]));
    expect(points).toEqual({ alice: scoreBoggleWord(hers), bob: scoreBoggleWord(his) });
  });
});

describe("open mode", () => {
  it("takes chat messages as answers in every game, reacting ✅ or ❌, and leaves chatter alone", async () => {
    h = await Harness.start({ readMessages: true, seeds: [5] });
    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
    const { letters } = (await roundNow()).board as { letters: string };
    const [word] = wordsFromLetters(loadDictionary("british"), letters);

    const ignored = h.fake.sendMessage({ user: h.bob, content: word, channelId: h.games });
    // Chat is judged as it arrives, by the mode then: let it arrive before the mode changes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await h.settle();
    await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "answer-mode", options: { mode: "open" } }));
    expect(h.fake.message(ignored)?.reactions).toEqual([]); // default mode: chat is only chat

    const noise = "lol nice one";
    expect([...noise.replaceAll(" ", "")].some((ch) => !letters.includes(ch))).toBe(true); // so it is no try at this board
    const chatter = h.fake.sendMessage({ user: h.alice, content: noise, channelId: h.games });
    const good = h.fake.sendMessage({ user: h.bob, content: word, channelId: h.games });
    const bad = h.fake.sendMessage({ user: h.alice, content: [...letters].reverse().join("").slice(0, 5), channelId: h.games });
    await h.fake.waitFor((c) => c.method === "PUT" && c.path.includes(`/messages/${bad}/reactions/`));
    await h.fake.waitFor((c) => c.method === "PUT" && c.path.includes(`/messages/${good}/reactions/`));
    expect(h.fake.message(good)?.reactions.map((r) => r.emoji.name)).toEqual(["✅"]);
    expect(h.fake.message(bad)?.reactions.map((r) => r.emoji.name)).toEqual(["❌"]);
    expect(h.fake.message(chatter)?.reactions).toEqual([]);
    expect((await h.bot.store.answersFor((await roundNow()).id)).map((a) => [a.playerName, a.ok])).toEqual([
      ["bob", true],
      ["alice", false],
    ]);
  });
});

describe("a Letterpress round", () => {
  it("shows its 25 tiles as a picture with its alt text, and takes words by /guess", async () => {
    h = await Harness.start();
    const board = await h.publicReply(h.command(h.alice, "letterpress", { subcommand: "round" }));
    expect(titleOf(board)).toBe("Letterpress");
    const { letters } = (await roundNow()).board as { letters: string };
    expect(board.attachments[0]?.description).toMatch(/Letterpress/);
    expect(board.attachments[0]?.description).toContain(letters[0].toUpperCase());
    const reply = await h.privateReply(h.command(h.bob, "guess", { options: { answer: "zzzz" } }));
    expect(reply).toMatch(/^❌ zzzz/);
  });
});

describe("a Letter Boxed round", () => {
  it("shows the square as a picture whose alt text names the sides", async () => {
    h = await Harness.start();
    const board = await h.publicReply(h.command(h.alice, "letterboxed"));
    expect(titleOf(board)).toBe("Letter Boxed");
    const { sides } = (await roundNow()).board as { sides: string[] };
    expect(board.attachments[0]?.description).toContain(sides[0][0].toUpperCase());
    expect(buttonLabels(board)).toEqual(["Submit answer", "How to play"]);
  });
});
