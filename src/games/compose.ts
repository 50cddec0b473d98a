// The composition root of the games: every piece of the engine (and of the daily poster) made
// once, here, and handed to the pieces that use it, so what they are made of reads on one
// screen. The few cycles are closed with late-bound callbacks, each named where it is made.

import { randomInt } from "node:crypto";
import { RULES } from "./catalogue.ts";
import { CountdownHost, type GameStore } from "./countdown/host.ts";
import { DailyPoster } from "./daily/poster.ts";
import { AnswerQueue } from "./engine/answer-queue.ts";
import { ComputerPlayer } from "./engine/computer.ts";
import { Courier, RETRY, type RetryPolicy } from "./engine/courier.ts";
import { Engine } from "./engine/engine.ts";
import { RoundEnding } from "./engine/ending.ts";
import { HeldRounds } from "./engine/held-rounds.ts";
import { Housekeeping } from "./engine/housekeeping.ts";
import { Ledger } from "./engine/ledger.ts";
import { AnswerPace } from "./engine/pace.ts";
import type { Announcer, Clock, DailyStore, EngineStore, Logger } from "./engine/ports.ts";
import type { EngineOptions } from "./engine/requests.ts";
import { Supervisor } from "./engine/supervisor.ts";
import { RoundTimers } from "./engine/timers.ts";
import { ChannelTurns } from "./engine/turns.ts";
import { RoundViews } from "./engine/views.ts";
import { guardedWatch } from "./engine/watching.ts";
import { SeasonKeeper, type SeasonKeeperStore } from "./seasons/keeper.ts";
import { chooseVersusMove } from "./versus/computer.ts";
import { VersusHost, type ChooseMove, type VersusHostStore } from "./versus/host.ts";
import type { VersusGame } from "./model.ts";

export type { EngineOptions };

/** Countdown games around the rounds: the host is the engine's sequel. */
export interface CountdownOptions {
  /** Seconds between a round's news and the next round; default none. */
  readonly pauseSeconds?: number;
}

/** Letterpress versus games beside the rounds; tests shorten the computer's pause or choose for it. */
export interface VersusOptions {
  readonly pauseMs?: (game: VersusGame) => number;
  readonly choose?: ChooseMove;
}

export interface Composed<Games extends CountdownHost | null> {
  readonly engine: Engine;
  readonly games: Games;
  /** With a store that keeps every kind of game (Countdown's), Letterpress versus games too. */
  readonly versus: Games extends CountdownHost ? VersusHost : null;
}

/** An engine whose store also keeps Countdown and versus games, and the hosts of those games. */
type WithGames = EngineOptions & { readonly store: EngineStore & GameStore & VersusHostStore; readonly countdown: CountdownOptions; readonly versus?: VersusOptions };

/** The round engine, with Countdown games around it when `countdown` is given. */
export function composeEngine(options: WithGames): Composed<CountdownHost>;
export function composeEngine(options: EngineOptions): Composed<null>;
export function composeEngine(options: EngineOptions | WithGames): Composed<CountdownHost | null> {
  const { store, clock, announcer, logger, failed } = options;
  const retry = options.retry ?? RETRY;
  const newSeed = options.newSeed ?? (() => randomInt(2 ** 32));
  const pace = options.pace ? new AnswerPace(options.pace) : null;
  // Cycle: the host starts its rounds on the engine, which asks the host what follows each round.
  const games = "countdown" in options ? new CountdownHost({ store: options.store, clock, logger, rounds: () => engine, ...options.countdown }) : null;
  const supervisor = new Supervisor(logger, failed);
  const timers = new RoundTimers(clock);
  const turns = new ChannelTurns();
  const views = new RoundViews(options.rules ?? RULES, async (round) => (await games?.partOf(round)) ?? null);
  const ledger = new Ledger(store, clock, games);
  const computer = new ComputerPlayer(store, views);
  const housekeeping = new Housekeeping(store, clock, logger, supervisor, views);
  const watch = options.watch ? guardedWatch(options.watch, logger) : null;
  const courier = new Courier({
    store, clock, announcer, logger, supervisor, retry, watch,
    view: (round) => views.view(round),
    // Cycle: a board the courier could not show is handed back to the engine to cancel or show later.
    undelivered: (announcement, round, error, never) => engine.boardNotShown(announcement, round, error, never),
  });
  const held = new HeldRounds();
  // Cycle: a race won while saving was delayed is ended by the engine once its answer is saved.
  const spool = options.spool ?? null;
  const unsaved = new AnswerQueue({ store, clock, logger, supervisor, retry, ...(spool ? { spool } : {}), saved: (answer) => engine.savedLate(answer) });
  const ending = new RoundEnding({ store, clock, announcer, logger, views, timers, supervisor, courier, ledger, sequel: games, turns, unsaved, held, retry });
  const engine: Engine = new Engine({ store, clock, announcer, logger, views, newSeed, timers, supervisor, courier, ledger, pace, housekeeping, sequel: games, ending, computer, retry, turns, held, unsaved, spool, watch });
  if (!("countdown" in options)) return { engine, games: null, versus: null };
  const versus = composeVersus({ store: options.store, clock, announcer, logger, failed, retry, newSeed, ...options.versus });
  return { engine, games: games!, versus };
}

/** The versus host, on parts of its own (versus.idle()). */
function composeVersus(options: Omit<PosterOptions, "store"> & VersusOptions & { readonly store: VersusHostStore; readonly newSeed: () => number }): VersusHost {
  const { store, clock, logger, newSeed, pauseMs } = options;
  const parts = roundlessParts(options, "a versus game's news");
  return new VersusHost({ store, clock, logger, ...parts, newSeed, choose: options.choose ?? chooseVersusMove, ...(pauseMs ? { pauseMs } : {}) });
}

export interface PosterOptions {
  readonly store: EngineStore & DailyStore;
  readonly clock: Clock;
  readonly announcer: Announcer;
  readonly logger: Logger;
  readonly failed?: (error: unknown) => void;
  readonly retry?: RetryPolicy;
}

/** The daily poster, on parts of its own (poster.idle()). */
export function composePoster(options: PosterOptions): DailyPoster {
  return new DailyPoster({ store: options.store, clock: options.clock, ...roundlessParts(options, "a daily post") });
}

/** The seasons' keeper, on parts of its own (seasons.idle()). */
export function composeSeasons(options: Omit<PosterOptions, "store"> & { readonly store: SeasonKeeperStore }): SeasonKeeper {
  return new SeasonKeeper({ store: options.store, clock: options.clock, ...roundlessParts(options, "a season's end") });
}

/** A Supervisor, Ledger and Courier for announcements of no round (`what` they are), kept
 *  apart from the rounds': awaited and closed on their own, the courier carrying them alone. */
function roundlessParts({ store, clock, announcer, logger, failed, retry }: Omit<PosterOptions, "store"> & { readonly store: EngineStore }, what: string) {
  const supervisor = new Supervisor(logger, failed);
  const ledger = new Ledger(store, clock);
  const courier = new Courier({
    store, clock, announcer, logger, supervisor, retry,
    // Nothing here is ever viewed or handed back.
    view: () => Promise.reject(new Error(`${what} has no round to view`)),
    undelivered: async () => false,
  });
  return { supervisor, ledger, courier };
}
