// What adapters give the engine (its ports, then requests) and what they get back.

import type { Via } from "../attempts.ts";
import type { GameName } from "../model.ts";
import type { GameRules, OptionFields } from "../rules.ts";
import type { RetryPolicy } from "./courier.ts";
import type { Refusal } from "./intake.ts";
import type { Judged } from "./judging.ts";
import type { Announcer, Clock, EngineStore, Logger, Player, RoundView } from "./ports.ts";

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
}

export interface StartRequest {
  readonly guildId: string;
  readonly channelId: string;
  readonly game: GameName;
  readonly player: Player;
  readonly options: OptionFields;
}

export interface AnswerRequest {
  readonly channelId: string;
  readonly player: Player;
  readonly text: string;
  readonly via: Via;
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
