// The round engine: one round per channel, any number of channels at once. The store is the
// truth (each call reads the round afresh, so a restart loses nothing); each state change is
// written in one transaction with the announcement it calls for, and the Courier delivers it
// after. Intake decides what counts as an answer, the rules judge and score, RoundEnding
// finishes and cancels, the Supervisor turns our own failures into log lines, recovery.ts
// decides what a restart does.

import { dealBoard } from "../dealer.ts";
import { botFinishes, pickOn } from "../picks.ts";
import { NO_ROUND, ROUND_OVER } from "../refusals.ts";
import type { Announcement, Answer, AnswerMode, NewAnswer, Round } from "../model.ts";
import type { Checked, GameRules, Verdict } from "../rules.ts";
import type { AnswerQueue } from "./answer-queue.ts";
import { backoff, type Courier, type RetryPolicy, type Sent } from "./courier.ts";
import type { RoundEnding } from "./ending.ts";
import { intake, refuse } from "./intake.ts";
import { judge, judgeAndKeep, receipt, type Judged } from "./judging.ts";
import type { HeldRounds } from "./held-rounds.ts";
import type { Housekeeping } from "./housekeeping.ts";
import type { Ledger } from "./ledger.ts";
import { slowDown, type AnswerPace } from "./pace.ts";
import type { Announcer, AnswerSpool, Clock, EngineStore, Logger, Player, RoundOutcome, RoundSequel, RoundView, RoundWatch } from "./ports.ts";
import { COMPUTER, type ComputerPlayer } from "./computer.ts";
import { Reach } from "./reach.ts";
import { recoveryFor, type RecoverySteps } from "./recovery.ts";
import { replaySpooled } from "./replay.ts";
import { BOARD_NOT_POSTED, type Answered, type Refusal, type AnswerRequest, type StartRequest } from "./requests.ts";
import { roundContext, type Supervisor } from "./supervisor.ts";
import type { RoundTimers } from "./timers.ts";
import type { ChannelTurns } from "./turns.ts";
import type { RoundViews } from "./views.ts";

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** Added to the receipt of an answer acknowledged while the database is out of reach. */
export const SAVING_DELAYED = " (saving is delayed: it counts once saved)";
const GAME_WAITS = "The database cannot be reached just now, and answers in a game wait for it: please send it again in a moment.";

/** What the engine is made of, each piece made once by composeEngine (src/games/compose.ts). */
export interface EngineParts {
  readonly store: EngineStore;
  readonly clock: Clock;
  readonly announcer: Announcer;
  readonly logger: Logger;
  readonly views: RoundViews;
  readonly newSeed: () => number;
  readonly timers: RoundTimers;
  readonly supervisor: Supervisor;
  readonly courier: Courier;
  readonly ledger: Ledger;
  readonly pace: AnswerPace | null;
  readonly housekeeping: Housekeeping;
  readonly sequel: RoundSequel | null;
  readonly ending: RoundEnding;
  readonly computer: ComputerPlayer;
  readonly retry: RetryPolicy;
  readonly turns: ChannelTurns;
  /** Running rounds as last known, and answers not yet saved: answering goes on while the database is out of reach. */
  readonly held: HeldRounds;
  readonly unsaved: AnswerQueue;
  /** Where the queue's answers wait on disk, replayed at start; null: in memory only. */
  readonly spool: AnswerSpool | null;
  /** Hears of every answer kept (guarded: see watching.ts). */
  readonly watch: RoundWatch | null;
}

