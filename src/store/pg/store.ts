// The Store on PostgreSQL: each part of the interface lives in its own file, all sharing one
// `Sql` (a pool). Unlike SQLite's, transactions run side by side, each on its own connection;
// the database keeps them apart (row locks and unique indexes, see sql.ts and the parts).
import type { Store } from "../types.ts";
import { pgAnnouncements } from "./announcements.ts";
import { pgAnswers } from "./answers.ts";
import { pgCountdown } from "./countdown.ts";
import { pgDaily } from "./daily.ts";
import { pgGamesWon } from "./games-won.ts";
import { pgLeaderboard } from "./leaderboard.ts";
import { pgLeases } from "./leases.ts";
import { pgPrivacy } from "./privacy.ts";
import { pgRatings } from "./ratings.ts";
import { pgResults } from "./results.ts";
import { pgRounds } from "./rounds.ts";
import { pgSeasons } from "./seasons.ts";
import { pgSettings } from "./settings.ts";
import type { PgSql } from "./sql.ts";
import { pgStats } from "./stats.ts";
import { pgVersus } from "./versus.ts";

export function pgStore(sql: PgSql): Store {
  return {
    ...pgRounds(sql),
    ...pgAnswers(sql),
    ...pgResults(sql),
    ...pgAnnouncements(sql),
    ...pgLeases(sql),
    ...pgLeaderboard(sql),
    ...pgGamesWon(sql),
    ...pgStats(sql),
    ...pgSettings(sql),
    ...pgDaily(sql),
    ...pgPrivacy(sql),
    ...pgCountdown(sql),
    ...pgVersus(sql),
    ...pgRatings(sql),
    ...pgSeasons(sql),
    atomically: (work) => sql.atomically(work),
    close: () => sql.close(),
  };
}
