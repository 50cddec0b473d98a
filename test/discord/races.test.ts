// Every button, modal and command acts only on the round it was issued for, and a component
// acts only if its id is on the message it was pressed on: through the real bot and the fake.

import { afterEach, beforeEach, expect, it } from "vitest";
import { buttonId, Harness } from "../support/bot-harness.ts";

let h: Harness;

beforeEach(async () => {
  h = await Harness.start({ seeds: [7, 8, 9] });
});

afterEach(async () => {
  await h.stop();
});

const runningId = async (): Promise<number | undefined> => (await h.bot.engine.roundIn(h.games))?.round.id;
const alice = () => ({ id: h.alice.id, name: "alice" });

it("a /stop delayed past its round's end leaves the next player's round running", async () => {
  await h.publicReply(h.command(h.alice, "conundrum"));
  const first = (await runningId());
  // Discord holds the /stop's acknowledgement for a second; meanwhile the round ends and Bob starts his.
  h.fake.failNext({ method: "POST", pathIncludes: "/callback", status: 429, retryAfter: 1 });
  const stop = h.command(h.alice, "stop");
  await h.fake.waitFor((c) => c.path.startsWith(`/interactions/${stop}/`) && c.status === 429);
  await h.bot.engine.stop(h.games, alice());
  await h.publicReply(h.command(h.bob, "conundrum"));
  const second = (await runningId());
  expect(second).not.toBe(first);

  expect(await h.privateReply(stop)).toBe("That round is over.");
  expect((await runningId())).toBe(second);
});

it("a modal opened for one round is refused, privately, in the next, and nothing is stored", async () => {
  const board = await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
  const submit = await h.click(h.bob, board, buttonId(board, "Submit answer"));
  await h.bot.engine.stop(h.games, alice());
  await h.publicReply(h.command(h.alice, "letters", { options: { picks: "vcvcvccvc" } }));
  const next = (await runningId())!;

  const modal = h.fake.submitModal({ user: h.bob, customId: String(submit.data.custom_id), fields: { answer: "a" } });
  expect(await h.privateReply(modal)).toMatch(/^That round is over\. Start a new one/);
  expect(await h.bot.store.answersFor(next)).toEqual([]);
});

it("forged ids on a live board neither strip its buttons nor replace it, and act on nothing", async () => {
  const old = await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
  const oldSubmit = buttonId(old, "Submit answer");
  await h.bot.engine.stop(h.games, alice());
  await h.settle();
  const board = await h.publicReply(h.command(h.alice, "letters", { options: { picks: "vcvcvccvc" } }));
  const before = h.fake.message(board.id);

  for (const customId of [oldSubmit, `lb:all:all:0:${h.bob.id}:n`, `pick:${(await runningId())}:vowel`]) {
    const id = h.fake.clickButton({ user: h.bob, message: board.id, customId, forged: true });
    expect(await h.privateReply(id)).toBe("That button is not on this message, so nothing was done.");
  }
  expect(h.fake.message(board.id)).toEqual(before);
  expect((await runningId())).toBeDefined();
});