export class Engine {
  private readonly store: EngineStore;
  private readonly clock: Clock;
  private readonly announcer: Announcer;
  private readonly logger: Logger;
  private readonly views: RoundViews;
  private readonly newSeed: () => number;
  private readonly timers: RoundTimers;
  private readonly supervisor: Supervisor;
  private readonly courier: Courier;
  private readonly ledger: Ledger;
  private readonly pace: AnswerPace | null;
  /** Players' and servers' data: deletion on request, departures, the purge. */
  readonly housekeeping: Housekeeping;
  private readonly sequel: RoundSequel | null;
  private readonly ending: RoundEnding;
  private readonly computer: ComputerPlayer;
  private readonly retry: RetryPolicy;
  private readonly turns: ChannelTurns;
  /** Rounds waiting for their board (see showLater), and how often it failed. */
  private readonly boardFailures = new Map<number, number>();
  private readonly held: HeldRounds;
  private readonly unsaved: AnswerQueue;
  private readonly spool: AnswerSpool | null;
  private readonly watch: RoundWatch | null;

  constructor(parts: EngineParts) {
    ({ store: this.store, clock: this.clock, announcer: this.announcer, logger: this.logger, views: this.views, newSeed: this.newSeed } = parts);
    ({ timers: this.timers, supervisor: this.supervisor, courier: this.courier, ledger: this.ledger, pace: this.pace } = parts);
    ({ housekeeping: this.housekeeping, sequel: this.sequel, ending: this.ending, computer: this.computer, retry: this.retry, turns: this.turns } = parts);
    ({ held: this.held, unsaved: this.unsaved, spool: this.spool, watch: this.watch } = parts);
  }

  start(request: StartRequest): Promise<Checked<RoundView>> {
    return this.supervisor.guarded({ channelId: request.channelId, game: request.game }, "start the round", () => this.startRound(request));
  }

  private async startRound(request: StartRequest): Promise<Checked<RoundView>> {
    const created = await this.turns.take(request.channelId, () => this.openRound(request));
    return created.ok ? this.showBoard(created) : created;
  }

  private async openRound({ guildId, channelId, game, player, options: fields, again, opponent, rated, opened }: StartRequest): Promise<Refusal | { ok: true; round: Round; announcement: Announcement }> {
    const rules = this.views.rulesFor(game);
    if (!rules) return refuse(`There is no game called "${game}".`);
    const busy = await this.store.runningRoundIn(channelId);
    if (busy) return refuse(this.busyMessage(busy));
    const settings = await this.store.guildSettings(guildId);
    // Read before the round exists, so that chat in it is read right without the database.
    this.held.sawMode(guildId, settings.answerMode);
    const options = again === undefined ? rules.readOptions(fields, settings) : await this.optionsOf(again, guildId, game);
    if (!options.ok) return options;
    const seed = this.newSeed();
    const board = dealBoard(rules, seed, options.value);
    const picking = rules.picking !== undefined && !rules.picking.isComplete(board);
    const now = this.clock.now();
    const endsAt = picking ? null : now + rules.durationSeconds(options.value) * 1000;
    const state = picking ? "picking" : "running";
    // Play again repeats the computer too, and whether the round was rated.
    const computer = opponent ?? (again === undefined ? null : await this.store.opponentIn(again)) ?? undefined;
    const isRated = rated ?? (again !== undefined && (await this.store.isRated(again)));
    const created = await this.ledger.open({ guildId, channelId, game, state, board, options: options.value, seed, startedBy: player.id, startedAt: now, endsAt }, { opponent: computer, rated: isRated, opened });
    if (!created.ok) return refuse(created.running ? this.busyMessage(created.running) : created.error);
    this.views.started(created.round.id, player.name);
    // Held from now until it ends: no answer in it ever needs a read to be taken.
    this.held.remember(created.round, []);
    await this.views.learnPart(created.round);
    if (picking) this.armPickTimeout(created.round, rules);
    else await this.armEnd(created.round);
    return created;
  }

  /** A board that could not be shown at once has cancelled its round (see boardNotShown). A
   *  board shown as the database drops is shown as the engine holds it. */
  private async showBoard({ round, announcement }: { round: Round; announcement: Announcement }): Promise<Checked<RoundView>> {
    const sent: Sent = await this.courier.send(announcement);
    if (sent === "undelivered") return refuse(BOARD_NOT_POSTED);
    const reach = new Reach(false);
    const shown = await reach.read(async () => (await this.store.getRound(round.id)) ?? round, () => round);
    return ok(await this.views.view(shown, reach.away));
  }

