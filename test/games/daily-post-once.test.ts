// A server's daily post is made once however many ask for it at once (a /daily-post set while
// its time comes, two posters during a hand-over), on both engines: on PostgreSQL the asks run side by side.
import { describe, expect, it } from "vitest";
import { composePoster } from "../../src/games/compose.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { Post } from "../../src/games/engine/ports.ts";
import type { DailyPostView } from "../../src/games/daily/post.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { RecordingAnnouncer, RecordingLogger } from "./engine-fakes.ts";

/** The posts by nonce: one post sent twice keeps its nonce (Discord shows it once); a post made twice has two. */
class PostingAnnouncer extends RecordingAnnouncer {
  readonly nonces = new Set<string>();
  async dailyPosted(_channelId: string, _view: DailyPostView, { nonce }: Post): Promise<string> {
    this.nonces.add(nonce);
    return `m${this.nonces.size}`;
  }
}

describe.each(storeEngines)("the daily post asked for at once ($name)", (engine) => {
  it("goes out once", async () => {
    const announcer = new PostingAnnouncer();
    const clock = manualClock(Date.parse("2026-11-23T10:00:00Z"));
    const store = await tempStoreOn(engine);
    const posters = [1, 2].map(() => composePoster({ store, clock, announcer, logger: new RecordingLogger() }));
    const settings = { channelId: "200", time: "09:00", timeZone: "Europe/London" };
    await store.subscribeDaily("100", settings);
    await Promise.all([...posters, ...posters].map((poster) => poster.start(() => true)));
    for (const poster of posters) await poster.idle();
    for (const poster of posters) poster.close();
    expect(announcer.nonces.size).toBe(1);
  });
});
