// Every change of a round's state written in one transaction with the announcement it calls
// for: either both are kept or neither is, so nothing is announced that did not happen and
// nothing that happened goes unannounced. A daily post is recorded the same way, with no round.

import { randomBytes } from "node:crypto";
import type { Announcement, AnnouncementKind, NewRound, Round, RoundResult } from "../model.ts";
import type { Clock, EngineStore, RoundOutcome } from "./ports.ts";

type Changed = { readonly ok: true; readonly round: Round; readonly announcement: Announcement };
type Refused<R> = { readonly ok: false; readonly error: string } & R;

export class Ledger {
  constructor(
    private readonly store: EngineStore,
    private readonly clock: Clock,
  ) {}

  /** A new round and its board (or picking board); refused while the channel is busy. */
  open(round: NewRound): Changed | Refused<{ running: Round }> {
    return this.store.atomically(() => {
      const created = this.store.createRound(round);
      return created.ok ? { ...created, announcement: this.record(created.round, round.state === "picking" ? "picking" : "board") } : created;
    });
  }

  /** The board is complete: the round runs until `endsAt`. */
  run(round: Round, board: unknown, endsAt: number): Changed {
    return this.store.atomically(() => {
      const running = this.store.updateRound(round.id, { state: "running", board, endsAt }) ?? round;
      return { ok: true, round: running, announcement: this.record(running, "board") };
    });
  }

  /** Finished, with its results; refused if someone finished or cancelled it first. */
  finish(round: Round, results: readonly RoundResult[], outcome: RoundOutcome): Changed | Refused<object> {
    return this.store.atomically(() => {
      const finished = this.store.finishRound(round.id, this.clock.now(), results);
      return finished.ok ? { ...finished, announcement: this.record(finished.round, "results", outcome) } : finished;
    });
  }

  /** Cancelled, answers kept; the notice when one is wanted and the round was not over already. */
  cancel(round: Round, reason: string, announce: boolean): Announcement | null {
    return this.store.atomically(() => {
      const cancelled = this.store.cancelRound(round.id, this.clock.now());
      return cancelled.ok && announce ? this.record(cancelled.round, "cancelled", { reason }) : null;
    });
  }

  /** What belongs to no round (a server's daily post): `change` makes the state change and says
   *  where to post what, or null when there is nothing to post; both are kept or neither is. */
  alone(change: () => { guildId: string; channelId: string; payload: unknown } | null): Announcement | null {
    return this.store.atomically(() => {
      const made = change();
      return made && this.record({ id: null, ...made }, "daily", made.payload);
    });
  }

  private record(about: Pick<Round, "guildId" | "channelId"> & { id: number | null }, kind: AnnouncementKind, payload: unknown = null): Announcement {
    const { id: roundId, guildId, channelId } = about;
    // A nonce per announcement, the same on every retry: Discord keeps one message for it.
    const nonce = randomBytes(12).toString("base64url");
    return this.store.addAnnouncement({ roundId, guildId, channelId, kind, payload, nonce, createdAt: this.clock.now() });
  }
}
