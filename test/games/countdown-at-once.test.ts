// A Countdown lobby changed by several players at once (Join pressed together), on both
// engines: on PostgreSQL the changes run side by side, and each must keep the others'.
import { describe, expect, it, onTestFinished } from "vitest";
import { RULES } from "../../src/games/catalogue.ts";
import { composeEngine } from "../../src/games/compose.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { ann, RecordingAnnouncer, RecordingLogger, T0 } from "./engine-fakes.ts";

describe.each(storeEngines)("a Countdown lobby joined at once ($name)", (engine) => {
  it("keeps every player who joined", async () => {
    const store = await tempStoreOn(engine);
    const { engine: rounds, games } = composeEngine({ store, clock: manualClock(T0), announcer: new RecordingAnnouncer(), logger: new RecordingLogger(), rules: RULES, newSeed: () => 1, countdown: {} });
    onTestFinished(() => rounds.close());
    const opened = await games.open({ guildId: "100", channelId: "c1", player: ann, format: "short", level: null });
    if (!opened.ok) throw new Error(opened.error);
    const joiners = ["2", "3", "4", "5", "6"].map((id) => ({ id, name: `p${id}` }));
    const joins = await Promise.all(joiners.map((p) => games.join(opened.value.id, p)));
    expect(joins.every((j) => j.ok)).toBe(true);
    const players = (await store.getGame(opened.value.id))?.players.map((p) => p.id);
    expect(players?.sort()).toEqual(["1", ...joiners.map((p) => p.id)].sort());
  });
});
