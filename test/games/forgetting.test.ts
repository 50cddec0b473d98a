// What an announcement still to be posted says once a player's data is deleted: each kind
// leaves the player out and keeps the rest (the kinds the end-to-end tests do not reach).

import { describe, expect, it } from "vitest";
import type { GameNews } from "../../src/games/countdown/progress.ts";
import type { DailyPost } from "../../src/games/daily/post.ts";
import { cancellationNotice } from "../../src/games/engine/cancellation.ts";
import { withoutPlayer } from "../../src/games/engine/forgetting.ts";
import type { Announcement, AnnouncementKind, CountdownPlayer } from "../../src/games/model.ts";

const person = (id: string, name: string): CountdownPlayer => ({ id, name, computer: false, idle: 3, dropped: true });
const ann = person("11", "ann");
const bob = { ...person("22", "bob"), idle: 0, dropped: false };
const pending = (kind: AnnouncementKind, payload: unknown): Announcement =>
  ({ id: 1, roundId: 5, guildId: "100", channelId: "200", kind, payload, nonce: "n", attempts: 0, createdAt: 0 });

describe("withoutPlayer", () => {
  it("leaves the player out of a game's news: totals, the dropped, the next chooser and the winners", () => {
    const news: GameNews = {
      round: 3, planned: 7, dropped: ["11"], turn: "next", winners: [ann],
      totals: [{ player: ann, points: 7, perRound: [7, 0, 0] }, { player: bob, points: 5, perRound: [5, 0, 0] }],
      next: { index: 3, game: "letters", chooser: ann, suddenDeath: false },
    };
    expect(withoutPlayer(pending("game", news), "11")).toEqual({ ...news, totals: [news.totals[1]], dropped: [], next: null, winners: [] });
  });

  it("leaves the player out of a daily post's results", () => {
    const post: DailyPost = { day: "2026-11-24", yesterday: [{ playerId: "11", playerName: "ann", game: "conundrum", points: 10, solved: true }] };
    expect(withoutPlayer(pending("daily", post), "11")).toEqual({ ...post, yesterday: [] });
  });

  it("drops the stopper's name from a notice, and keeps a notice that never named them as it is", () => {
    const stopped = pending("cancelled", { reason: "Stopped by {stopper} before the board was complete.", stopper: { id: "11", name: "ann" } });
    expect(cancellationNotice(stopped.payload as never)).toBe("Stopped by ann before the board was complete.");
    expect(cancellationNotice(withoutPlayer(stopped, "11") as never)).toBe("Stopped by a player before the board was complete.");
    const other = pending("cancelled", { reason: "The channel was deleted." });
    expect(withoutPlayer(other, "11")).toBe(other.payload);
  });
});
