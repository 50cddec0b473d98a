// What the games need from storage, as interfaces in plain TypeScript: no engine's types here,
// so SQLite and PostgreSQL serve the same contract. Every write is durable when the promise
// resolves (the engine acknowledges only after that).

import type { Checked } from "../solvers/checked.ts";
import type { Rating } from "../games/ratings/glicko.ts";
import type { RatingMode } from "../games/ratings/modes.ts";
import type { RatedGame, RatingPoint, RatingTable, RatingTableQuery } from "../games/ratings/records.ts";
import type { RunningSeason, SeasonBoard, SeasonPlacing } from "../games/seasons/records.ts";
import type { LeaderboardEntry, Announcement, CountdownGame, VersusGame, OpponentLevel, Answer, DailyEntry, DailyReminder, DailyGame, DailyPostSettings, DailySubscription, Day, GuildSettings, GuildSettingsPatch, Leaderboard, LeaderboardQuery, NewAnnouncement, NewAnswer, NewRound, PlayerStats, Round, RoundPatch, RoundResult, WordRuling } from "../games/model.ts";

/** Not a Checked: a refusal carries the round already running, which the caller names. */
export type RoundStarted =
  | { readonly ok: true; readonly round: Round }
  | { readonly ok: false; readonly error: string; readonly running: Round };

/** Not a Checked: a refusal carries the round as it is, if any, so the caller can say why. */
export type RoundClosed =
  | { readonly ok: true; readonly round: Round }
  | { readonly ok: false; readonly error: string; readonly round: Round | null };

export interface RoundStore {
  /** Refused (a value, not a throw) while the channel has an unfinished round. */
  createRound(round: NewRound): Promise<RoundStarted>;
  /** Changes an unfinished round; null if there is no such round. A finished or cancelled
   *  round is returned unchanged. */
  updateRound(id: number, patch: RoundPatch): Promise<Round | null>;
  getRound(id: number): Promise<Round | null>;
  /** The channel's picking or running round, if any. */
  runningRoundIn(channelId: string): Promise<Round | null>;
  /** Every picking or running round, oldest first: what a restart must re-arm or finish. */
  unfinishedRounds(): Promise<readonly Round[]>;
  /** The guild's picking or running rounds, in every channel. */
  unfinishedRoundsIn(guildId: string): Promise<readonly Round[]>;
  cancelRound(id: number, at: number): Promise<RoundClosed>;
}

export interface AnswerStore {
  /** Stores the answer and the player's current name. */
  addAnswer(answer: NewAnswer): Promise<Answer>;
  /** In arrival order. */
  answersFor(roundId: number): Promise<readonly Answer[]>;
}

export interface ResultStore {
  /** Marks the round finished and writes every result in one transaction. A round already
   *  finished or cancelled is left alone and reported, so recovery never scores twice. */
  finishRound(roundId: number, finishedAt: number, results: readonly RoundResult[]): Promise<RoundClosed>;
  /** In the order they were written. */
  resultsFor(roundId: number): Promise<readonly RoundResult[]>;
}

export interface LeaderboardStore {
  /** Points from rounds; the computer is left out. */
  leaderboard(guildId: string, query: LeaderboardQuery): Promise<Leaderboard>;
}

export interface GamesWonStore {
  /** Countdown games: `wins` games won, `rounds` games played, `points` their totals; ranked by wins. */
  gamesWon(guildId: string, query: Omit<LeaderboardQuery, "game">): Promise<Leaderboard>;
  /** Letterpress versus games: ranked by wins, then draws; `rounds` games played, `points` tiles. */
  versusTable(guildId: string, query: Omit<LeaderboardQuery, "game">): Promise<Leaderboard>;
}

export interface StatsStore {
  playerStats(guildId: string, playerId: string, now: number): Promise<PlayerStats>;
  /** Rounds finished at or after `since`, in every server this database serves. */
  roundsFinishedSince(since: number): Promise<number>;
}

