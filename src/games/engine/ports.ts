// The engine's ports: how it reaches the world. Discord and the terminal each implement
// Announcer; tests use a fake Clock and never sleep.

import type { Random } from "../../solvers/random.ts";
import type { Answer, Round, RoundResult } from "../../store/types.ts";
import type { GameRules, Section } from "../rules.ts";

export type { Store } from "../../store/types.ts";

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `fire` at time `at` (ms since the epoch), or at once if that has passed. */
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
}

export interface RoundOutcome {
  readonly results: readonly RoundResult[];
  /** One line per player, best first. */
  readonly lines: readonly string[];
  /** Dictionary Corner. */
  readonly corner: readonly Section[];
  readonly answers: readonly Answer[];
  /** Why the round ended. */
  readonly ending: "time" | "stopped" | "solved" | "recovered";
}

/**
 * What the engine tells the channel. Each call may fail (a deleted channel, no permission):
 * the engine logs it and carries on; when `roundStarted` fails the round is cancelled with its
 * answers kept. `roundStarted` returns the id of the board message, if any, to store.
 */
export interface Announcer {
  picking(view: RoundView): Promise<string | null>;
  roundStarted(view: RoundView): Promise<string | null>;
  roundFinished(view: RoundView, outcome: RoundOutcome): Promise<void>;
  roundCancelled(view: RoundView, reason: string): Promise<void>;
}

export interface Logger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}
