// How a leaderboard is cut, the same on every engine: a period is a lower bound on when a
// round finished (UTC), a season both bounds, and a page asked for is clamped to the pages that exist.
import type { LeaderboardQuery, Period } from "../games/model.ts";

const DAY = 86_400_000;
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

/** The first millisecond of the period containing `now`: days from 00:00 UTC, weeks from
 *  Monday, months from the 1st. */
export function periodStart(period: Period, now: number): number {
  const t = new Date(now);
  const today = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
  switch (period) {
    case "all":
      return Number.MIN_SAFE_INTEGER;
    case "day":
      return today;
    case "week":
      return today - ((t.getUTCDay() + 6) % 7) * DAY;
    case "month":
      return Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), 1);
  }
}

/** The finishing times a board counts, [since, until): a season's span, or the period's. */
export function spanOf(query: Pick<LeaderboardQuery, "period" | "now" | "span">): { since: number; until: number } {
  return query.span ?? { since: periodStart(query.period, query.now), until: Number.MAX_SAFE_INTEGER };
}

export function pageSizeOf(query: Pick<LeaderboardQuery, "pageSize">): number {
  const size = Math.trunc(query.pageSize ?? DEFAULT_PAGE_SIZE);
  return Math.min(MAX_PAGE_SIZE, Math.max(1, size || DEFAULT_PAGE_SIZE));
}

/** The page asked for as a whole number from 0, small enough to bind as a parameter. */
export function pageAsked(page: number): number {
  return Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, Math.trunc(page) || 0));
}

/** The page shown (the one asked for, or the last) and how many pages there are (at least 1). */
export function pageOf(totalPlayers: number, pageSize: number, page: number): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(totalPlayers / pageSize));
  return { page: Math.min(pageCount - 1, pageAsked(page)), pageCount };
}
