// The round engine: one round per channel, any number of channels at once. It deals through
// the game's rules, keeps every round in the store (the store is the truth: each call reads
// the round afresh, so a restart loses nothing), arms timers on the clock and speaks only
// through the Announcer. The store is synchronous, so each step below that reads, decides
// and writes runs without interruption; only announcements await.
//
// API (adapters code against exactly this):
//
//   new Engine({ store, clock, random, announcer, logger, rules?, newSeed? })
//   start({ guildId, channelId, game, player, options }): Promise<Checked<RoundView>>
//       Reads options via rules.readOptions(fields, store.guildSettings(guildId)), deals,
//       stores the round, arms its timers and announces it (picking, or roundStarted; the
//       returned message id is stored). A busy channel is refused, naming the running game.
//       If roundStarted throws, the round is cancelled (answers kept) and an error returned.
//   pick(channelId, player, choiceId): Promise<Checked<RoundView>>
//       Only the starter picks. Each pick restarts the pick timeout (rules.picking.secondsPerPick);
//       when it runs out the rules fill in the rest. A complete board starts the round
//       (endsAt = now + duration) and announces roundStarted.
//   answer({ channelId, player, text, via }): Answered   (synchronous)
//       Judges, STORES, then returns the receipt. Chat messages count in race games always,
//       in other games only when the guild's answerMode is "open"; otherwise the refusal has
//       `ignored: true` so the adapter stays silent (likewise for chat with no round, chat
//       during picking, and several words, or anything but letters, sent by chat in a race:
//       talk, not a guess; through /guess the same is refused, not stored, the guess kept).
//       Find-all text is split into words (splitWords; the first 30 are read and the player told
//       of the rest), each judged and stored; a word the
//       player already found is refused. A race's first correct answer finishes the round at
//       once (ending "solved": scored before answer returns, results announced on the next
//       turn of the event loop, so the winner's receipt goes first); a second guess is refused
//       and stored as refused. Text over MAX_ANSWER_CHARS (500) is refused and not stored.
//       Answers after endsAt (before the timer fired) are refused as late, not stored.
//   stop(channelId, by): Promise<Checked<RoundOutcome>>
//       Ends and scores the round now (ending "stopped"). A board still being picked is
//       cancelled instead (announced as cancelled) and an empty outcome returned.
//   cancel(channelId, reason): Promise<void>       cancels without scoring; answers stay stored.
//   recover(owns?): Promise<void>
//       Once at start-up: re-arms or finishes every unfinished round for which owns(round) is
//       true (default: all; a shard or local play passes its own filter). See recovery.ts.
//   roundIn(channelId): RoundView | null
//   idle(): Promise<void>     resolves once every announcement the engine started has settled.
//   close(): void             cancels timers; rounds stay in the store for recover().

import { randomInt } from "node:crypto";
import { MAX_ANSWER_CHARS, type Answer, type GameName, type Round } from "../model.ts";
import { RULES } from "../catalogue.ts";
import { dealBoard, fillInBoard } from "../dealer.ts";
import type { Checked, GameRules, OptionFields, Verdict } from "../rules.ts";
import { MAX_WORDS_PER_MESSAGE, readWord, splitWords, unreadWords } from "../words.ts";
import { judge, receipt, type Judged } from "./judging.ts";
import type { Announcer, Clock, EngineStore, Logger, Player, RandomSource, RoundOutcome, RoundView } from "./ports.ts";
import { recoveryFor, type Recovery } from "./recovery.ts";
import { RoundTimers } from "./timers.ts";

export interface EngineOptions {
  store: EngineStore;
  clock: Clock;
  random: RandomSource;
  announcer: Announcer;
  logger: Logger;
  /** Default: every game in the catalogue. */
  rules?: ReadonlyMap<GameName, GameRules>;
  /** Default: a random 32-bit seed per round. */
  newSeed?: () => number;
}

export interface StartRequest {
  guildId: string;
  channelId: string;
  game: GameName;
  player: Player;
  options: OptionFields;
}

