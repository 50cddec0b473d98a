// The daily poster through its ports, on a manual clock: a server's post goes out at its time
// in its zone, once a day; a failure to arm is logged and tried again; an adapter that cannot
// post (the terminal) gives the post up instead of retrying it for a day.

import { describe, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { Post } from "../../src/games/engine/ports.ts";
import type { DailyPostView } from "../../src/games/daily/post.ts";
import { composePoster } from "../../src/games/compose.ts";
import { tempStore } from "../store/temp-store.ts";
import { RecordingAnnouncer, RecordingLogger } from "./engine-fakes.ts";

class PostingAnnouncer extends RecordingAnnouncer {
  readonly posts: { channelId: string; day: string; nonce: string }[] = [];
  async dailyPosted(channelId: string, view: DailyPostView, { nonce }: Post): Promise<string> {
    this.posts.push({ channelId, day: view.day, nonce });
    return `m${this.posts.length}`;
  }
}

const LONDON = { channelId: "200", time: "09:00", timeZone: "Europe/London" };

function poster(announcer: RecordingAnnouncer = new PostingAnnouncer()) {
  const store = tempStore();
  const clock = manualClock(Date.parse("2026-11-23T08:00:00Z"));
  const logger = new RecordingLogger();
  return { store, clock, logger, announcer, daily: composePoster({ store, clock, announcer, logger }) };
}

describe("the daily poster", () => {
  it("posts at the server's time once a day, each post with a nonce of its own", async () => {
    const { store, clock, announcer, daily } = poster();
    await daily.start(() => true);
    expect(await daily.subscribe("100", LONDON)).toBeNull();
    clock.advanceTo(Date.parse("2026-11-23T08:59:59Z"));
    await daily.idle();
    expect((announcer as PostingAnnouncer).posts).toEqual([]);
    // A day at a time: the post is made in the background as its time comes.
    clock.advanceTo(Date.parse("2026-11-23T09:00:00Z"));
    await daily.idle();
    clock.advanceTo(Date.parse("2026-11-24T09:00:00Z"));
    await daily.idle();
    const posts = (announcer as PostingAnnouncer).posts;
    expect(posts.map((p) => [p.channelId, p.day])).toEqual([["200", "2026-11-23"], ["200", "2026-11-24"]]);
    expect(new Set(posts.map((p) => p.nonce)).size).toBe(2);
    expect((await store.dailySubscription("100"))?.lastDay).toBe("2026-11-24");
    expect(await store.pendingAnnouncements()).toEqual([]);
    daily.close();
  });

  it("never posts a puzzle day twice: not when turned off and on, nor moved to another zone", async () => {
    const { clock, announcer, daily } = poster();
    await daily.start(() => true);
    await daily.subscribe("100", LONDON);
    clock.advanceTo(Date.parse("2026-11-23T09:00:00Z"));
    await daily.idle();
    await daily.unsubscribe("100");
    expect(await daily.subscribe("100", LONDON)).toBeNull();
    expect(await daily.subscribe("100", { ...LONDON, timeZone: "Pacific/Kiritimati" })).toBeNull(); // 23:00 there, its time long passed
    await daily.idle();
    const posts = (announcer as PostingAnnouncer).posts;
    expect(posts.map((p) => p.day)).toEqual(["2026-11-23"]);
    clock.advanceTo(Date.parse("2026-11-23T19:00:00Z")); // 09:00 on the 24th at UTC+14, still the 23rd's puzzles
    await daily.idle();
    expect(posts.map((p) => p.day)).toEqual(["2026-11-23"]);
    clock.advanceTo(Date.parse("2026-11-24T19:00:00Z"));
    await daily.idle();
    expect(posts.map((p) => p.day)).toEqual(["2026-11-23", "2026-11-24"]);
    daily.close();
  });

  it("logs a failure to arm the next post and tries again a minute later", async () => {
    const { store, clock, logger, announcer, daily } = poster();
    await daily.start(() => true);
    await daily.subscribe("100", LONDON);
    const real = store.dailySubscription;
    let locked = true;
    (store as { dailySubscription: typeof real }).dailySubscription = (guildId) => {
      if (locked) {
        locked = false;
        throw new Error("database is locked");
      }
      return real(guildId);
    };
    clock.advanceTo(Date.parse("2026-11-23T09:00:00Z"));
    await daily.idle();
    expect(logger.errors().map((e) => e.message)).toEqual(["could not arm the daily post"]);
    expect((announcer as PostingAnnouncer).posts).toEqual([]);
    clock.advance(60_000);
    await daily.idle();
    expect((announcer as PostingAnnouncer).posts.map((p) => p.day)).toEqual(["2026-11-23"]);
    daily.close();
  });

  it("gives a post up at once where the adapter cannot post one", async () => {
    const { store, clock, daily } = poster(new RecordingAnnouncer());
    await daily.start(() => true);
    await daily.subscribe("100", LONDON);
    clock.advanceTo(Date.parse("2026-11-23T09:00:00Z"));
    await daily.idle();
    expect(await store.pendingAnnouncements()).toEqual([]);
    expect((await store.dailySubscription("100"))?.lastDay).toBe("2026-11-23");
    daily.close();
  });
});
