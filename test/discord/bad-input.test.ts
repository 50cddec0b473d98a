// Bad input through Discord: huge and emoji answers by /guess, the modal and chat, options a
// stale command registration sends, and commands the bot no longer has. Each gets a short
// private answer (or a ❌), nothing crashes, and nothing is logged as our own error.

import { REST, Routes } from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { commandDefinitions } from "../../src/discord/context.ts";
import { buttonId, Harness, titleOf, TOKEN } from "../support/bot-harness.ts";

const HUGE = "a".repeat(100_000);
const TOO_LONG = "That is too long: an answer is at most 500 characters.";
const STALE = "This no longer works: it may belong to an older version of me. Try the command again.";

let h: Harness;

beforeEach(async () => {
  h = await Harness.start({ readMessages: true });
});

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

interface Definition {
  name: string;
  options?: { name: string; type: number; min_value?: number; max_value?: number }[];
}

/** Registers the commands as an older version of the bot had them: /letters' duration a string, and an option it dropped. */
async function registerOldLetters(): Promise<void> {
  const old = (commandDefinitions(COMMANDS) as Definition[]).map((command) => {
    if (command.name !== "letters") return command;
    const options = (command.options ?? []).map(({ min_value: _min, max_value: _max, ...o }) => (o.name === "duration" ? { ...o, type: 3 } : o));
    return { ...command, options: [...options, { name: "speed", description: "an option since dropped", type: 3 }] };
  });
  await new REST({ api: h.fake.apiUrl }).setToken(TOKEN).put(Routes.applicationGuildCommands(h.fake.applicationId, h.fake.guild.id), { body: old });
}

describe("huge and emoji answers", () => {
  it("are refused briefly by /guess and the modal", async () => {
    const board = await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
    expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: HUGE } }))).toBe(TOO_LONG);
    expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: "🎉" } }))).toBe('❌ 🎉: "🎉" is not a letter: use A to Z only.');

    const submit = await h.click(h.bob, board, buttonId(board, "Submit answer"));
    const modal = h.fake.submitModal({ user: h.bob, customId: String(submit.data.custom_id), fields: { answer: HUGE } });
    expect(await h.privateReply(modal)).toBe(TOO_LONG);

    const roundId = (await h.bot.engine.roundIn(h.games))?.round.id ?? 0;
    expect((await h.bot.store.answersFor(roundId)).map((a) => a.text)).toEqual(["🎉"]); // the huge ones are not stored
    expect(h.logger.errors()).toEqual([]);
  });

  it("in chat, get no reaction for an emoji and no reply at all for a wall of text", async () => {
    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
    const { letters } = (await h.bot.engine.roundIn(h.games))?.round.board as { letters: string };
    await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "answer-mode", options: { mode: "open" } }));
    const huge = h.fake.sendMessage({ user: h.bob, content: HUGE, channelId: h.games });
    const emoji = h.fake.sendMessage({ user: h.bob, content: "👍", channelId: h.games });
    const tried = h.fake.sendMessage({ user: h.bob, content: letters, channelId: h.games }); // a try at the board, if not a word
    await h.fake.waitFor((c) => c.method === "PUT" && c.path.includes(`/messages/${tried}/reactions/`));
    expect(h.fake.message(emoji)?.reactions).toEqual([]); // chat, not an answer: nothing to say
    expect(h.fake.calls.filter((c) => c.path.includes(`/messages/${emoji}`))).toEqual([]);
    expect(h.fake.message(huge)?.reactions).toEqual([]);
    expect(h.fake.calls.filter((c) => c.path.includes(`/messages/${huge}`))).toEqual([]);
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: "zz" } }))).toMatch(/^❌ zz/); // still answering
    expect(h.logger.errors()).toEqual([]);
  });
});

describe("commands from another version of the bot", () => {
  it("ignore an option the bot dropped", async () => {
    await registerOldLetters();
    const board = await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", speed: "fast" } }));
    expect(titleOf(board)).toBe("Countdown letters");
  });

  it("with an option of another type are called stale, not our failure", async () => {
    await registerOldLetters();
    expect(await h.privateReply(h.command(h.alice, "letters", { options: { duration: "60" } }))).toBe(STALE);
    expect(await h.bot.engine.roundIn(h.games)).toBeNull();
    expect(h.logger.errors()).toEqual([]);
    expect(h.logger.entries.find((e) => e.level === "warn")?.message).toMatch(/run deploy-commands/);
  });

  it("that the bot no longer has are called stale", async () => {
    expect(await h.privateReply(h.command(h.alice, "wordle", { options: { length: "5" } }))).toBe(STALE);
    expect(h.logger.errors()).toEqual([]);
  });
});