export interface AnswerRequest {
  channelId: string;
  player: Player;
  text: string;
  via: "command" | "chat";
}

export interface AnswerReceipt {
  readonly view: RoundView;
  readonly verdicts: readonly Judged[];
  /** One short line per judged text, for the player. */
  readonly message: string;
  /** True when this answer ended the round (a race won). */
  readonly finished: boolean;
}

/** A refusal; `ignored` marks chat that was not meant as an answer: say nothing. */
export interface Refusal {
  readonly ok: false;
  readonly error: string;
  readonly ignored?: true;
}

export type Answered = { readonly ok: true; readonly value: AnswerReceipt } | Refusal;

/** Seconds before the end at which Announcer.timeRunningOut is called. */
export const WARNING_SECONDS = 10;

const NO_ROUND = "No round is running here.";
const WHAT_IS_PICKED: Partial<Record<GameName, string>> = { letters: "letters", numbers: "numbers" };

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
const refuse = (error: string, ignored = false): Refusal => (ignored ? { ok: false, error, ignored } : { ok: false, error });

interface Closed {
  readonly view: RoundView;
  readonly outcome: RoundOutcome;
}

export class Engine {
  private readonly store: EngineStore;
  private readonly clock: Clock;
  private readonly announcer: Announcer;
  private readonly logger: Logger;
  private readonly rules: ReadonlyMap<GameName, GameRules>;
  private readonly newSeed: () => number;
  private readonly timers: RoundTimers;
  /** Starters' names by round id, for "Only Ann picks…" and the announcer. */
  private readonly starters = new Map<number, string>();
  private readonly tasks = new Set<Promise<unknown>>();

  constructor(options: EngineOptions) {
    this.store = options.store;
    this.clock = options.clock;
    this.announcer = options.announcer;
    this.logger = options.logger;
    this.rules = options.rules ?? RULES;
    this.newSeed = options.newSeed ?? (() => randomInt(2 ** 32));
    this.timers = new RoundTimers(this.clock);
  }

  // ── starting and picking ────────────────────────────────────────────────────────────

  start(request: StartRequest): Promise<Checked<RoundView>> {
    return this.track(this.guarded({ channelId: request.channelId, game: request.game }, "start the round", () => this.startRound(request)));
  }

  private async startRound({ guildId, channelId, game, player, options: fields }: StartRequest): Promise<Checked<RoundView>> {
    const rules = this.rules.get(game);
    if (!rules) return refuse(`There is no game called "${game}".`);
    const busy = this.store.runningRoundIn(channelId);
    if (busy) return refuse(this.busyMessage(busy));
    const options = rules.readOptions(fields, this.store.guildSettings(guildId));
    if (!options.ok) return options;
    const seed = this.newSeed();
    const board = dealBoard(rules, seed, options.value);
    const picking = rules.picking !== undefined && !rules.picking.isComplete(board);
    const now = this.clock.now();
    const created = this.store.createRound({
      guildId,
      channelId,
      game,
      state: picking ? "picking" : "running",
      board,
      options: options.value,
      seed,
      startedBy: player.id,
      startedAt: now,
      endsAt: picking ? null : now + rules.durationSeconds(options.value) * 1000,
    });
    if (!created.ok) return refuse(this.busyMessage(created.running));
    const round = created.round;
    this.starters.set(round.id, player.name);
    if (!picking) {
      this.armEnd(round);
      return this.announceStarted(round);
    }
    this.armPickTimeout(round, rules);
    const messageId = await this.safely(round, "picking", () => this.announcer.picking(this.view(round)));
    return ok(this.view(this.withMessage(round, messageId ?? null)));
  }

  pick(channelId: string, player: Player, choiceId: string): Promise<Checked<RoundView>> {
    return this.inChannel(channelId, "pick", (round) => this.pickIn(round, player, choiceId));
  }

