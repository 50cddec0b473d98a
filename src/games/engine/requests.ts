// What adapters give the engine (its ports, then requests) and what they get back.

import type { Via } from "../attempts.ts";
import type { GameName, OpponentLevel, Round } from "../model.ts";
import type { GameRules, OptionFields } from "../rules.ts";
import type { RetryPolicy } from "./courier.ts";
import type { Refusal } from "./intake.ts";
import type { Judged } from "./judging.ts";
import type { PacePolicy } from "./pace.ts";
import type { Announcer, AnswerSpool, Clock, EngineStore, Logger, Player, RoundView, RoundWatch } from "./ports.ts";

/** What composeEngine (src/games/compose.ts) builds an engine from. */
export interface EngineOptions {
  readonly store: EngineStore;
  readonly clock: Clock;
  readonly announcer: Announcer;
  readonly logger: Logger;
  /** Default: every game in the catalogue. */
  readonly rules?: ReadonlyMap<GameName, GameRules>;
  /** Default: a random 32-bit seed per round. */
  readonly newSeed?: () => number;
  /** Hears of each of our own failures after it is logged. */
  readonly failed?: (error: unknown) => void;
  /** How failed announcements are retried (tests shorten it). */
  readonly retry?: RetryPolicy;
  /** How fast one player's answers are taken (default: unpaced, as at a terminal; the bot
   *  paces its players with ANSWER_PACE). */
  readonly pace?: PacePolicy;
  /** Where answers acknowledged while the database is out of reach wait on disk (default: in memory only). */
  readonly spool?: AnswerSpool;
  /** Hears of each round's answers, start, end and cancellation (live play). */
  readonly watch?: RoundWatch;
}

export interface StartRequest {
  readonly guildId: string;
  readonly channelId: string;
  readonly game: GameName;
  readonly player: Player;
  readonly options: OptionFields;
  /** Play again: the id of an earlier round in this guild whose game and options to repeat
   *  (then `options` is not read). */
  readonly again?: number;
  /** The computer plays in the round at this level. */
  readonly opponent?: OpponentLevel;
  /** Its players asked for it to be rated (rated:true): its results move their ratings. */
  readonly rated?: boolean;
  /** Called inside the transaction that creates the round (a game notes its round in play); a
   *  reason the round is no longer wanted (the game was stopped meanwhile) undoes it. */
  readonly opened?: (round: Round) => Promise<string | null>;
}

export interface AnswerRequest {
  readonly channelId: string;
  readonly player: Player;
  readonly text: string;
  readonly via: Via;
  /** The round the answer was sent for (a modal's, a command's); another round refuses it. */
  readonly roundId?: number;
}

export interface AnswerReceipt {
  readonly view: RoundView;
  readonly verdicts: readonly Judged[];
  /** One short line per judged text, for the player. */
  readonly message: string;
  /** True when this answer ended the round (a race won). */
  readonly finished: boolean;
}

export type { Refusal };
export type Answered = { readonly ok: true; readonly value: AnswerReceipt } | Refusal;

/** Seconds before the end at which Announcer.timeRunningOut is called. */
export const WARNING_SECONDS = 10;

export const BOARD_NOT_POSTED = "The board could not be posted, so the round was cancelled.";