export interface SettingsStore {
  /** Stored settings with defaults filled in. */
  guildSettings(guildId: string): Promise<GuildSettings>;
  /** Checks the whole patch first; a bad value changes nothing. */
  updateGuildSettings(guildId: string, patch: GuildSettingsPatch): Promise<Checked<GuildSettings>>;
  /** Rules on one word for the guild's games (/words); null lifts the ruling. */
  ruleWord(guildId: string, word: string, ruling: WordRuling | null): Promise<void>;
}

/** What a player's request to be forgotten removed. */
export interface Forgotten {
  readonly answers: number;
  readonly results: number;
}

/** Deleting on request, and after the bot leaves a server. */
export interface PrivacyStore {
  /** Deletes the player's answers, results (scores, stats) and names in every server, and
   *  their name from the rounds they started; their running rounds keep working. */
  forgetPlayer(playerId: string): Promise<Forgotten>;
  /** The bot left the server at `at` (the first departure counts until it returns). */
  guildLeft(guildId: string, at: number): Promise<void>;
  /** The bot is in the server (again): nothing of it is to be purged. */
  guildPresent(guildId: string): Promise<void>;
  /** The servers something is kept of, less those already noted as left. */
  guildsKept(): Promise<readonly string[]>;
  /** Deletes everything of every server left at or before `leftBy`; returns their ids. */
  purgeGuildsLeftBy(leftBy: number): Promise<readonly string[]>;
}

/** Announcements waiting for delivery: see Announcement. */
export interface AnnouncementStore {
  /** Call inside `atomically`, with the state change that calls for it. */
  addAnnouncement(announcement: NewAnnouncement): Promise<Announcement>;
  /** Neither delivered nor given up, oldest first. */
  pendingAnnouncements(): Promise<readonly Announcement[]>;
  /** One round's pending announcements, oldest first: what a round's changes ask about, without
   *  reading (and parsing) every round's. */
  pendingAnnouncementsOf(roundId: number): Promise<readonly Announcement[]>;
  /** The announcement if it is still pending, else null. */
  pendingAnnouncement(id: number): Promise<Announcement | null>;
  /** Delivered: never sent again. `messageId` is the message it became, if any. */
  announcementDelivered(id: number, at: number, messageId: string | null): Promise<void>;
  /** One more failed attempt, and why; the announcement stays pending. */
  announcementFailed(id: number, error: string): Promise<void>;
  /** Given up (undeliverable, or stale): never sent again; why is kept. */
  announcementAbandoned(id: number, at: number, why: string): Promise<void>;
  /** A pending announcement says this instead (a player's data was deleted meanwhile). */
  announcementRedacted(id: number, payload: unknown): Promise<void>;
}

/** Daily puzzles: players' entries (global, one per player, game and day) and servers' posts. */
export interface DailyStore {
  /** The player's entry for the game and day, created (opened now) if there was none. */
  openDailyEntry(entry: Pick<DailyEntry, "playerId" | "playerName" | "game" | "day" | "guildId" | "openedAt">): Promise<DailyEntry>;
  dailyEntry(playerId: string, game: DailyGame, day: Day): Promise<DailyEntry | null>;
  /** Writes the entry's play (tries, best, points, solved, final). */
  saveDailyEntry(entry: DailyEntry): Promise<void>;
  /** Days the player solved the game, oldest first. */
  solvedDays(playerId: string, game: DailyGame): Promise<readonly Day[]>;
  /** Entries opened in the server on that day, best first. */
  dailyEntriesIn(guildId: string, day: Day): Promise<readonly DailyEntry[]>;
  /** Players' points from puzzles opened in the server on `since` or after (null: ever) and answered. */
  dailyLeaderboard(guildId: string, since: Day | null, page: number, pageSize: number): Promise<Leaderboard>;
  dailySubscription(guildId: string): Promise<DailySubscription | null>;
  dailySubscriptions(): Promise<readonly DailySubscription[]>;
  /** Where and when the server's daily post goes; the last day posted is kept. */
  subscribeDaily(guildId: string, settings: DailyPostSettings): Promise<void>;
  /** No more posts; the last day posted is kept for when it is on again. */
  unsubscribeDaily(guildId: string): Promise<void>;
  /** Call inside `atomically`, with the post's announcement. */
  dailyPosted(guildId: string, day: Day): Promise<void>;
  /** Opts the player in to streak reminders in that zone, or out (null). */
  setDailyReminder(playerId: string, timeZone: string | null): Promise<void>;
  dailyReminder(playerId: string): Promise<DailyReminder | null>;
  dailyNudged(playerId: string, day: Day): Promise<void>;
}