  private async pickIn(round: Round, player: Player, choiceId: string): Promise<Checked<RoundView>> {
    const rules = this.rulesOf(round);
    if (round.state !== "picking" || !rules.picking) return refuse("The board is complete: the round is under way.");
    if (player.id !== round.startedBy) {
      const starter = this.starters.get(round.id) ?? "the starter";
      return refuse(`Only ${starter} picks the ${WHAT_IS_PICKED[round.game] ?? "board"} for this round.`);
    }
    const picked = rules.picking.pick(round.board, choiceId);
    if (!picked.ok) return picked;
    if (rules.picking.isComplete(picked.value)) return this.announceStarted(this.beginRunning(round, rules, picked.value));
    const updated = this.store.updateRound(round.id, { board: picked.value }) ?? round;
    this.timers.clear(round.id);
    this.armPickTimeout(updated, rules);
    return ok(this.view(updated));
  }

  /** The board is complete: the round runs from now. Synchronous, so no answer slips in between. */
  private beginRunning(round: Round, rules: GameRules, board: unknown): Round {
    const endsAt = this.clock.now() + rules.durationSeconds(round.options) * 1000;
    const running = this.store.updateRound(round.id, { state: "running", board, endsAt }) ?? round;
    this.timers.clear(round.id);
    this.armEnd(running);
    return running;
  }

  private async announceStarted(round: Round): Promise<Checked<RoundView>> {
    try {
      const messageId = await this.announcer.roundStarted(this.view(round));
      return ok(this.view(this.withMessage(round, messageId)));
    } catch (error) {
      this.logger.error({ ...context(round), err: error }, "could not announce the round; cancelling it");
      this.timers.clear(round.id);
      this.store.cancelRound(round.id, this.clock.now());
      this.starters.delete(round.id);
      return refuse("The board could not be posted, so the round was cancelled.");
    }
  }

  private withMessage(round: Round, messageId: string | null): Round {
    return messageId === null ? round : (this.store.updateRound(round.id, { messageId }) ?? round);
  }

  private armPickTimeout(round: Round, rules: GameRules): void {
    const seconds = rules.picking?.secondsPerPick ?? 0;
    this.timers.arm(round.id, this.clock.now() + seconds * 1000, () => {
      void this.background(context(round), "fill in the board", () => this.fillIn(round.id));
    });
  }

  /** The starter stopped picking: the rules complete the board and the round starts. */
  private async fillIn(roundId: number): Promise<void> {
    const round = this.store.getRound(roundId);
    if (round?.state !== "picking") return;
    const rules = this.rulesOf(round);
    await this.announceStarted(this.beginRunning(round, rules, this.completeBoard(round, rules)));
  }

  private completeBoard(round: Round, rules: GameRules): unknown {
    return fillInBoard(rules, round.board, round.seed);
  }

  // ── answers ─────────────────────────────────────────────────────────────────────────

  answer(request: AnswerRequest): Answered {
    const failed = refuse("Your answer could not be saved; please send it again.");
    return this.attempt({ channelId: request.channelId }, "take an answer", failed, () => {
      const round = this.store.runningRoundIn(request.channelId);
      if (!round) return refuse(NO_ROUND, request.via === "chat");
      return this.attempt(context(round), "take an answer", failed, () => this.receive(round, request));
    });
  }

