// The engine's ports: how it reaches the world. Discord and the terminal each implement
// Announcer; tests use a manual Clock and never sleep. Nothing here knows about discord.js.

import type { SeasonNews } from "../seasons/news.ts";
import type { AnnouncementKind, Answer, Round, RoundResult } from "../model.ts";
import type { GameNews } from "../countdown/progress.ts";
import type { AnnouncementStore, CountdownStore, DailyStore, AnswerStore, Atomic, Forgotten, PrivacyStore, RatingStore, ResultStore, RoundStore, SettingsStore } from "../../store/types.ts";

export type { Atomic, DailyStore, Forgotten, SettingsStore };
import type { Choice, GameRules, Section } from "../rules.ts";
import type { Standing } from "../standings.ts";
import type { DailyPostView } from "../daily/post.ts";
import type { VersusNewsView } from "../versus/news.ts";
import type { Cancellation } from "./cancellation.ts";
import type { Judged } from "./judging.ts";

export type { GamesWonStore, LeaderboardStore, LeaseStore, SeasonStore, Store } from "../../store/types.ts";

/** What rating a game needs of the Store: the players' ratings, today's meetings, the save. */
export type RatingsStore = Pick<RatingStore, "ratingsOf" | "meetingsSince" | "saveRatings">;

/** What the engine needs of the Store: rounds, answers, finishing a round, a guild's settings,
 *  announcements waiting for delivery, and transactions that hold a change and its announcement. */
export type EngineStore = RoundStore &
  Pick<CountdownStore, "setOpponent" | "opponentIn"> &
  Pick<RatingStore, "setRated" | "isRated"> &
  RatingsStore &
  AnswerStore &
  Pick<ResultStore, "finishRound"> &
  Pick<SettingsStore, "guildSettings"> &
  PrivacyStore &
  AnnouncementStore &
  Atomic;

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `fire` at time `at` (ms since the epoch), or at once (asynchronously) if that has passed. */
  setTimer(at: number, fire: () => void): Timer;
}

export interface Timer {
  cancel(): void;
}

export interface Player {
  readonly id: string;
  readonly name: string;
}

/** A round's place in a Countdown game: round `number` of the `of` planned (past them, a sudden death). */
export interface RoundPart {
  readonly number: number;
  readonly of: number;
}

/** A round as adapters see it: the stored round plus its rules and board text. */
export interface RoundView {
  readonly round: Round;
  readonly rules: GameRules;
  readonly boardText: string;
  /** While picking: the starter's buttons (some not allowed now); otherwise empty. */
  readonly choices: readonly Choice[];
  /** The starter's name as this engine saw it; null when unknown (a round from before a restart). */
  readonly starterName: string | null;
  /** Its place in a game while it is the game's round in play; else null or absent. */
  readonly part?: RoundPart | null;
}

export interface RoundOutcome {
  readonly results: readonly RoundResult[];
  /** One line per player, best first, as data: each adapter writes them in its own medium. */
  readonly standings: readonly Standing[];
  /** Dictionary Corner. */
  readonly corner: readonly Section[];
  readonly answers: readonly Answer[];
  /** Why the round ended: time ran out, /stop, a race answer was right, or time ran out while
   *  the process was down and the round was scored at start-up. */
  readonly ending: "time" | "stopped" | "solved" | "recovered";
  /** Its place in a game, as scored (absent in outcomes recorded before it was kept). */
  readonly part?: RoundPart | null;
}

/** How a durable announcement is posted: the same nonce on every attempt, so that a retry
 *  after a lost response finds the message already there instead of posting it again. */
export interface Post {
  readonly nonce: string;
  /** Tried before: what Discord keeps for the nonce may be the first try's message, drawn then. */
  readonly again?: boolean;
}

/** Thrown by an Announcer when a post can never succeed (the channel is gone, the bot may not
 *  post there): the announcement is given up instead of retried. */
export class Undeliverable extends Error {
  override readonly name = "Undeliverable";
}

/**
 * What the engine tells the channel. The first four are durable: recorded with the state change
 * that calls for them, delivered through the Courier, retried until delivered or Undeliverable.
 * `picking` and `roundStarted` return the id of the board message, if any, to store; a board
 * that cannot be shown at once cancels its round. Picks made by the starter are not announced:
 * the adapter renders the view `pick` returns.
 */
export interface Announcer {
  /** A board the starter is still choosing. */
  picking(view: RoundView, post: Post): Promise<string | null>;
  /** The board is complete and answers are open until `view.round.endsAt`. */
  roundStarted(view: RoundView, post: Post): Promise<string | null>;
  roundFinished(view: RoundView, outcome: RoundOutcome, post: Post): Promise<void>;
  roundCancelled(view: RoundView, reason: string, post: Post): Promise<void>;
  /** After a round of a Countdown game: the totals and what comes next, or the game's end. */
  gameNews(view: RoundView, news: GameNews, post: Post): Promise<void>;
  /** Optional, best effort: called once, `secondsLeft` (10) seconds before the end, for rounds longer than that. */
  timeRunningOut?(view: RoundView, secondsLeft: number): Promise<void>;
  /** Optional, best effort: after a restart, a running round carries on (its board was posted before). */
  roundResumed?(view: RoundView): Promise<void>;
  /** Durable, for adapters that post on their own: a server's daily puzzles. Returns the message id. */
  dailyPosted?(channelId: string, view: DailyPostView, post: Post): Promise<string | null>;
  /** Durable: a Letterpress versus game's news (a challenge, a move, a reminder, its end), with
   *  the board; mentions only `view.mention`. Returns the message id. */
  versusNews?(channelId: string, view: VersusNewsView, post: Post): Promise<string | null>;
  /** Durable, for adapters that post on their own: a season's end and its winners. Returns the message id. */
  seasonEnded?(channelId: string, news: SeasonNews, post: Post): Promise<string | null>;
}

/** Hears of a round's life once each change is committed: an answer kept (from any source),
 *  and its board, results or cancellation once delivered (after a restart's recovery too).
 *  Live play follows the channel's round this way; a watcher that throws only costs a log line. */
export interface RoundWatch {
  answered(round: Round, player: Player, judged: readonly Judged[]): void;
  started(view: RoundView): void;
  finished(view: RoundView, outcome: RoundOutcome): void;
  cancelled(view: RoundView, reason: string): void;
}

export type { AnswerSpool } from "../../store/answer-spool.ts";

export interface Logger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}

/** What a round's end calls for beyond its own announcement. */
export interface Sequel {
  readonly kind: AnnouncementKind;
  readonly payload: unknown;
}

/** What follows a round that is part of something longer (a Countdown game). */
export interface RoundSequel {
  /** Inside the transaction that finishes or cancels (`cancelled`) the round: records what
   *  follows and returns what to announce after the round's own announcement. */
  closing(round: Round, cancelled?: Cancellation): Promise<readonly Sequel[]>;
  /** Whether the round waits for a board that could not be posted (retried, its clock started
   *  once shown) rather than being cancelled: a game's round, which the game cannot skip. */
  waits(round: Round): Promise<boolean>;
  /** Once those are sent: start what follows (the next round). */
  closed(round: Round): Promise<void>;
  /** Why the player may not answer this round (a game's round is its players'), or null. */
  refuses(round: Round, playerId: string): Promise<string | null>;
  /** The round's place in its game while it is the game's round in play, else null. */
  partOf(round: Round): Promise<RoundPart | null>;
}
