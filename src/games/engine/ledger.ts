// Every change of a round's state written in one transaction with the announcement it calls
// for: either both are kept or neither is, so nothing is announced that did not happen and
// nothing that happened goes unannounced. A round that is part of a game records what follows
// it (the sequel) in the same transaction. A daily post is recorded the same way, with no round.
// A board a game's round waits for stays pending until it is shown, or its round moves on.

import { randomBytes } from "node:crypto";
import type { Announcement, AnnouncementKind, NewRound, OpponentLevel, Round, RoundlessKind, RoundResult } from "../model.ts";
import type { Cancellation } from "./cancellation.ts";
import { SHOWS_THE_BOARD } from "./courier.ts";
import { recordRatedGame } from "../ratings/record.ts";
import { roundToRate } from "../ratings/round.ts";
import type { Clock, EngineStore, RoundOutcome, RoundSequel } from "./ports.ts";

type Changed = { readonly ok: true; readonly round: Round; readonly announcement: Announcement };
type Refused<R> = { readonly ok: false; readonly error: string } & R;
/** Closed: the round's own announcement (if any), then its sequel's. */
type Closed = Changed & { readonly sequels: readonly Announcement[] };

/** What else a new round is opened with: the computer in it, whether it is rated, the game it
 *  is a round of. */
export interface Opening {
  readonly opponent?: OpponentLevel;
  readonly rated?: boolean;
  /** Inside the transaction that creates the round; a reason the round is no longer wanted
   *  (its game ended meanwhile) undoes it. */
  readonly opened?: (round: Round) => Promise<string | null>;
}

/** Thrown inside the transaction to undo it: `opened` gave a reason. */
class Unwanted extends Error {}

export class Ledger {
  constructor(
    private readonly store: EngineStore,
    private readonly clock: Clock,
    private readonly sequel: RoundSequel | null = null,
  ) {}

  /** A new round and its board (or picking board); refused while the channel is busy. */
  async open(round: NewRound, { opponent, rated, opened }: Opening = {}): Promise<Changed | Refused<{ running: Round | null }>> {
    try {
      return await this.store.atomically(async () => {
        const created = await this.store.createRound(round);
        if (!created.ok) return created;
        if (opponent) await this.store.setOpponent(created.round.id, opponent);
        if (rated) await this.store.setRated(created.round.id);
        const unwanted = (await opened?.(created.round)) ?? null;
        if (unwanted !== null) throw new Unwanted(unwanted);
        return { ...created, announcement: await this.record(created.round, round.state === "picking" ? "picking" : "board") };
      });
    } catch (error) {
      if (error instanceof Unwanted) return { ok: false, error: error.message, running: null };
      throw error;
    }
  }

  /** The board is complete: the round runs until `endsAt`. */
  run(round: Round, board: unknown, endsAt: number): Promise<Changed> {
    return this.store.atomically(async () => {
      await this.giveUpWaitingBoard(round, "its board is complete");
      const running = (await this.store.updateRound(round.id, { state: "running", board, endsAt })) ?? round;
      return { ok: true, round: running, announcement: await this.record(running, "board") };
    });
  }

  /** Finished, with its results; refused if someone finished or cancelled it first. */
  finish(round: Round, results: readonly RoundResult[], outcome: RoundOutcome): Promise<Closed | Refused<object>> {
    return this.store.atomically(async () => {
      const finished = await this.store.finishRound(round.id, this.clock.now(), results);
      if (!finished.ok) return finished;
      if (await this.store.isRated(round.id)) {
        await recordRatedGame(this.store, roundToRate(finished.round, results, await this.store.opponentIn(round.id), this.clock.now()));
      }
      await this.giveUpWaitingBoard(round, "its round is over");
      const announcement = await this.record(finished.round, "results", outcome);
      return { ...finished, announcement, sequels: await this.sequelsOf(finished.round) };
    });
  }

  /** Cancelled, answers kept: the notice when one is wanted and the round was not over already,
   *  then its sequel's; empty when nothing is to be said. */
  cancel(round: Round, why: Cancellation, announce: boolean): Promise<readonly Announcement[]> {
    return this.store.atomically(async () => {
      const cancelled = await this.store.cancelRound(round.id, this.clock.now());
      if (!cancelled.ok) return [];
      await this.giveUpWaitingBoard(round, "its round is over");
      const notice = announce ? [await this.record(cancelled.round, "cancelled", why)] : [];
      return [...notice, ...(await this.sequelsOf(cancelled.round, why))];
    });
  }

  /** The board (or picking board) a round waits for: not yet shown, pending with its first nonce. */
  async waitingBoard(round: Round): Promise<Announcement | null> {
    return (await this.store.pendingAnnouncementsOf(round.id)).find((a) => SHOWS_THE_BOARD.has(a.kind)) ?? null;
  }

  /** Nobody waits for a board whose round moved on (or a game stopped while Discord was away). */
  private async giveUpWaitingBoard(round: Round, why: string): Promise<void> {
    const waiting = await this.waitingBoard(round);
    if (waiting) await this.store.announcementAbandoned(waiting.id, this.clock.now(), `stale: ${why}`);
  }

  private async sequelsOf(round: Round, cancelled?: Cancellation): Promise<Announcement[]> {
    const sequels = (await this.sequel?.closing(round, cancelled)) ?? [];
    const recorded: Announcement[] = [];
    for (const { kind, payload } of sequels) recorded.push(await this.record(round, kind, payload));
    return recorded;
  }

  /** What belongs to no round (a server's daily post): `change` makes the state change and says
   *  where to post what, or null when there is nothing to post; both are kept or neither is. */
  alone(change: () => Promise<{ guildId: string; channelId: string; payload: unknown } | null>): Promise<Announcement | null> {
    return this.store.atomically(async () => {
      const made = await change();
      return made && this.roundless("daily", made, made.payload);
    });
  }

  /** Inside the caller's transaction: an announcement of no round (a versus game's news). */
  roundless(kind: RoundlessKind, where: { guildId: string; channelId: string }, payload: unknown): Promise<Announcement> {
    return this.record({ id: null, guildId: where.guildId, channelId: where.channelId }, kind, payload);
  }

  private record(about: Pick<Round, "guildId" | "channelId"> & { id: number | null }, kind: AnnouncementKind, payload: unknown = null): Promise<Announcement> {
    const { id: roundId, guildId, channelId } = about;
    // A nonce per announcement, the same on every retry: Discord keeps one message for it.
    const nonce = randomBytes(12).toString("base64url");
    return this.store.addAnnouncement({ roundId, guildId, channelId, kind, payload, nonce, createdAt: this.clock.now() });
  }
}