  private receive(round: Round, { player, text, via }: AnswerRequest): Answered {
    const chat = via === "chat";
    const rules = this.rulesOf(round);
    if (chat && rules.style !== "race" && this.store.guildSettings(round.guildId).answerMode !== "open") {
      return refuse("Answer with /guess in this round.", true);
    }
    if (round.state === "picking") {
      return refuse(`The ${WHAT_IS_PICKED[round.game] ?? "board"} are still being picked: answer once the round starts.`, chat);
    }
    if (round.endsAt !== null && this.clock.now() >= round.endsAt) return refuse("Too late: time is up for this round.", chat);
    const trimmed = text.trim();
    if (trimmed === "") return refuse("Type an answer.", chat);
    if (text.length > MAX_ANSWER_CHARS) return refuse(`That is too long: an answer is at most ${MAX_ANSWER_CHARS} characters.`, chat);
    if (rules.style === "race") {
      // Only a word of letters spends a race's one guess: in chat, "well played" or "👍" is
      // talk; through /guess, a slip of the keyboard is pointed out and the guess kept.
      const word = readWord(trimmed);
      if (chat && !word.ok) return refuse(/\s/u.test(trimmed) ? "One word per guess." : "Not a word: talk, not a guess.", true);
      if (!word.ok) return refuse(`That is not a guess (${word.error}): your guess is still yours to make.`);
    }
    const words = rules.style === "find-all" ? splitWords(trimmed) : [text];
    if (words.length === 0) return refuse("Type an answer.", chat);
    const texts = words.slice(0, MAX_WORDS_PER_MESSAGE);

    const judged = this.judgeAndStore(round, rules, player, texts);
    const solved = rules.style === "race" && judged.some((j) => j.verdict.ok);
    if (solved) this.finishNowAnnounceSoon(round);
    const now = solved ? (this.store.getRound(round.id) ?? round) : round;
    const unread = words.length - texts.length;
    const message = receipt(rules.style, judged) + (unread > 0 ? `\n${unreadWords(unread)}` : "");
    return ok({ view: this.view(now), verdicts: judged, message, finished: solved });
  }

