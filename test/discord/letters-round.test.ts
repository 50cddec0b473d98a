// A full letters round through Discord: the starter picks with buttons (others may not),
// two players answer by /guess and by the modal, /stop scores it and the results show.

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lettersPoints } from "../../src/games/letters/index.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import type { StoredMessage } from "../support/fake-discord/index.ts";
import { buttonId, Harness, isDisabled } from "../support/bot-harness.ts";

const EPHEMERAL = 64;

let h: Harness;

beforeEach(async () => {
  h = await Harness.start({ seeds: [20240611] });
});

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

function current(message: StoredMessage): StoredMessage {
  const now = h.fake.message(message.id);
  if (!now) throw new Error("message gone");
  return now;
}

/** The starter presses a pile's button and the board message is updated. */
async function pick(board: StoredMessage, pile: "Vowel" | "Consonant"): Promise<void> {
  const press = await h.click(h.alice, board.id, buttonId(current(board), pile));
  expect(press.type).toBe(6);
  await h.edited(press.id);
}

describe("a letters round", () => {
  it("is picked with buttons, answered by /guess and the modal, and scored by /stop", async () => {
    const board = await h.publicReply(h.command(h.alice, "letters"));
    expect(board.embeds[0]?.title).toBe("Countdown letters: choosing the board");
    expect(board.attachments[0]).toMatchObject({ filename: "board.png", description: "Countdown letters board, 9 empty slots." });

    const notYours = await h.click(h.bob, board.id, buttonId(board, "Vowel"));
    expect(notYours.type).toBe(4);
    expect((notYours.data.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
    expect(notYours.data.content).toMatch(/^Not yours: only alice picks/);

    for (let i = 0; i < 5; i++) await pick(board, "Vowel");
    expect(isDisabled(current(board), "Vowel")).toBe(true); // a sixth vowel would leave no room for 4 consonants
    expect(() => h.fake.clickButton({ user: h.alice, message: board.id, customId: buttonId(current(board), "Vowel") })).toThrow(/disabled/);
    for (let i = 0; i < 4; i++) await pick(board, "Consonant");

    const running = current(board);
    expect(running.embeds[0]?.title).toBe("Countdown letters");
    expect(running.embeds[0]?.description).toMatch(/\*\*Ends <t:\d+:R>\*\*/);
    expect(running.embeds[0]?.footer?.text).toMatch(/^Round \d+$/);
    expect(running.attachments).toHaveLength(1);
    expect(running.attachments[0]?.description).toMatch(/^Countdown letters: ([A-Z], ){8}[A-Z]\.$/);
    expect(running.components[0]?.components?.[0]?.label).toBe("Submit answer");

    const round = h.bot.engine.roundIn(h.games)?.round;
    const letters = (round?.board as { letters: string }).letters;
    expect(letters).toHaveLength(9);
    const words = wordsFromLetters(loadDictionary("british"), letters);
    const best = words[0];
    const shorter = words.find((w) => w.length < best.length) ?? "";
    expect(shorter).not.toBe("");

    expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: best } }))).toContain(best.toUpperCase());
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: "qqqq" } }))).toMatch(/^❌ qqqq:/);

    const submit = await h.click(h.bob, running.id, buttonId(running, "Submit answer"));
    expect(submit).toMatchObject({ type: 9, data: { custom_id: `guess:${round?.id}` } });
    const modal = h.fake.submitModal({ user: h.bob, customId: `guess:${round?.id}`, fields: { answer: shorter } });
    expect(await h.privateReply(modal)).toContain(shorter.toUpperCase());

    const results = await h.publicReply(h.command(h.alice, "stop"));
    const embed = results.embeds[0];
    expect(embed?.title).toBe("Countdown letters: results");
    const lines = embed?.description?.split("\n") ?? [];
    expect(lines[0]).toContain(`alice: ${best.toUpperCase()} (${best.length})`);
    expect(lines[0]).toContain(String(lettersPoints(best.length)));
    expect(lines[1]).toContain(`bob: ${shorter.toUpperCase()} (${shorter.length})`);
    expect(embed?.fields?.[0]?.name).toMatch(/^Dictionary Corner/);
    expect(embed?.fields?.[0]?.value).toContain(best.toUpperCase());
    expect(embed?.footer?.text).toBe(`Round ${round?.id} · Stopped early`);
    expect(current(board).components).toEqual([]); // the Submit button is gone
    expect(h.bot.store.resultsFor(round?.id ?? 0).map((r) => [r.playerName, r.points])).toEqual([
      ["alice", lettersPoints(best.length)],
      ["bob", 0],
    ]);
    expect(h.logger.errors()).toEqual([]);
  });

  it("stopped while picking, its picking message no longer says someone is choosing", async () => {
    const picking = await h.publicReply(h.command(h.alice, "letters"));
    await pick(picking, "Vowel");
    const stopped = await h.publicReply(h.command(h.alice, "stop"));
    expect(stopped.embeds[0]?.title).toBe("Countdown letters: round cancelled");
    await h.settle();
    const closed = current(picking);
    expect(closed.components).toEqual([]);
    expect(closed.embeds[0]?.title).toBe("Countdown letters: board not completed");
    expect(closed.embeds[0]?.description).not.toMatch(/is choosing|fill in the rest/);
    expect(closed.attachments).toHaveLength(1); // the half-drawn board stays, with its alt text
    expect(closed.attachments[0]?.description).toMatch(/^Countdown letters, 1 of 9 drawn/);
  });

  it("deals from picks given with the command and refuses bad input privately", async () => {
    expect(await h.privateReply(h.command(h.alice, "letters", { options: { picks: "vvvvvvvvv" } }))).toMatch(/at least 3 vowels and 4 consonants/);
    expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: "word" } }))).toMatch(/No round/);
    expect(await h.privateReply(h.command(h.alice, "stop"))).toBe(
      "No round is running here. Start one with `/letters`, `/numbers`, `/conundrum`, `/boggle`, `/letterpress` or `/letterboxed`.",
    );

    const board = await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvcvcvccv", duration: 60 } }));
    expect(board.embeds[0]?.title).toBe("Countdown letters");
    expect(board.components[0]?.components?.[0]?.label).toBe("Submit answer");
    expect(await h.privateReply(h.command(h.bob, "letters"))).toMatch(/^A Countdown letters round is already running in this channel/);
    expect(await h.privateReply(h.command(h.bob, "stop"))).toMatch(/^Only alice or someone with Manage Server can stop this round\.$/);

    const stopped = await h.publicReply(h.command(h.admin, "stop"));
    expect(stopped.embeds[0]?.description).toBe("Nobody answered.");
  });
});