  /** `roundId`: the round the pick was offered in (any other is left alone); `seen`: the picks its board had then. */
  pick(channelId: string, player: Player, choiceId: string, roundId?: number, seen?: number): Promise<Checked<RoundView>> {
    return this.inChannel(channelId, "pick", roundId, (round) => this.pickIn(round, player, choiceId, seen), (picked) =>
      "announcement" in picked ? this.showBoard(picked) : Promise.resolve(ok(picked)),
    );
  }

  private async pickIn(round: Round, player: Player, choiceId: string, seen?: number): Promise<Checked<RoundView | { round: Round; announcement: Announcement }>> {
    const rules = this.views.rulesOf(round);
    if (round.state !== "picking" || !rules.picking) return refuse("The board is complete: the round is under way.");
    if (player.id !== round.startedBy) {
      return refuse(`Only ${this.views.starterOf(round.id) ?? "the starter"} picks the ${rules.picking.what} for this round.`);
    }
    const picked = pickOn(rules, rules.picking, round, choiceId, seen);
    if (!picked.ok) return picked;
    if (rules.picking.isComplete(picked.value)) return ok(await this.beginRunning(round, rules, picked.value));
    const updated = (await this.store.updateRound(round.id, { board: picked.value })) ?? round;
    this.held.read(round.channelId, updated);
    this.timers.clear(round.id);
    this.armPickTimeout(updated, rules);
    return ok(await this.views.view(updated));
  }

  /** The board is complete: the round runs from now. In the channel's turn, so no answer slips in between. */
  private async beginRunning(round: Round, rules: GameRules, board: unknown): Promise<{ round: Round; announcement: Announcement }> {
    const running = await this.ledger.run(round, board, this.clock.now() + rules.durationSeconds(round.options) * 1000);
    this.held.remember(running.round, []);
    this.timers.clear(round.id);
    await this.armEnd(running.round);
    return running;
  }

  private armPickTimeout(round: Round, rules: GameRules): void {
    const seconds = rules.picking?.secondsPerPick ?? 0;
    this.timers.arm(round.id, this.clock.now() + seconds * 1000, () => {
      void this.supervisor.background(roundContext(round), "fill in the board", () => this.fillIn(round.channelId, round.id));
    });
  }

  /** The starter stopped picking: the rules complete the board and the round starts. */
  private async fillIn(channelId: string, roundId: number): Promise<void> {
    const running = await this.turns.take(channelId, async () => {
      const round = await this.store.getRound(roundId);
      return round?.state === "picking" ? this.completeAndRun(round) : null;
    });
    if (running) await this.showBoard(running);
  }

  private completeAndRun(round: Round): Promise<{ round: Round; announcement: Announcement }> {
    const rules = this.views.rulesOf(round);
    return this.beginRunning(round, rules, botFinishes(rules, round.board, round.seed));
  }

  /** A board nobody can see is no round: cancel it, with a notice only where a board was showing.
   *  A round that waits for its board (a game's) is shown again later, unless the channel is gone:
   *  true then, and the board stays pending. The Courier hands such a board back here. */
  async boardNotShown(announcement: Announcement, round: Round, error: unknown, never: boolean): Promise<boolean> {
    const waiting = this.clock.now() - round.startedAt < this.retry.giveUpAfterMs;
    if (!never && waiting && (await this.sequel?.waits(round))) {
      this.showLater(round, error);
      return true;
    }
    this.boardFailures.delete(round.id);
    this.logger.error({ ...roundContext(round), announcement: announcement.kind, err: error }, "could not announce the round; cancelling it");
    const showing = announcement.kind === "board" && round.messageId !== null;
    const why = { reason: BOARD_NOT_POSTED, ...(never ? { lost: true } : {}) };
    void this.supervisor.background(roundContext(round), "cancel the round", () => this.ending.cancel(round, why, showing));
    return false;
  }

