import { describe, expect, it } from "vitest";
import type { AnnouncementKind } from "../../src/games/model.ts";
import type { Store } from "../../src/store/types.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { startRound } from "./temp-store.ts";

describe.each(storeEngines)("announcements ($name)", (engine) => {
  const announce = (store: Store, roundId: number, kind: AnnouncementKind, nonce: string) =>
    store.addAnnouncement({ roundId, guildId: "100", channelId: String(roundId), kind, payload: { nonce }, nonce, createdAt: 1 });

  it("of one round: only its own still pending, oldest first, payloads read back", async () => {
    const store = await tempStoreOn(engine);
    const first = await startRound(store, { channelId: "1" });
    const second = await startRound(store, { channelId: "2" });
    const board = await announce(store, first.id, "board", "a");
    await announce(store, second.id, "board", "b");
    const delivered = await announce(store, first.id, "results", "c");
    const abandoned = await announce(store, first.id, "results", "d");
    const news = await announce(store, first.id, "game", "e");
    await store.announcementDelivered(delivered.id, 2, "m");
    await store.announcementAbandoned(abandoned.id, 2, "stale");

    expect(await store.pendingAnnouncementsOf(first.id)).toEqual([board, news]);
    expect((await store.pendingAnnouncementsOf(second.id)).map((a) => a.payload)).toEqual([{ nonce: "b" }]);
    expect(await store.pendingAnnouncementsOf(second.id + 1)).toEqual([]);
    // The same rows as the whole list holds for that round.
    expect((await store.pendingAnnouncements()).filter((a) => a.roundId === first.id)).toEqual([board, news]);
  });
});
