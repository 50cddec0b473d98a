// The engine's watcher (live play's seam): told of every kept answer whatever sent it, and of
// each round's start, end and cancellation once, after the change is committed and announced;
// also after a restart's recovery. A watcher that throws costs a log line, nothing else.

import { describe, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { Player, RoundOutcome, RoundView, RoundWatch } from "../../src/games/engine/ports.ts";
import type { Round } from "../../src/games/model.ts";
import type { Judged } from "../../src/games/engine/judging.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { T0, ann, bob, started, table, type Table } from "./engine-fakes.ts";

type Heard =
  | { kind: "answered"; roundId: number; player: string; texts: string[]; kept: number }
  | { kind: "started"; roundId: number }
  | { kind: "finished"; roundId: number; players: string[] }
  | { kind: "cancelled"; roundId: number; reason: string };

/** Records what it hears, and how many answers the store held for the round at that moment. */
function recorder(t: () => Table): RoundWatch & { heard: Heard[] } {
  const heard: Heard[] = [];
  return {
    heard,
    answered(round: Round, player: Player, judged: readonly Judged[]) {
      const entry: Heard = { kind: "answered", roundId: round.id, player: player.name, texts: judged.map((j) => j.text), kept: -1 };
      heard.push(entry);
      void t().store.answersFor(round.id).then((answers) => (entry.kept = answers.length));
    },
    started: (view: RoundView) => void heard.push({ kind: "started", roundId: view.round.id }),
    finished: (view: RoundView, outcome: RoundOutcome) => void heard.push({ kind: "finished", roundId: view.round.id, players: outcome.standings.map((s) => s.playerName) }),
    cancelled: (view: RoundView, reason: string) => void heard.push({ kind: "cancelled", roundId: view.round.id, reason }),
  };
}

function watched(over: Parameters<typeof table>[0] = {}): Table & { watch: ReturnType<typeof recorder> } {
  let t: Table | undefined;
  const watch = recorder(() => t!);
  t = table({ watch, ...over });
  return { ...t, watch };
}

describe("the engine's watcher", () => {
  it("hears every kept answer (command and chat alike), then the start and the end once each", async () => {
    const t = watched();
    await t.store.updateGuildSettings("100", { answerMode: "open" });
    const { round } = await started(t, "c1", "boggle", ann, { duration: 30 });
    expect(t.watch.heard).toEqual([{ kind: "started", roundId: round.id }]);
    await t.engine.answer({ channelId: "c1", player: ann, text: "cat", via: "command" });
    await t.engine.answer({ channelId: "c1", player: bob, text: "tea", via: "chat" });
    await t.engine.answer({ channelId: "c1", player: bob, text: "zzz", via: "command" });
    // Nothing kept, nothing heard: another round's answer.
    await t.engine.answer({ channelId: "c1", player: bob, text: "eat", via: "command", roundId: round.id + 1 });
    await t.engine.idle();
    const answers = t.watch.heard.filter((h) => h.kind === "answered");
    expect(answers).toEqual([
      { kind: "answered", roundId: round.id, player: "Ann", texts: ["cat"], kept: 1 },
      { kind: "answered", roundId: round.id, player: "Bob", texts: ["tea"], kept: 2 },
      { kind: "answered", roundId: round.id, player: "Bob", texts: ["zzz"], kept: 3 },
    ]);
    t.clock.advance(30_000);
    await t.engine.idle();
    expect(t.watch.heard.filter((h) => h.kind === "finished")).toEqual([{ kind: "finished", roundId: round.id, players: expect.arrayContaining(["Ann", "Bob"]) as unknown as string[] }]);
    expect(t.watch.heard.filter((h) => h.kind === "started")).toHaveLength(1);
  });

  it("hears a cancellation with its reason", async () => {
    const t = watched();
    const { round } = await started(t, "c1", "boggle", ann);
    await t.engine.cancel("c1", "Stopped by {stopper}.", bob);
    await t.engine.idle();
    expect(t.watch.heard).toEqual([{ kind: "started", roundId: round.id }, { kind: "cancelled", roundId: round.id, reason: "Stopped by Bob." }]);
  });

  it("hears nothing of a board that was never shown", async () => {
    const t = watched();
    t.announcer.fail.add("started");
    expect((await t.engine.start({ guildId: "100", channelId: "c1", game: "boggle", player: ann, options: {} })).ok).toBe(false);
    await t.engine.idle();
    expect(t.watch.heard).toEqual([]);
  });

  it("after a restart, hears the end of a round whose time ran out while down, once", async () => {
    const path = tempDbPath();
    const before = watched({ store: storeAt(path) });
    const { round } = await started(before, "c1", "boggle", ann, { duration: 30 });
    await before.engine.answer({ channelId: "c1", player: ann, text: "cat", via: "command" });
    before.engine.close();
    await before.store.close();
    const after = watched({ store: storeAt(path), clock: manualClock(T0 + 60_000) });
    await after.engine.recover();
    await after.engine.idle();
    expect(after.watch.heard).toEqual([{ kind: "finished", roundId: round.id, players: ["Ann"] }]);
  });

  it("a watcher that throws or rejects costs a log line: answers and results go on", async () => {
    const boom = (): never => {
      throw new Error("watcher broke");
    };
    const t = table({ watch: { answered: boom, started: boom, finished: () => Promise.reject(new Error("async too")) as unknown as void, cancelled: boom } });
    const { round } = await started(t, "c1", "boggle", ann, { duration: 30 });
    const answered = await t.engine.answer({ channelId: "c1", player: ann, text: "cat", via: "command" });
    expect(answered.ok && answered.value.message).toBe("✅ CAT found");
    t.clock.advance(30_000);
    await t.engine.idle();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await t.store.resultsFor(round.id)).toHaveLength(1);
    expect(t.logger.errors().map((e) => [e.message, e.context.event])).toEqual([
      ["a round watcher failed", "started"],
      ["a round watcher failed", "answered"],
      ["a round watcher failed", "finished"],
    ]);
  });
});
