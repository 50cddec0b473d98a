// The season keeper on both engines: two keepers (two hosts during a hand-over) both reaching a
// season's end at once end it once, with one announcement; a length changed mid-season starts
// a new season then; a keeper started after several seasons passed starts the current one, and
// archives and announces once each season that passed wholly and was played, oldest first.
import { describe, expect, it } from "vitest";
import { composeSeasons } from "../../src/games/compose.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { Post } from "../../src/games/engine/ports.ts";
import type { SeasonNews } from "../../src/games/seasons/news.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { playRound, result } from "../store/temp-store.ts";
import { RecordingAnnouncer, RecordingLogger } from "./engine-fakes.ts";

/** Seasons' ends by nonce: one announcement sent twice keeps its nonce; two announcements have two. */
class SeasonAnnouncer extends RecordingAnnouncer {
  readonly ends = new Map<string, SeasonNews>();
  async seasonEnded(_channelId: string, news: SeasonNews, { nonce }: Post): Promise<string> {
    this.ends.set(nonce, news);
    return `m${this.ends.size}`;
  }
}

const DEC = Date.parse("2026-12-01T00:00:00Z");
const HOUR = 3_600_000;

describe.each(storeEngines)("the season keeper ($name)", (engine) => {
  it("ends a season once when two keepers reach its end together", async () => {
    const announcer = new SeasonAnnouncer();
    const clock = manualClock(DEC - HOUR);
    const store = await tempStoreOn(engine);
    const keepers = [1, 2].map(() => composeSeasons({ store, clock, announcer, logger: new RecordingLogger() }));
    expect((await keepers[0].configure("100", "monthly")).ok).toBe(true);
    await playRound(store, DEC - 2 * HOUR, [result("1", 7)]);
    await Promise.all(keepers.map((keeper) => keeper.start(() => true)));
    clock.advanceTo(DEC);
    for (const keeper of keepers) await keeper.idle();
    for (const keeper of keepers) keeper.close();
    expect([...announcer.ends.values()].map((news) => [news.season, news.next, news.podiums[0].places[0].playerId])).toEqual([["2026-11", "2026-12", "1"]]);
    expect(await store.endedSeasons("100")).toEqual(["2026-11"]);
    expect((await store.seasonTable("100", "2026-11", "letters", 0, 10))?.entries.map((e) => e.points)).toEqual([7]);
  });

  it("starts a new season when the length changes, and the current one after seasons passed unseen", async () => {
    const announcer = new SeasonAnnouncer();
    const clock = manualClock(Date.parse("2026-11-26T12:00:00Z"));
    const store = await tempStoreOn(engine);
    const keeper = composeSeasons({ store, clock, announcer, logger: new RecordingLogger() });
    expect(await keeper.configure("100", "monthly")).toMatchObject({ ok: true, value: { season: { name: "2026-11", timeZone: "UTC" } } });
    expect(await keeper.configure("100", "monthly")).toMatchObject({ ok: true, value: { season: { name: "2026-11" } } });
    expect(await keeper.configure("100", "weekly")).toMatchObject({ ok: true, value: { season: { name: "2026-W48", startsAt: Date.parse("2026-11-23T00:00:00Z") } } });
    expect((await store.guildSettings("100")).seasons).toBe("weekly");
    keeper.close();
    // Down for three weeks: the season under way ends at start-up, the next is this week's.
    await playRound(store, Date.parse("2026-11-27T12:00:00Z"), [result("2", 3)]);
    clock.advanceTo(Date.parse("2026-12-16T12:00:00Z"));
    const later = composeSeasons({ store, clock, announcer, logger: new RecordingLogger() });
    await later.start(() => true);
    await later.idle();
    later.close();
    expect([...announcer.ends.values()].map((news) => [news.season, news.next])).toEqual([["2026-W48", "2026-W51"]]);
    expect((await store.runningSeason("100"))?.name).toBe("2026-W51");
    expect((await keeper.configure("100", "off")).ok).toBe(true);
    expect(await store.runningSeason("100")).toBeNull();
    expect((await store.guildSettings("100")).seasons).toBe("off");
    keeper.close();
  });

  it("archives and announces each played season that passed wholly while down, once, oldest first", async () => {
    const announcer = new SeasonAnnouncer();
    const clock = manualClock(Date.parse("2026-09-15T12:00:00Z"));
    const store = await tempStoreOn(engine);
    const first = composeSeasons({ store, clock, announcer, logger: new RecordingLogger() });
    expect((await first.configure("100", "monthly")).ok).toBe(true);
    first.close();
    // Down from September to January: October and December were played (on another host), November not.
    await playRound(store, Date.parse("2026-09-20T12:00:00Z"), [result("1", 5)]);
    await playRound(store, Date.parse("2026-10-01T00:00:00Z"), [result("2", 4), result("1", 1)]);
    await playRound(store, Date.parse("2026-12-31T23:59:00Z"), [result("3", 6)]);
    await playRound(store, Date.parse("2027-01-02T12:00:00Z"), [result("1", 9)]);
    clock.advanceTo(Date.parse("2027-01-10T12:00:00Z"));
    const keepers = [1, 2].map(() => composeSeasons({ store, clock, announcer, logger: new RecordingLogger() }));
    await Promise.all(keepers.map((keeper) => keeper.start(() => true)));
    for (const keeper of keepers) await keeper.idle();
    for (const keeper of keepers) keeper.close();
    expect([...announcer.ends.values()].map((news) => [news.season, news.next, news.podiums[0]?.places.map((e) => e.playerId)])).toEqual([
      ["2026-09", "2027-01", ["1"]],
      ["2026-10", "2027-01", ["2", "1"]],
      ["2026-12", "2027-01", ["3"]],
    ]);
    expect(await store.endedSeasons("100")).toEqual(["2026-12", "2026-10", "2026-09"]);
    const points = async (season: string) => (await store.seasonTable("100", season, "letters", 0, 10))?.entries.map((e) => e.points);
    expect([await points("2026-09"), await points("2026-10"), await points("2026-11"), await points("2026-12")]).toEqual([[5], [4, 1], undefined, [6]]);
    expect((await store.runningSeason("100"))?.name).toBe("2027-01");
  });
});
