// The Store on one SQLite file: each part of the interface lives in its own file, all
// sharing one connection.
import { sqliteAnnouncements } from "./announcements.ts";
import { sqliteAnswers } from "./answers.ts";
import { sqliteCountdown } from "./countdown.ts";
import { sqliteGamesWon } from "./games-won.ts";
import { sqliteDaily } from "./daily.ts";
import { sqliteLeaderboard } from "./leaderboard.ts";
import { sqliteLeases } from "./leases.ts";
import { databasePath, openDatabase, type Db } from "./open.ts";
import { sqlitePrivacy } from "./privacy.ts";
import { sqliteResults } from "./results.ts";
import { sqliteRounds } from "./rounds.ts";
import { sqliteSettings } from "./settings.ts";
import { sqliteStats } from "./stats.ts";
import type { DailyStore, AnnouncementStore, CountdownStore, GamesWonStore, AnswerStore, LeaderboardStore, LeaseStore, PrivacyStore, ResultStore, RoundStore, SettingsStore, StatsStore, Store } from "./types.ts";

export class SqliteStore implements Store {
  readonly createRound: RoundStore["createRound"];
  readonly updateRound: RoundStore["updateRound"];
  readonly getRound: RoundStore["getRound"];
  readonly runningRoundIn: RoundStore["runningRoundIn"];
  readonly unfinishedRounds: RoundStore["unfinishedRounds"];
  readonly unfinishedRoundsIn: RoundStore["unfinishedRoundsIn"];
  readonly cancelRound: RoundStore["cancelRound"];
  readonly addAnswer: AnswerStore["addAnswer"];
  readonly answersFor: AnswerStore["answersFor"];
  readonly finishRound: ResultStore["finishRound"];
  readonly resultsFor: ResultStore["resultsFor"];
  readonly addAnnouncement: AnnouncementStore["addAnnouncement"];
  readonly pendingAnnouncements: AnnouncementStore["pendingAnnouncements"];
  readonly pendingAnnouncement: AnnouncementStore["pendingAnnouncement"];
  readonly announcementDelivered: AnnouncementStore["announcementDelivered"];
  readonly announcementFailed: AnnouncementStore["announcementFailed"];
  readonly announcementAbandoned: AnnouncementStore["announcementAbandoned"];
  readonly announcementRedacted: AnnouncementStore["announcementRedacted"];
  readonly takeLease: LeaseStore["takeLease"];
  readonly releaseLease: LeaseStore["releaseLease"];
  readonly leaderboard: LeaderboardStore["leaderboard"];
  readonly gamesWon: GamesWonStore["gamesWon"];
  readonly playerStats: StatsStore["playerStats"];
  readonly roundsFinishedSince: StatsStore["roundsFinishedSince"];
  readonly guildSettings: SettingsStore["guildSettings"];
  readonly updateGuildSettings: SettingsStore["updateGuildSettings"];
  readonly forgetPlayer: PrivacyStore["forgetPlayer"];
  readonly guildLeft: PrivacyStore["guildLeft"];
  readonly guildPresent: PrivacyStore["guildPresent"];
  readonly guildsKept: PrivacyStore["guildsKept"];
  readonly purgeGuildsLeftBy: PrivacyStore["purgeGuildsLeftBy"];
  readonly ruleWord: SettingsStore["ruleWord"];
  readonly openGame: CountdownStore["openGame"];
  readonly getGame: CountdownStore["getGame"];
  readonly openGameIn: CountdownStore["openGameIn"];
  readonly openGames: CountdownStore["openGames"];
  readonly gameOfRound: CountdownStore["gameOfRound"];
  readonly updateGame: CountdownStore["updateGame"];
  readonly setOpponent: CountdownStore["setOpponent"];
  readonly opponentIn: CountdownStore["opponentIn"];
  readonly openDailyEntry: DailyStore["openDailyEntry"];
  readonly dailyEntry: DailyStore["dailyEntry"];
  readonly saveDailyEntry: DailyStore["saveDailyEntry"];
  readonly solvedDays: DailyStore["solvedDays"];
  readonly dailyEntriesIn: DailyStore["dailyEntriesIn"];
  readonly dailyLeaderboard: DailyStore["dailyLeaderboard"];
  readonly dailySubscription: DailyStore["dailySubscription"];
  readonly dailySubscriptions: DailyStore["dailySubscriptions"];
  readonly subscribeDaily: DailyStore["subscribeDaily"];
  readonly unsubscribeDaily: DailyStore["unsubscribeDaily"];
  readonly dailyPosted: DailyStore["dailyPosted"];
  readonly setDailyReminder: DailyStore["setDailyReminder"];
  readonly dailyReminder: DailyStore["dailyReminder"];
  readonly dailyNudged: DailyStore["dailyNudged"];