  /** A race won: the round is scored before the winner's receipt goes out, and the results
   *  are announced on the next turn of the event loop, after it. */
  private finishNowAnnounceSoon(round: Round): void {
    const closed = this.scoreOrCancel(round, "solved");
    if (!closed.ok) return;
    void this.background(context(round), "announce the results", async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await this.announceFinished(round, closed.value);
    });
  }

  /** Each text judged, then stored before anything is said about it. */
  private judgeAndStore(round: Round, rules: GameRules, player: Player, texts: readonly string[]): Judged[] {
    const earlier = this.store.answersFor(round.id).filter((a) => a.playerId === player.id);
    return texts.map((text) => {
      const verdict = this.judgeSafely(round, rules, text, earlier);
      const stored = this.store.addAnswer({
        roundId: round.id,
        playerId: player.id,
        playerName: player.name,
        text,
        ok: verdict.ok,
        reason: verdict.ok ? null : verdict.reason,
        value: verdict.ok ? verdict.value : null,
        receivedAt: this.clock.now(),
      });
      const afterValid = earlier.some((a) => a.ok);
      earlier.push(stored);
      return { text, verdict, afterValid };
    });
  }

  private judgeSafely(round: Round, rules: GameRules, text: string, earlier: readonly Answer[]): Verdict {
    const unjudged: Verdict = { ok: false, reason: "this answer could not be judged" };
    return this.attempt(context(round), "judge an answer", unjudged, () => judge(rules, round.board, round.options, text, earlier));
  }

  // ── ending ──────────────────────────────────────────────────────────────────────────

  stop(channelId: string, by: Player): Promise<Checked<RoundOutcome>> {
    return this.inChannel(channelId, "stop the round", (round) => this.stopIn(round, by));
  }

  private async stopIn(round: Round, by: Player): Promise<Checked<RoundOutcome>> {
    if (round.state === "running") return this.finish(round, "stopped");
    await this.cancelRound(round, `Stopped by ${by.name} before the board was complete.`);
    return ok({ results: [], lines: [], corner: [], answers: this.store.answersFor(round.id), ending: "stopped" });
  }

  cancel(channelId: string, reason: string): Promise<void> {
    return this.background({ channelId }, "cancel the round", async () => {
      const round = this.store.runningRoundIn(channelId);
      if (round) await this.background(context(round), "cancel the round", () => this.cancelRound(round, reason));
    });
  }

  private timeUp(round: Round): void {
    void this.background(context(round), "finish the round", async () => {
      const now = this.store.getRound(round.id);
      if (now?.state === "running") await this.finish(now, "time");
    });
  }

  private async finish(round: Round, ending: RoundOutcome["ending"]): Promise<Checked<RoundOutcome>> {
    const closed = this.scoreOrCancel(round, ending);
    if (!closed.ok) return closed;
    await this.announceFinished(round, closed.value);
    return ok(closed.value.outcome);
  }

  private announceFinished(round: Round, { view, outcome }: Closed): Promise<void | undefined> {
    return this.safely(round, "roundFinished", () => this.announcer.roundFinished(view, outcome));
  }

  /** Scoring is rules code; if it throws, the round is cancelled (answers kept), not left hanging. */
  private scoreOrCancel(round: Round, ending: RoundOutcome["ending"]): Checked<Closed> {
    try {
      return this.scoreRound(round, ending);
    } catch (error) {
      this.logger.error({ ...context(round), err: error }, "could not score the round; cancelling it");
      void this.background(context(round), "cancel the round", () =>
        this.cancelRound(round, "Something went wrong while scoring, so the round was cancelled. Your answers are kept."),
      );
      return refuse("Something went wrong while scoring, so the round was cancelled.");
    }
  }

  /**
   * Scores the round and writes its results in one transaction. The store finishes a round
   * only once, so whoever gets here second (a timer during /stop, a race answer at the bell)
   * gets a refusal and announces nothing.
   */
  private scoreRound(round: Round, ending: RoundOutcome["ending"]): Checked<Closed> {
    this.timers.clear(round.id);
    const rules = this.rulesOf(round);
    const answers = this.store.answersFor(round.id);
    const scoring = rules.score(round.board, round.options, answers, this.store.guildSettings(round.guildId));
    const finished = this.store.finishRound(round.id, this.clock.now(), scoring.results);
    if (!finished.ok) return refuse(finished.error);
    const corner = this.cornerOf(finished.round, rules, answers);
    const view = this.view(finished.round);
    this.starters.delete(round.id);
    return ok({ view, outcome: { results: scoring.results, lines: scoring.lines, corner, answers, ending } });
  }

  private cornerOf(round: Round, rules: GameRules, answers: readonly Answer[]): RoundOutcome["corner"] {
    return this.attempt(context(round), "fill in Dictionary Corner", [], () => rules.corner(round.board, round.options, answers));
  }

  private async cancelRound(round: Round, reason: string): Promise<void> {
    this.timers.clear(round.id);
    const cancelled = this.store.cancelRound(round.id, this.clock.now());
    if (!cancelled.ok) return;
    const view = this.view(cancelled.round);
    this.starters.delete(round.id);
    await this.safely(round, "roundCancelled", () => this.announcer.roundCancelled(view, reason));
  }

  // ── restarts ────────────────────────────────────────────────────────────────────────

  recover(owns: (round: Round) => boolean = () => true): Promise<void> {
    return this.track(this.recoverRounds(owns));
  }

  /** Everything synchronous first (scores written, timers armed), then the announcements. */
  private async recoverRounds(owns: (round: Round) => boolean): Promise<void> {
    const now = this.clock.now();
    const nothing = (): Promise<void> => Promise.resolve();
    const announcements = this.store.unfinishedRounds().filter(owns).map((round) => ({
      round,
      announce: this.attempt(context(round), "recover the round", nothing, () => this.recoverRound(round, recoveryFor(round, now))),
    }));
    for (const { round, announce } of announcements) await this.background(context(round), "announce a recovered round", announce);
  }

  private recoverRound(round: Round, recovery: Recovery): () => Promise<unknown> {
    this.logger.info({ ...context(round), recovery }, "recovering a round");
    const rules = this.rulesOf(round);
    switch (recovery) {
      case "finish": {
        const closed = this.scoreOrCancel(round, "recovered");
        return () => (closed.ok ? this.announceFinished(round, closed.value) : Promise.resolve());
      }
      case "resume": {
        this.armEnd(round);
        const resumed = this.announcer.roundResumed?.bind(this.announcer);
        return () => (resumed ? this.safely(round, "roundResumed", () => resumed(this.view(round))) : Promise.resolve());
      }
      case "complete": {
        const running = this.beginRunning(round, rules, this.completeBoard(round, rules));
        return () => this.announceStarted(running);
      }
      case "cancel":
        return () => this.cancelRound(round, "The board was left half-picked while the bot was away.");
    }
  }

  // ── views, timers, safety ───────────────────────────────────────────────────────────

  roundIn(channelId: string): RoundView | null {
    return this.attempt({ channelId }, "read the round", null, () => {
      const round = this.store.runningRoundIn(channelId);
      return round ? this.view(round) : null;
    });
  }

  async idle(): Promise<void> {
    while (this.tasks.size > 0) await Promise.allSettled([...this.tasks]);
  }

  close(): void {
    this.timers.clearAll();
  }

  private view(round: Round): RoundView {
    const rules = this.rulesOf(round);
    const picking = round.state === "picking" && rules.picking !== undefined;
    return {
      round,
      rules,
      boardText: rules.showBoard(round.board, round.options),
      choices: picking ? rules.picking!.choices(round.board) : [],
      starterName: this.starters.get(round.id) ?? null,
    };
  }

  private rulesOf(round: Round): GameRules {
    const rules = this.rules.get(round.game);
    if (!rules) throw new Error(`no rules for the game "${round.game}"`);
    return rules;
  }

  private busyMessage(running: Round): string {
    const title = this.rules.get(running.game)?.title ?? running.game;
    return `A ${title} round is already running in this channel: wait for it to end, or /stop it.`;
  }

  private armEnd(round: Round): void {
    if (round.endsAt === null) return;
    this.timers.arm(round.id, round.endsAt, () => this.timeUp(round));
    const warnAt = round.endsAt - WARNING_SECONDS * 1000;
    const warn = this.announcer.timeRunningOut?.bind(this.announcer);
    if (warn && warnAt > this.clock.now()) {
      this.timers.arm(round.id, warnAt, () => {
        void this.background(context(round), "warn that time is running out", async () => {
          const now = this.store.getRound(round.id);
          if (now?.state === "running") await this.safely(now, "timeRunningOut", () => warn(this.view(now), WARNING_SECONDS));
        });
      });
    }
  }

  /** Runs an announcement; a failure is logged with the round's context and swallowed. */
  private async safely<T>(round: Round, what: string, announce: () => Promise<T>): Promise<T | undefined> {
    try {
      return await announce();
    } catch (error) {
      this.logger.error({ ...context(round), announcement: what, err: error }, "announcement failed");
      return undefined;
    }
  }

  /** The channel's round, then `act` on it; a failure is logged with the round's context once
   *  the round is known, with the channel's before. */
  private inChannel<T>(channelId: string, doing: string, act: (round: Round) => Promise<Checked<T>>): Promise<Checked<T>> {
    return this.track(
      this.guarded({ channelId }, doing, async () => {
        const round = this.store.runningRoundIn(channelId);
        return round ? this.guarded(context(round), doing, () => act(round)) : refuse(NO_ROUND);
      }),
    );
  }

  /** A synchronous step: a failure is logged with `where` and answered with `failed`. */
  private attempt<T>(where: object, doing: string, failed: T, act: () => T): T {
    try {
      return act();
    } catch (error) {
      this.logger.error({ ...where, err: error }, `could not ${doing}`);
      return failed;
    }
  }

  /** Our own failures (a store error, a bug in the rules) become a short refusal and a log line. */
  private async guarded<T>(where: object, doing: string, act: () => Promise<Checked<T>>): Promise<Checked<T>> {
    try {
      return await act();
    } catch (error) {
      this.logger.error({ ...where, err: error }, `could not ${doing}`);
      return refuse(`Something went wrong: could not ${doing}.`);
    }
  }

  /** Work nobody awaits (timers, cancelling): tracked for idle(), failures only logged. */
  private background(where: object, doing: string, act: () => Promise<unknown>): Promise<void> {
    const task = (async () => {
      try {
        await act();
      } catch (error) {
        this.logger.error({ ...where, err: error }, `could not ${doing}`);
      }
    })();
    return this.track(task);
  }

  private track<T>(task: Promise<T>): Promise<T> {
    this.tasks.add(task);
    const done = (): void => void this.tasks.delete(task);
    task.then(done, done);
    return task;
  }
}

function context(round: Round): object {
  return { roundId: round.id, guildId: round.guildId, channelId: round.channelId, game: round.game };
}