  /** The clock stops (no end, no pick timeout, no computer) until the board is posted again. */
  private showLater(round: Round, error: unknown): void {
    const failures = (this.boardFailures.get(round.id) ?? 0) + 1;
    this.boardFailures.set(round.id, failures);
    const wait = backoff(this.retry, failures);
    this.logger.warn({ ...roundContext(round), err: error, retryInMs: wait }, "could not show the board; showing it again later, its time from then");
    this.timers.clear(round.id);
    this.timers.arm(round.id, this.clock.now() + wait, () => {
      void this.supervisor.background(roundContext(round), "show the board again", () => this.showAgain(round.channelId, round.id));
    });
  }

  /** The same board announcement again (its nonce too: a post that did reach Discord is not
   *  repeated), its round's time starting afresh as it goes out. */
  private async showAgain(channelId: string, roundId: number): Promise<void> {
    const board = await this.turns.take(channelId, async () => {
      const round = await this.store.getRound(roundId);
      const waiting = round && (await this.ledger.waitingBoard(round));
      if (round && waiting) await this.timeFromNow(round);
      return waiting;
    });
    if (board && (await this.courier.send(board)) === "delivered") this.boardFailures.delete(roundId);
  }

  /** A running round's time (or a picking board's timeout) counted from now. */
  private async timeFromNow(round: Round): Promise<void> {
    const rules = this.views.rulesOf(round);
    this.timers.clear(round.id);
    if (round.state === "picking") return this.armPickTimeout(round, rules);
    const timed = (await this.store.updateRound(round.id, { endsAt: this.clock.now() + rules.durationSeconds(round.options) * 1000 })) ?? round;
    this.held.read(round.channelId, timed);
    await this.armEnd(timed);
  }

  /** Judges, STORES, then returns the receipt: nothing is said about an answer not yet kept.
   *  While the database is out of reach, a running round's answer is judged from what the engine
   *  holds and queued to be saved, and the receipt says so. */
  async answer(request: AnswerRequest): Promise<Answered> {
    const failed = refuse("Your answer could not be saved; please send it again.");
    // Received now, though judged in the channel's turn: in time if it came before the bell.
    const receivedAt = this.clock.now();
    const answered = await this.supervisor.attempting<Answered>({ channelId: request.channelId }, "take an answer", failed, () =>
      this.turns.take(request.channelId, () => this.takeAnswer(request, receivedAt, failed)),
    );
    // Told once the answer is kept (saved, or queued while the database is away).
    if (answered.ok) this.watch?.answered(answered.value.view.round, request.player, answered.value.verdicts);
    return answered;
  }

  private async takeAnswer(request: AnswerRequest, receivedAt: number, failed: Answered): Promise<Answered> {
      // Answers waiting to be saved: the database is presumed out of reach, and this one waits after them.
      const reach = new Reach(this.unsaved.size > 0);
      const round = await this.runningRoundFor(request.channelId, reach);
      if (request.roundId !== undefined && round?.id !== request.roundId) return refuse(ROUND_OVER);
      const rules = round && this.views.rulesOf(round);
      // Only chat asks the guild's answer mode: a /guess costs no settings read.
      const answerMode = round && request.via === "chat" ? await this.answerModeIn(round.guildId, reach) : "default";
      const taken = intake({ round, rules, answerMode, now: receivedAt }, request);
      if (!taken.ok || !round || !rules) return taken.ok ? failed : taken;
      const barred = await reach.read(async () => (await this.sequel?.refuses(round, request.player.id)) ?? null, () => this.heldRefusal(round));
      if (barred !== null) return refuse(barred);
      // Per player in each channel: a flood in one round, not a player in many rounds at once.
      const paced = this.pace?.take(`${request.channelId}:${request.player.id}`, receivedAt);
      if (paced && !paced.ok) return refuse(slowDown(paced.waitMs), paced.told);
      return this.supervisor.attempting<Answered>(roundContext(round), "take an answer", failed, async () => {
        const judged = await this.judgeAndStore(round, rules, request.player, taken.texts, receivedAt, reach);
        // A race won while saving is delayed ends once the answer is saved (savedLate).
        const solved = !reach.away && rules.style === "race" && judged.some((j) => j.verdict.ok);
        if (solved) await this.ending.finishNowAnnounceSoon(round);
        const now = solved ? ((await this.store.getRound(round.id)) ?? round) : round;
        const told = receipt(rules.style, judged) + (reach.away ? SAVING_DELAYED : "");
        const message = [told, ...(taken.unread ? [taken.unread] : [])].join("\n");
        return ok({ view: await this.views.view(now, reach.away), verdicts: judged, message, finished: solved });
      });
  }

