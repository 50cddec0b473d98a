// What a player hears when the bot can't do what they asked: privately, and with what to do
// instead. And a button left behind on an ended round's message (its tidy-up failed) comes
// off at the first press.

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buttonId, buttonLabels, galleryAlts, Harness, titleOf } from "../support/bot-harness.ts";

let h: Harness;

beforeEach(async () => {
  h = await Harness.start({ seeds: [7, 8, 9] });
});

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

describe("refusals", () => {
  it("/guess with no round says how to start one, without a thinking… first", async () => {
    const id = h.command(h.alice, "guess", { options: { answer: "word" } });
    expect((await h.fake.waitForInteractionResponse(id)).type).toBe(4); // answered at once, not deferred
    expect(await h.privateReply(id)).toBe(
      "No round is running here. Start one with `/letters`, `/numbers`, `/conundrum`, `/boggle`, `/letterpress` or `/letterboxed`.",
    );
  });

  it("a second round in a busy channel is told where and when it can start", async () => {
    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
    const refusal = await h.privateReply(h.command(h.bob, "boggle"));
    expect(refusal).toMatch(/^A Countdown letters round is already running in this channel; it ends <t:\d+:R>\./);
    expect(refusal).toMatch(/Join in, or start yours when it ends or in another channel\.$/);
  });
});

describe("buttons of an ended round", () => {
  it("come off the message at the first press, and the presser is told privately", async () => {
    const board = await h.publicReply(h.command(h.alice, "boggle"));
    // Taking the buttons off at the end fails, so the Submit button is still there afterwards.
    h.fake.failNext({ method: "PATCH", pathIncludes: `/channels/${h.games}/messages/${board.id}`, status: 403, code: 50013 });
    await h.publicReply(h.command(h.alice, "stop"));
    await h.settle();
    expect(buttonLabels(h.current(board.id))).toEqual(["Submit words", "My words", "How to play"]);

    const press = await h.click(h.bob, board.id, buttonId(board, "Submit words"));
    expect(press.type).toBe(7); // the message is updated: its buttons come off
    expect(buttonLabels(h.current(board.id))).toEqual([]);
    expect(titleOf(h.current(board.id))).toBe("Boggle"); // the rest of the layout stays
    expect(galleryAlts(h.current(board.id))).toHaveLength(1);
    expect(h.current(board.id).attachments).toHaveLength(1); // the board picture stays
    expect(await h.privateReply(press.id)).toMatch(/^That round is over\. Start a new one with `\/letters`/);
  });
});