  constructor(private readonly db: Db) {
    ({
      createRound: this.createRound,
      updateRound: this.updateRound,
      getRound: this.getRound,
      runningRoundIn: this.runningRoundIn,
      unfinishedRounds: this.unfinishedRounds,
      unfinishedRoundsIn: this.unfinishedRoundsIn,
      cancelRound: this.cancelRound,
    } = sqliteRounds(db));
    ({ addAnswer: this.addAnswer, answersFor: this.answersFor } = sqliteAnswers(db));
    ({ finishRound: this.finishRound, resultsFor: this.resultsFor } = sqliteResults(db));
    ({
      addAnnouncement: this.addAnnouncement,
      pendingAnnouncements: this.pendingAnnouncements,
      pendingAnnouncement: this.pendingAnnouncement,
      announcementDelivered: this.announcementDelivered,
      announcementFailed: this.announcementFailed,
      announcementAbandoned: this.announcementAbandoned,
      announcementRedacted: this.announcementRedacted,
    } = sqliteAnnouncements(db));
    ({ takeLease: this.takeLease, releaseLease: this.releaseLease } = sqliteLeases(db));
    ({ leaderboard: this.leaderboard } = sqliteLeaderboard(db));
    ({ gamesWon: this.gamesWon } = sqliteGamesWon(db));
    ({ playerStats: this.playerStats, roundsFinishedSince: this.roundsFinishedSince } = sqliteStats(db));
    ({ guildSettings: this.guildSettings, updateGuildSettings: this.updateGuildSettings, ruleWord: this.ruleWord } = sqliteSettings(db));
    ({
      openDailyEntry: this.openDailyEntry,
      dailyEntry: this.dailyEntry,
      saveDailyEntry: this.saveDailyEntry,
      solvedDays: this.solvedDays,
      dailyEntriesIn: this.dailyEntriesIn,
      dailyLeaderboard: this.dailyLeaderboard,
      dailySubscription: this.dailySubscription,
      dailySubscriptions: this.dailySubscriptions,
      subscribeDaily: this.subscribeDaily,
      unsubscribeDaily: this.unsubscribeDaily,
      dailyPosted: this.dailyPosted,
      setDailyReminder: this.setDailyReminder,
      dailyReminder: this.dailyReminder,
      dailyNudged: this.dailyNudged,
    } = sqliteDaily(db));
    ({
      forgetPlayer: this.forgetPlayer,
      guildLeft: this.guildLeft,
      guildPresent: this.guildPresent,
      guildsKept: this.guildsKept,
      purgeGuildsLeftBy: this.purgeGuildsLeftBy,
    } = sqlitePrivacy(db));
    ({
      openGame: this.openGame,
      getGame: this.getGame,
      openGameIn: this.openGameIn,
      openGames: this.openGames,
      gameOfRound: this.gameOfRound,
      updateGame: this.updateGame,
      setOpponent: this.setOpponent,
      opponentIn: this.opponentIn,
    } = sqliteCountdown(db));
  }

  atomically<T>(work: () => T): T {
    // IMMEDIATE: take the write lock first; a nested call becomes a savepoint.
    return this.db.transaction(work).immediate();
  }

  close(): void {
    if (!this.db.open) return;
    this.db.pragma("optimize");
    this.db.close();
  }
}

/** Opens the database at `path` (DATABASE_PATH, or data/lexicord.db) as a Store. */
export function openStore(path: string = databasePath()): SqliteStore {
  return new SqliteStore(openDatabase(path));
}