/** A lease as the database holds it. `token` (fencing) grows each time the lease is taken
 *  rather than renewed, so a holder that lost it is told apart from the one that has it now. */
export interface Lease {
  readonly name: string;
  readonly holder: string;
  readonly token: number;
  readonly takenAt: number;
  readonly expiresAt: number;
}

/** Who holds a lease, for the message that refuses a second holder. */
export type LeaseHolder = Omit<Lease, "name">;

export type LeaseTaken = { readonly ok: true; readonly token: number } | { readonly ok: false; readonly heldBy: LeaseHolder };

/** Named leases (a shard, a host, an identify bucket): one holder at a time, across hosts. */
export interface LeaseStore {
  /** Takes the lease until `expiresAt`, or renews it while the same holder's runs (same token);
   *  refused while another holder's runs. A take that is not a renewal gets a larger token. */
  takeLease(name: string, holder: string, now: number, expiresAt: number): Promise<LeaseTaken>;
  /** Extends the lease only while it runs under this holder and token: false once it ran out
   *  or passed on (the holder must stop acting on it). */
  renewLease(name: string, holder: string, token: number, now: number, expiresAt: number): Promise<boolean>;
  /** Frees the holder's lease at once (its token is kept, so the next take gets a larger one). */
  releaseLease(name: string, holder: string): Promise<void>;
  /** The leases running at `now` whose names start with `prefix`, by name. */
  liveLeases(prefix: string, now: number): Promise<readonly Lease[]>;
}

export interface Atomic {
  /** Runs `work` in one transaction: every write in it lands, or none does. The store's calls
   *  made while `work` runs (awaited from it) are the transaction's; other callers wait or see
   *  the state before it. `work` should only await the store. */
  atomically<T>(work: () => Promise<T>): Promise<T>;
}

/** Not a Checked: a refusal carries the game already open in the channel. */
export type GameOpened =
  | { readonly ok: true; readonly game: CountdownGame }
  | { readonly ok: false; readonly error: string; readonly open: CountdownGame };

export interface CountdownStore {
  /** Refused (a value) while the channel has a game in its lobby or playing. */
  openGame(game: Omit<CountdownGame, "id">): Promise<GameOpened>;
  getGame(id: number): Promise<CountdownGame | null>;
  /** The channel's game in its lobby or playing, if any. */
  openGameIn(channelId: string): Promise<CountdownGame | null>;
  /** Every game in its lobby or playing, oldest first: what a restart carries on. */
  openGames(): Promise<readonly CountdownGame[]>;
  /** The playing game whose round in play this is, if any. */
  gameOfRound(roundId: number): Promise<CountdownGame | null>;
  /** Writes the whole game while it is open (null once over or stopped); a game that ends
   *  here has its players' results recorded with it. */
  updateGame(game: CountdownGame): Promise<CountdownGame | null>;
  /** The computer plays in the round at this level. */
  setOpponent(roundId: number, level: OpponentLevel): Promise<void>;
  opponentIn(roundId: number): Promise<OpponentLevel | null>;
}

/** Letterpress versus games: read and written whole; a write names the number of moves it
 *  was made from, so of two moves made at once on one game only the first is saved. */
