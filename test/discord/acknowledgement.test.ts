// Discord gives a bot 3 seconds to acknowledge an interaction. Work that may be slow (dealing
// a board, picking, stopping, solving) starts only once the acknowledgement has gone; an answer
// is judged and stored inside its reply (bounded work, a second at most with the database
// locked), so it costs one callback and no edit; a burst of interactions across channels is
// acknowledged well within the limit.

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PUZZLES } from "../../src/games/solve/index.ts";
import { buttonId, Harness } from "../support/bot-harness.ts";

const WELL_WITHIN_MS = 1500;

let h: Harness;

beforeEach(async () => {
  h = await Harness.start();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

/** Notes, each time `method` runs, whether the interaction `current()` was acknowledged by then. */
function watch<T extends object>(target: T, method: keyof T & string, current: () => string): boolean[] {
  const seen: boolean[] = [];
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
  vi.spyOn(target, method as never).mockImplementation(((...args: unknown[]) => {
    seen.push(h.fake.acknowledgementMs(current()) !== undefined);
    return original(...args);
  }) as never);
  return seen;
}

describe("acknowledging interactions", () => {
  it("answers Discord before dealing, picking, stopping or solving, and answers a guess in its reply", async () => {
    let id = "";
    const engine = h.bot.engine;
    const started = watch(engine, "start", () => id);
    const picked = watch(engine, "pick", () => id);
    const answered = watch(engine, "answer", () => id);
    const stopped = watch(engine, "stop", () => id);
    const solved = watch(PUZZLES.get("letters") ?? {}, "solve" as never, () => id);

    id = h.command(h.alice, "numbers");
    const picking = await h.publicReply(id);
    id = h.fake.clickButton({ user: h.alice, message: picking, customId: buttonId(picking, "1 large") });
    await h.edited(id);
    id = h.command(h.bob, "guess", { options: { answer: "100 + 1" } });
    await h.privateReply(id);
    const guessed = id;
    const board = h.fake.message(picking.id) ?? picking;
    const submit = await h.click(h.alice, board, buttonId(board, "Submit answer"));
    id = h.fake.submitModal({ user: h.alice, customId: String(submit.data.custom_id), fields: { answer: "25 + 1" } });
    await h.privateReply(id);
    id = h.command(h.alice, "stop");
    await h.publicReply(id);
    id = h.command(h.alice, "solve", { subcommand: "letters", options: { letters: "MHIRCOACT" } });
    await h.settled(id);

    expect({ started, picked, answered, stopped, solved }).toEqual({
      started: [true],
      picked: [true],
      answered: [false, false],
      stopped: [true],
      solved: [true],
    });
    const reply = await h.fake.waitForInteractionResponse(guessed);
    expect([reply.type, reply.data.flags]).toEqual([4, 64]); // the verdict itself, privately
    expect(h.fake.calls.filter((c) => c.interactionId === guessed && c.path.startsWith("/webhooks/"))).toEqual([]);
    expect(h.fake.acknowledgementMs(guessed)).toBeLessThan(WELL_WITHIN_MS);
  });

  it("acknowledges a burst across channels well within 3 seconds", async () => {
    const [general, games, bots] = ["general", "games", "bots"].map((name) => h.fake.channelId(name));
    const ids = [
      h.command(h.alice, "boggle", { channelId: general, options: { size: 5 } }),
      h.command(h.bob, "letterboxed", { channelId: games }),
      h.command(h.alice, "solve", { channelId: bots, subcommand: "letterpress", options: { letters: "PHOSPHATIDYLETHANOLAMINES" } }),
      h.command(h.bob, "solve", { channelId: bots, subcommand: "numbers", options: { numbers: "25 50 75 100 3 6", target: 952 } }),
      h.command(h.alice, "guess", { channelId: general, options: { answer: "word" } }),
      h.command(h.bob, "leaderboard", { channelId: bots }),
      h.command(h.alice, "stats", { channelId: bots }),
      h.command(h.bob, "help", { channelId: bots }),
      h.fake.sendAutocomplete({ user: h.alice, name: "boggle", channelId: bots, options: { dictionary: "s" }, focused: "dictionary" }),
    ];
    for (const id of ids) await h.fake.waitForInteractionResponse(id);
    await h.settle();
    const slowest = Math.max(...ids.map((id) => h.fake.acknowledgementMs(id) ?? Infinity));
    expect(slowest).toBeLessThan(WELL_WITHIN_MS);
  });
});