  /** The channel's running round, as the store has it or, out of reach, as the engine holds it. */
  private runningRoundFor(channelId: string, reach: Reach): Promise<Round | null> {
    const fromStore = async () => {
      const round = await this.store.runningRoundIn(channelId);
      this.held.read(channelId, round);
      return round;
    };
    return reach.read(fromStore, () => this.held.roundIn(channelId) ?? undefined);
  }

  private answerModeIn(guildId: string, reach: Reach): Promise<AnswerMode> {
    const fromStore = async () => {
      const mode = (await this.store.guildSettings(guildId)).answerMode;
      this.held.sawMode(guildId, mode);
      return mode;
    };
    return reach.read(fromStore, () => this.held.modeOf(guildId));
  }

  /** A round that is no game's refuses nobody; a game's cannot tell from memory, so it waits. */
  private heldRefusal(round: Round): string | null | undefined {
    const part = this.views.knownPart(round.id);
    return part === undefined ? undefined : part === null ? null : GAME_WAITS;
  }

  private async judgeAndStore(round: Round, rules: GameRules, player: Player, texts: readonly string[], receivedAt: number, reach: Reach): Promise<Judged[]> {
    const fromStore = async () => {
      const answers = await this.store.answersFor(round.id);
      this.held.remember(round, answers);
      return answers;
    };
    const earlier = (await reach.read(fromStore, () => this.held.answersOf(round) ?? undefined)).filter((a) => a.playerId === player.id);
    const unjudged: Verdict = { ok: false, reason: "this answer could not be judged" };
    const verdictOf = (text: string, before: readonly Answer[]) =>
      this.supervisor.attempt(roundContext(round), "judge an answer", unjudged, () => judge(rules, round.board, round.options, text, before));
    const keep = async (judged: Pick<NewAnswer, "text" | "ok" | "reason" | "value">) => {
      const answer: NewAnswer = { roundId: round.id, playerId: player.id, playerName: player.name, receivedAt, ...judged };
      const kept = await reach.write(() => this.store.addAnswer(answer), () => this.unsaved.add(answer));
      this.held.kept(kept, round);
      return kept;
    };
    const merit = rules.style === "hidden" && rules.merit ? (value: unknown) => rules.merit?.(round.board, value) ?? 0 : null;
    return judgeAndKeep(texts, earlier, verdictOf, keep, merit);
  }

  /** An answer saved after the database came back: a race it won ends now, scored with it. */
  savedLate(answer: Answer): void {
    if (!answer.ok) return;
    void this.supervisor.background({ roundId: answer.roundId }, "finish a race won while saving was delayed", async () => {
      const round = await this.store.getRound(answer.roundId);
      if (round?.state !== "running" || this.views.rulesOf(round).style !== "race") return;
      await this.turns.take(round.channelId, async () => {
        const now = await this.store.getRound(round.id);
        if (now?.state === "running") await this.ending.finishNowAnnounceSoon(now);
      });
    });
  }


