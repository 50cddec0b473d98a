// The composition root hands one piece to everyone who uses it: what one piece learns, the
// others see (the round views shared by the engine and its housekeeping; the Countdown host
// that is both the engine's sequel and the one starting its rounds).

import { describe, expect, it, onTestFinished } from "vitest";
import { RULES } from "../../src/games/catalogue.ts";
import { composeEngine, composePoster } from "../../src/games/compose.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import { tempStore } from "../store/temp-store.ts";
import { ann, bob, RecordingAnnouncer, RecordingLogger, started, T0, table } from "./engine-fakes.ts";

describe("composeEngine", () => {
  it("gives the engine and its housekeeping one view of the rounds: a starter forgotten is gone from the round they started", async () => {
    const t = table();
    await started(t, "c1", "conundrum");
    expect((await t.engine.roundIn("c1"))?.starterName).toBe("Ann");
    expect(await t.engine.housekeeping.forgetPlayer(ann.id)).not.toBeNull();
    expect((await t.engine.roundIn("c1"))?.starterName).toBeNull();
  });

  it("makes the Countdown host the engine's sequel and the starter of its rounds: the engine shows each round's place in the game", async () => {
    const { engine, games } = composeEngine({ store: tempStore(), clock: manualClock(T0), announcer: new RecordingAnnouncer(), logger: new RecordingLogger(), rules: RULES, newSeed: () => 11, countdown: { pauseSeconds: 0 } });
    onTestFinished(() => engine.close());
    const opened = await games.open({ guildId: "100", channelId: "c1", player: ann, format: "short", level: null });
    if (!opened.ok) throw new Error(opened.error);
    expect((await games.join(opened.value.id, bob)).ok).toBe(true);
    expect((await games.start(opened.value.id, ann)).ok).toBe(true);
    await engine.idle();
    const round = await engine.roundIn("c1");
    expect(round?.round.startedBy).toBe(ann.id);
    expect(round?.part).toMatchObject({ number: 1 });
  });

  it("gives the versus host and the daily poster couriers of their own: each resumes only its own news", async () => {
    const store = tempStore();
    const clock = manualClock(T0);
    const logger = new RecordingLogger();
    const before = new RecordingAnnouncer();
    before.fail.add("versus");
    const first = composeEngine({ store, clock, announcer: before, logger, rules: RULES, newSeed: () => 11, countdown: {} });
    const challenged = await first.versus.challenge({ guildId: "100", channelId: "c1", challenger: ann, opponent: bob, level: null });
    await first.versus.idle();
    first.versus.close();
    await store.addAnnouncement({ roundId: null, guildId: "100", channelId: "c2", kind: "daily", payload: { day: "2026-01-05", yesterday: [] }, nonce: "daily-1", createdAt: T0 });
    expect((await store.pendingAnnouncements()).map((a) => a.kind)).toEqual(["versus", "daily"]);

    const announcer = new RecordingAnnouncer();
    const { engine, versus } = composeEngine({ store, clock, announcer, logger, rules: RULES, newSeed: () => 11, countdown: {} });
    const poster = composePoster({ store, clock, announcer, logger });
    onTestFinished(() => {
      engine.close();
      versus.close();
      poster.close();
    });
    await versus.recover();
    await versus.idle();
    expect(announcer.of("versus").map((e) => e.view.game.id)).toEqual([challenged.ok ? challenged.value.id : -1]);
    expect((await store.pendingAnnouncements()).map((a) => a.kind)).toEqual(["daily"]);
    await poster.start(() => true);
    await poster.idle();
    // This announcer posts no daily puzzles: the poster gave its own post up, and only that.
    expect(await store.pendingAnnouncements()).toEqual([]);
    expect(announcer.of("versus")).toHaveLength(1);
  });
});
