// The computer opponent in a round: what it sends and when, decided from the board alone when
// the round starts running (and again after a restart, unless it has answered already).

import { seededRandom } from "../../solvers/random.ts";
import { COMPUTER_ID, COUNTDOWN_ROUNDS, type CountdownRound, type Round } from "../model.ts";
import { opponentMove } from "../opponent/answer.ts";
import type { EngineStore, Player } from "./ports.ts";
import type { RoundViews } from "./views.ts";

/** The computer as a player. */
export const COMPUTER: Player = { id: COMPUTER_ID, name: "Computer" };

const PLAYS: ReadonlySet<string> = new Set<CountdownRound>(COUNTDOWN_ROUNDS);

// Its own stream, apart from the deal's, so its answer never changes the board.
const OPPONENT_STREAM = 0x0c0ffee;

export interface ComputerMove {
  /** When it sends its answer (ms since the epoch). */
  readonly at: number;
  readonly text: string;
}

export class ComputerPlayer {
  constructor(
    private readonly store: Pick<EngineStore, "opponentIn" | "answersFor">,
    private readonly views: RoundViews,
  ) {}

  /** The computer's answer in this running round, if it plays in it and has not answered yet. */
  async moveIn(round: Round): Promise<ComputerMove | null> {
    const level = await this.store.opponentIn(round.id);
    if (level === null || round.endsAt === null || !PLAYS.has(round.game)) return null;
    if ((await this.store.answersFor(round.id)).some((a) => a.playerId === COMPUTER.id)) return null;
    const durationMs = this.views.rulesOf(round).durationSeconds(round.options) * 1000;
    const random = seededRandom((round.seed ^ OPPONENT_STREAM) >>> 0);
    const move = opponentMove(level, round.game as CountdownRound, round.board, round.options, durationMs, random);
    return move.text === null ? null : { at: round.endsAt - durationMs + move.afterMs, text: move.text };
  }
}