  stop(channelId: string, by: Player, roundId?: number): Promise<Checked<RoundOutcome>> {
    return this.inChannel(
      channelId,
      "stop the round",
      roundId,
      async (round) => {
        await this.computerAnswersNow(round);
        const closed = await this.ending.stop(round, by);
        return closed.ok ? ok({ round, closed: closed.value }) : closed;
      },
      async ({ round, closed }) => ok(await this.ending.announce(round, closed)),
    );
  }

  /** Stopped early, a round of secret answers still gets the computer's: else answering and
   *  stopping at once would beat it every time. In a race, stopping early stops it too. */
  private async computerAnswersNow(round: Round): Promise<void> {
    if (round.state !== "running" || this.views.rulesOf(round).style !== "hidden") return;
    const move = await this.computer.moveIn(round);
    if (move) await this.answer({ channelId: round.channelId, player: COMPUTER, text: move.text, via: "command", roundId: round.id });
  }

  /** `stopper`, when someone stopped it, is named where the reason says "{stopper}". */
  cancel(channelId: string, reason: string, stopper?: Player): Promise<void> {
    return this.supervisor.background({ channelId }, "cancel the round", async () => {
      const round = await this.store.runningRoundIn(channelId);
      if (round) await this.supervisor.background(roundContext(round), "cancel the round", () => this.ending.cancel(round, { reason, stopper }));
    });
  }


  /** The bot left the server: its rounds end (answers kept), its data is purged later. */
  serverLeft(guildId: string): Promise<void> {
    return this.supervisor.background({ guildId }, "note a server left", async () => {
      await this.housekeeping.serverLeft(guildId);
      for (const round of await this.store.unfinishedRoundsIn(guildId)) await this.cancel(round.channelId, "The bot left the server.");
    });
  }

  /** The channel can no longer be posted in: its round is cancelled, and a game's ends with it. */
  lose(channelId: string, reason: string): Promise<void> {
    return this.supervisor.background({ channelId }, "cancel the round", async () => {
      const round = await this.store.runningRoundIn(channelId);
      if (round) await this.supervisor.background(roundContext(round), "cancel the round", () => this.ending.cancel(round, { reason, lost: true }));
    });
  }

  /** `act` at `at`, on behalf of a round that has ended (a game's pause before its next round);
   *  close() calls it off. */
  after(round: Round, at: number, act: () => Promise<void>): void {
    this.timers.arm(round.id, at, () => void this.supervisor.background(roundContext(round), "go on after the round", act));
  }

  /** Once at start-up: the answers an earlier process acknowledged but could not save are saved
   *  (replay.ts); each unfinished round `owns` accepts is finished, resumed, completed or
   *  cancelled (recovery.ts), then everything still to announce is delivered, oldest first. */
  recover(owns: (round: Round) => boolean = () => true): Promise<void> {
    return this.supervisor.track(this.recoverRounds(owns));
  }

  private async recoverRounds(owns: (round: Round) => boolean): Promise<void> {
    const resumed: Round[] = [];
    // A round that goes on is held before anything else happens to it, as a new one is.
    const steps: RecoverySteps = {
      finish: async (round) => void (await this.ending.scoreOrCancel(round, "recovered")),
      resume: async (round) => {
        await this.hold(round);
        resumed.push(round);
      },
      complete: async (round) => {
        await this.hold(round);
        await this.completeAndRun(round);
      },
      cancel: async (round) => void (await this.ending.closeCancelled(round, { reason: "The board was left half-picked while the bot was away." }, true)),
      // Its pending board goes out with the rest below; if it fails again, it is shown later.
      show: async (round) => {
        await this.hold(round);
        await this.timeFromNow(round);
      },
    };
    if (this.spool) await replaySpooled(this.store, this.spool, owns, this.logger);
    for (const round of (await this.store.unfinishedRounds()).filter(owns)) {
      const waiting = (await this.ledger.waitingBoard(round)) !== null && ((await this.sequel?.waits(round)) ?? false);
      const recovery = recoveryFor(round, this.clock.now(), waiting);
      this.logger.info({ ...roundContext(round), recovery }, "recovering a round");
      await this.supervisor.attempting(roundContext(round), "recover the round", undefined, () => this.turns.take(round.channelId, () => steps[recovery](round)));
    }
    await this.courier.resume(owns);
    for (const round of resumed) {
      await this.armEnd(round);
      const announceResumed = this.announcer.roundResumed?.bind(this.announcer);
      if (announceResumed) await this.supervisor.background(roundContext(round), "say the round goes on", async () => announceResumed(await this.views.view(round)));
    }
  }


