// What the engine keeps of its rounds, so that answers are judged while the database cannot be
// reached: each round from its start (or recovery) until its end is recorded, as last read or
// written, its answers so far (saved or waiting to be), and each server's answer mode. The
// engine is the only writer for its channels (shards are leased), so this is all there is to
// know; the store stays the truth whenever it answers.

import type { Answer, AnswerMode, Round } from "../model.ts";

interface Held {
  round: Round;
  readonly answers: Answer[];
}

export class HeldRounds {
  private readonly byChannel = new Map<string, Held>();
  private readonly modes = new Map<string, AnswerMode>();

  /** The round as just read, with every answer it has. */
  remember(round: Round, answers: readonly Answer[]): void {
    this.byChannel.set(round.channelId, { round, answers: [...answers] });
  }

  /** The channel's running round as last known; null when none is held. */
  roundIn(channelId: string): Round | null {
    return this.byChannel.get(channelId)?.round ?? null;
  }

  /** The round's answers so far, in arrival order; null when the round is not held. */
  answersOf(round: Round): Answer[] | null {
    const held = this.byChannel.get(round.channelId);
    return held?.round.id === round.id ? [...held.answers] : null;
  }

  /** An answer saved, or waiting to be. */
  kept(answer: Answer, round: Round): void {
    const held = this.byChannel.get(round.channelId);
    if (held?.round.id === answer.roundId) held.answers.push(answer);
  }

  /** The channel's running round as the store has it now: another round, or none, drops ours. */
  read(channelId: string, round: Round | null): void {
    const held = this.byChannel.get(channelId);
    if (held && held.round.id === round?.id) held.round = round;
    else if (held) this.byChannel.delete(channelId);
  }

  /** The round has ended: no answer counts in it now. */
  ended(round: Round): void {
    if (this.byChannel.get(round.channelId)?.round.id === round.id) this.byChannel.delete(round.channelId);
  }

  sawMode(guildId: string, mode: AnswerMode): void {
    this.modes.set(guildId, mode);
  }

  /** The server's answer mode as last read; "default" (answers by /guess) when never read. */
  modeOf(guildId: string): AnswerMode {
    return this.modes.get(guildId) ?? "default";
  }
}
