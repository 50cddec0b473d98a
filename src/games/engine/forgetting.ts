// What an announcement still to be posted says once a player's data is deleted: the player is
// left out (their results, answers, totals, daily results) and a notice that named them no
// longer does. The others' results are posted as they were scored.

import type { GameNews } from "../countdown/progress.ts";
import type { DailyPost } from "../daily/post.ts";
import { newsWithout, type VersusNews } from "../versus/news.ts";
import type { Announcement, AnnouncementKind } from "../model.ts";
import { seasonNewsWithout, type SeasonNews } from "../seasons/news.ts";
import type { Cancellation } from "./cancellation.ts";
import type { RoundOutcome } from "./ports.ts";

type Redact = (payload: unknown, playerId: string) => unknown;

const WITHOUT: Readonly<Record<AnnouncementKind, Redact>> = {
  picking: (payload) => payload,
  board: (payload) => payload,
  results: (payload, id) => {
    const outcome = payload as RoundOutcome;
    const others = <T extends { readonly playerId: string }>(rows: readonly T[]) => rows.filter((row) => row.playerId !== id);
    return { ...outcome, results: others(outcome.results), standings: others(outcome.standings), answers: others(outcome.answers) };
  },
  cancelled: (payload, id) => {
    const { stopper, ...rest } = payload as Cancellation;
    return stopper?.id === id ? rest : payload;
  },
  game: (payload, id) => {
    const news = payload as GameNews;
    return {
      ...news,
      totals: news.totals.filter((t) => t.player.id !== id),
      dropped: news.dropped.filter((dropped) => dropped !== id),
      next: news.next?.chooser.id === id ? null : news.next,
      winners: news.winners.filter((w) => w.id !== id),
    };
  },
  daily: (payload, id) => {
    const post = payload as DailyPost;
    return { ...post, yesterday: post.yesterday.filter((result) => result.playerId !== id) };
  },
  versus: (payload, id) => newsWithout(payload as VersusNews, id),
  season: (payload, id) => seasonNewsWithout(payload as SeasonNews, id),
};

/** The announcement's payload without the player; the very same payload when it never named them. */
export function withoutPlayer(announcement: Announcement, playerId: string): unknown {
  if (!JSON.stringify(announcement.payload ?? null).includes(JSON.stringify(playerId))) return announcement.payload;
  return WITHOUT[announcement.kind](announcement.payload, playerId);
}