  /** The server's picking and running rounds, for rules that look across channels (no peeking). */
  roundsInServer(guildId: string): Promise<readonly Round[]> {
    return this.supervisor.attempting({ guildId }, "read the rounds", [], () => this.store.unfinishedRoundsIn(guildId));
  }

  /** The channel's round; while the database is out of reach, as the engine holds it (so that
   *  its Submit button still opens the answer form, and a start there is told it is busy). */
  roundIn(channelId: string): Promise<RoundView | null> {
    return this.supervisor.attempting({ channelId }, "read the round", null, async () => {
      const reach = new Reach(false);
      const round = await this.runningRoundFor(channelId, reach);
      return round ? await this.views.view(round, reach.away) : null;
    });
  }

  /** Resolves once every announcement and timer's work the engine started has settled. */
  idle(): Promise<void> {
    return this.supervisor.idle();
  }

  /** Cancels timers and retries; rounds and pending announcements stay in the store for recover(). */
  close(): void {
    this.housekeeping.stop();
    this.timers.clearAll();
    this.courier.close();
    this.unsaved.close();
  }

  /** What answering in a round that goes on after a restart needs, read before it goes on: its
   *  answers so far, its part in a game, its server's answer mode. */
  private async hold(round: Round): Promise<void> {
    const answers = await this.store.answersFor(round.id);
    this.held.sawMode(round.guildId, (await this.store.guildSettings(round.guildId)).answerMode);
    await this.views.learnPart(round);
    this.held.remember(round, answers);
  }

  /** The options an earlier round of this game in this guild was played with. */
  private async optionsOf(roundId: number, guildId: string, game: string): Promise<Checked<unknown>> {
    const earlier = await this.store.getRound(roundId);
    return earlier?.guildId === guildId && earlier.game === game ? ok(earlier.options) : refuse("I can't find that round to play it again.");
  }

  private busyMessage(running: Round): string {
    return `A ${this.views.rulesFor(running.game)?.title ?? running.game} round is already running in this channel: wait for it to end, or /stop it.`;
  }

  /** The end and its warning, then the computer's answer in the rounds it plays. */
  private async armEnd(round: Round): Promise<void> {
    if (round.endsAt === null) return;
    this.ending.arm(round, round.endsAt);
    const move = await this.computer.moveIn(round);
    if (move) this.timers.arm(round.id, move.at, () => void this.answer({ channelId: round.channelId, player: COMPUTER, text: move.text, via: "command", roundId: round.id }));
  }

  /** The channel's round, then `act` on it; a failure is logged with the round's context once
   *  the round is known, with the channel's before. */
  private inChannel<T, U = T>(
    channelId: string,
    doing: string,
    roundId: number | undefined,
    act: (round: Round) => Promise<Checked<T>>,
    after: (done: T) => Promise<Checked<U>> = (done) => Promise.resolve(ok(done as unknown as U)),
  ): Promise<Checked<U>> {
    return this.supervisor.guarded({ channelId }, doing, async () => {
      const done = await this.turns.take(channelId, async (): Promise<Checked<T>> => {
        const round = await this.store.runningRoundIn(channelId);
        if (roundId !== undefined && round?.id !== roundId) return refuse(ROUND_OVER);
        return round ? this.supervisor.guarded(roundContext(round), doing, () => act(round)) : refuse(NO_ROUND);
      });
      return done.ok ? after(done.value) : done;
    });
  }
}
