// The engine's ports: how it reaches the world. Discord and the terminal each implement
// Announcer; tests use a manual Clock and never sleep. Nothing here knows about discord.js.

import type { Random } from "../../solvers/random.ts";
import type { Answer, Round, RoundResult } from "../model.ts";
import type { AnswerStore, ResultStore, RoundStore, SettingsStore } from "../../store/types.ts";
import type { Choice, GameRules, Section } from "../rules.ts";
import type { Standing } from "../standings.ts";

export type { Store } from "../../store/types.ts";

/** What the engine needs of the Store: rounds, answers, finishing a round, a guild's settings. */
export type EngineStore = RoundStore & AnswerStore & Pick<ResultStore, "finishRound"> & Pick<SettingsStore, "guildSettings">;

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `fire` at time `at` (ms since the epoch), or at once (asynchronously) if that has passed. */
  setTimer(at: number, fire: () => void): Timer;
}

export interface Timer {
  cancel(): void;
}

export type RandomSource = (seed: number) => Random;

export interface Player {
  readonly id: string;
  readonly name: string;
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
}

export interface RoundOutcome {
  readonly results: readonly RoundResult[];
  /** One line per player, best first, as data: each adapter writes them in its own medium. */
  readonly lines: readonly Standing[];
  /** Dictionary Corner. */
  readonly corner: readonly Section[];
  readonly answers: readonly Answer[];
  /** Why the round ended: time ran out, /stop, a race answer was right, or time ran out while
   *  the process was down and the round was scored at start-up. */
  readonly ending: "time" | "stopped" | "solved" | "recovered";
}

/**
 * What the engine tells the channel. Each call may fail (a deleted channel, no permission):
 * the engine logs it and carries on; when `roundStarted` fails the round is cancelled with its
 * answers kept. `picking` and `roundStarted` return the id of the board message, if any, to store.
 * Picks made by the starter are not announced: the adapter renders the view `pick` returns.
 */
export interface Announcer {
  /** A board the starter is still choosing (called once, when the round is created). */
  picking(view: RoundView): Promise<string | null>;
  /** The board is complete and answers are open until `view.round.endsAt`. */
  roundStarted(view: RoundView): Promise<string | null>;
  roundFinished(view: RoundView, outcome: RoundOutcome): Promise<void>;
  roundCancelled(view: RoundView, reason: string): Promise<void>;
  /** Optional: called once, `secondsLeft` (10) seconds before the end, for rounds longer than that. */
  timeRunningOut?(view: RoundView, secondsLeft: number): Promise<void>;
  /** Optional: after a restart, a running round carries on (its board was posted before). */
  roundResumed?(view: RoundView): Promise<void>;
}

export interface Logger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}
