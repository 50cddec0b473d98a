// A full letters round through Discord: the starter picks with buttons (others may not),
// two players answer by /guess and by the modal, /stop scores it and the results show.

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dealCompleteBoard } from "../../src/games/dealer.ts";
import { lettersPoints, lettersRules } from "../../src/games/letters/index.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { COMPONENTS_V2, textOf, type StoredMessage } from "../support/fake-discord/index.ts";
import { buttonId, buttonLabels, galleryAlts, Harness, isDisabled, titleOf } from "../support/bot-harness.ts";

const EPHEMERAL = 64;

let h: Harness;

beforeEach(async () => {
  h = await Harness.start({ seeds: [20240611] });
});

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

/** The starter presses a pile's button and the board message is updated. */
async function pick(board: StoredMessage, pile: "Vowel" | "Consonant"): Promise<void> {
  const press = await h.click(h.alice, board.id, buttonId(h.current(board), pile));
  expect(press.type).toBe(6);
  await h.edited(press.id);
}

describe("a letters round", () => {
  it("is picked with buttons, answered by /guess and the modal, and scored by /stop", async () => {
    const board = await h.publicReply(h.command(h.alice, "letters"));
    expect(titleOf(board)).toBe("Countdown letters: choosing the board");
    expect(board.flags & COMPONENTS_V2).toBe(COMPONENTS_V2);
    expect(board.attachments[0]).toMatchObject({ filename: "board.png", description: "Countdown letters board, 9 empty slots." });
    expect(galleryAlts(board)).toEqual(["Countdown letters board, 9 empty slots."]);
    const fillsIn = Number(/If no pick comes <t:(\d+):R>, I fill in the rest\./.exec(textOf(board))?.[1]);
    expect(fillsIn * 1000).toBeGreaterThan(Date.now()); // the pick timer, as a relative timestamp
    expect(fillsIn * 1000).toBeLessThanOrEqual(Date.now() + 10_000);

    const notYours = await h.click(h.bob, board.id, buttonId(board, "Vowel"));
    expect(notYours.type).toBe(4);
    expect((notYours.data.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
    expect(notYours.data.content).toMatch(/^Not yours: only alice picks/);

    for (let i = 0; i < 5; i++) await pick(board, "Vowel");
    // A sixth vowel would leave no room for 4 consonants: the button is disabled and says why.
    const closed = "Vowel: the board needs 4 more consonants";
    expect(isDisabled(h.current(board), closed)).toBe(true);
    expect(() => h.fake.clickButton({ user: h.alice, message: board.id, customId: buttonId(h.current(board), closed) })).toThrow(/disabled/);
    for (let i = 0; i < 4; i++) await pick(board, "Consonant");

    const running = h.current(board);
    expect(titleOf(running)).toBe("Countdown letters");
    expect(textOf(running)).toMatch(/\*\*Ends <t:\d+:R>\*\*/);
    expect(textOf(running)).toMatch(/^-# Round \d+$/m);
    expect(textOf(running)).not.toContain("```"); // the image shows the board: no code block repeats it
    expect(textOf(running)).not.toContain("longest word"); // the rules sit behind How to play
    expect(running.attachments).toHaveLength(1);
    expect(running.attachments[0]?.description).toMatch(/^Countdown letters: ([A-Z], ){8}[A-Z]\.$/);
    expect(galleryAlts(running)).toEqual([running.attachments[0]?.description]);
    expect(buttonLabels(running)).toEqual(["Submit answer", "How to play"]);

    const round = (await h.bot.engine.roundIn(h.games))?.round;
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
    expect(titleOf(results)).toBe("Countdown letters: results");
    const lines = textOf(results).split("\n");
    const points = lettersPoints(best.length);
    expect(lines[1]).toBe(`🏆 <@${h.alice.id}> wins with **${best.toUpperCase()}**, +${points}`);
    expect(lines[2]).toBe(`🥇 <@${h.alice.id}> (#1 in the server): ${best.toUpperCase()} (${best.length}) — ${points} points`);
    expect(lines[3]).toBe(`<@${h.bob.id}>: ${shorter.toUpperCase()} (${shorter.length}) — 0 points`); // no medal, nor place in the server, for 0
    expect(lines).toContain(`-# Round ${round?.id} · Stopped early`);
    expect(textOf(results)).toMatch(/\*\*Dictionary Corner[^*]*\*\*\n.*/);
    expect(textOf(results).split("**Dictionary Corner")[1]).toContain(best.toUpperCase());
    expect(results.mentions).toEqual([]); // names are mentions that never ping
    expect(buttonLabels(results)).toEqual(["Play again"]);
    await h.settle();
    expect(textOf(h.current(board))).toContain("Finished — results below.");
    expect(buttonLabels(h.current(board))).toEqual([]); // the Submit button is gone
    expect((await h.bot.store.resultsFor(round?.id ?? 0)).map((r) => [r.playerName, r.points])).toEqual([
      ["alice", lettersPoints(best.length)],
      ["bob", 0],
    ]);
    expect(h.logger.errors()).toEqual([]);
  });

  it("stopped while picking, its picking message no longer says someone is choosing", async () => {
    const picking = await h.publicReply(h.command(h.alice, "letters"));
    await pick(picking, "Vowel");
    const stopped = await h.publicReply(h.command(h.alice, "stop"));
    expect(titleOf(stopped)).toBe("Countdown letters: round cancelled");
    await h.settle();
    const closed = h.current(picking);
    expect(buttonLabels(closed)).toEqual([]);
    expect(titleOf(closed)).toBe("Countdown letters: board not completed");
    expect(textOf(closed)).not.toMatch(/is choosing|fill in the rest/);
    expect(closed.attachments).toHaveLength(1); // the half-drawn board stays, with its alt text
    expect(closed.attachments[0]?.description).toMatch(/^Countdown letters, 1 of 9 drawn/);
  });

  it("deals from picks given with the command and refuses bad input privately", async () => {
    // Discord itself holds picks to nine characters, as the rules need.
    const letters = h.fake.commands(h.fake.guild.id).find((c) => c.name === "letters");
    expect(letters?.options?.find((o) => o.name === "picks")).toMatchObject({ min_length: 9, max_length: 9 });
    const bad = h.command(h.alice, "letters", { options: { picks: "vvvvvvvvv" } });
    expect(await h.privateReply(bad)).toMatch(/at least 3 vowels and 4 consonants/);
    expect((await h.fake.waitForInteractionResponse(bad)).type).toBe(4); // told at once, privately: no public "thinking…" first
    expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: "word" } }))).toMatch(/No round/);
    expect(await h.privateReply(h.command(h.alice, "stop"))).toBe(
      "No round is running here. Start one with `/letters`, `/numbers`, `/conundrum`, `/boggle`, `/letterpress` or `/letterboxed`.",
    );

    const board = await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvcvcvccv", duration: 60 } }));
    expect(titleOf(board)).toBe("Countdown letters");
    expect(buttonLabels(board)[0]).toBe("Submit answer");
    expect(await h.privateReply(h.command(h.bob, "letters"))).toMatch(/^A Countdown letters round is already running in this channel/);
    expect(await h.privateReply(h.command(h.bob, "stop"))).toMatch(/^Only alice or someone with Manage Server can stop this round\.$/);

    const stopped = await h.publicReply(h.command(h.admin, "stop"));
    expect(textOf(stopped).split("\n")[1]).toBe("Nobody answered.");
  });

  it("marks a word that counted by the server's ruling in the verdict and the results", async () => {
    // The board the harness's seed deals for these picks; a run of its letters that is no word.
    const options = lettersRules.readOptions({ picks: "cvccvcvcc" }, DEFAULT_SETTINGS);
    if (!options.ok) throw new Error(options.error);
    const { letters } = dealCompleteBoard(lettersRules, 20240611, options.value);
    const british = loadDictionary("british");
    const made = [4, 3, 5].flatMap((n) => [...letters].map((_, i) => letters.slice(i, i + n))).find((w) => w.length > 2 && !british.has(w)) ?? "";
    expect(made).not.toBe("");
    await h.fake.waitForInteractionResponse(h.command(h.admin, "words", { subcommand: "allow", options: { word: made } }));

    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
    expect(((await h.bot.engine.roundIn(h.games))?.round.board as { letters: string }).letters).toBe(letters);
    expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: made } }))).toMatch(
      new RegExp(`^✅ ${made.toUpperCase()} \\(allowed in this server\\) — ${made.length} letters\\.`),
    );
    const results = textOf(await h.publicReply(h.command(h.alice, "stop"))).split("\n");
    expect(results).toContain(`🥇 <@${h.alice.id}> (#1 in the server): ${made.toUpperCase()} (${made.length}, allowed in this server) — ${lettersPoints(made.length)} points`);
  });
});