export interface VersusStore {
  openVersus(game: Omit<VersusGame, "id">): Promise<VersusGame>;
  /** Inside `atomically`, the game is held until the transaction ends (PostgreSQL: FOR UPDATE). */
  getVersus(id: number): Promise<VersusGame | null>;
  /** Saves `game` if it is still challenged or playing with `movesBefore` moves; null otherwise.
   *  A game that ends here has its players' results recorded with it. */
  updateVersus(game: VersusGame, movesBefore: number): Promise<VersusGame | null>;
  /** Every game challenged or playing, oldest first: what timers and a restart carry on. */
  openVersusGames(): Promise<readonly VersusGame[]>;
  /** The player's games challenged or playing in the server, oldest first. */
  versusGamesOf(guildId: string, playerId: string): Promise<readonly VersusGame[]>;
}

export interface Store extends DailyStore, RoundStore, CountdownStore, VersusStore, GamesWonStore, AnswerStore, ResultStore, AnnouncementStore, LeaseStore, Atomic, LeaderboardStore, StatsStore, SettingsStore, PrivacyStore, RatingStore, SeasonStore {
  close(): Promise<void>;
}

/** Ratings: one per player per mode across every server (see games/ratings). */
export interface RatingStore {
  /** The players' current ratings in the mode, by id; a player never rated is absent. */
  ratingsOf(mode: RatingMode, playerIds: readonly string[]): Promise<Readonly<Record<string, Rating>>>;
  /** How many rated games of the mode the player has had since `since`, by opponent id. */
  meetingsSince(mode: RatingMode, playerId: string, since: number): Promise<Readonly<Record<string, number>>>;
  /** A rated game's new ratings, history points and meetings, all at once (a game rated twice
   *  is refused by the history's key: call it inside the game's end). */
  saveRatings(game: RatedGame): Promise<void>;
  /** Every mode the player is rated in. */
  playerRatings(playerId: string): Promise<Readonly<Partial<Record<RatingMode, Rating>>>>;
  /** The player's rating after each rated game since `since`, oldest first, every mode. */
  ratingHistory(playerId: string, since: number): Promise<readonly RatingPoint[]>;
  /** The mode's ratings of the server's members (who played there), ranked. */
  ratingTable(guildId: string, query: RatingTableQuery): Promise<RatingTable>;
  /** Marks a single round as rated (its starter asked, rated:true). */
  setRated(roundId: number): Promise<void>;
  isRated(roundId: number): Promise<boolean>;
}

/** Seasons (see games/seasons): the one under way per server, and ended seasons' final tables. */
export interface SeasonStore {
  /** The server's season under way, if any. */
  runningSeason(guildId: string): Promise<RunningSeason | null>;
  /** Every server's season under way, soonest ending first. */
  runningSeasons(): Promise<readonly RunningSeason[]>;
  /** Starts the season unless the server has one under way or had this one (then false). */
  startSeason(season: RunningSeason): Promise<boolean>;
  /** The season under way is given up, never archived (seasons turned off or changed). */
  dropRunningSeason(guildId: string): Promise<void>;
  /** Ends the season under way of that name, once: false if it is not under way (another host
   *  ended it first). Inside `atomically`, with its tables and announcement. */
  endSeason(guildId: string, name: string, at: number): Promise<boolean>;
  /** One board of an ended season as it stood, in board order. */
  archiveSeasonTable(guildId: string, season: string, board: SeasonBoard, entries: readonly LeaderboardEntry[]): Promise<void>;
  /** A page of an ended season's board; null if the server has no such ended season. */
  seasonTable(guildId: string, season: string, board: SeasonBoard, page: number, pageSize: number): Promise<Leaderboard | null>;
  /** The server's ended seasons' names, newest first. */
  endedSeasons(guildId: string): Promise<readonly string[]>;
  /** The player's places on the boards of the server's ended seasons, newest season first. */
  seasonPlacings(guildId: string, playerId: string): Promise<readonly SeasonPlacing[]>;
  /** The channel of the server's latest round, if it played any. */
  lastRoundChannel(guildId: string): Promise<string | null>;
}

/** A part of the store as an engine that answers at once implements it (SQLite). */
export type Sync<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => R : T[K];
};
