// How the engine shows a round to the adapters: its rules, its board as text, the starter's
// choices while picking, and the starter's name (kept in memory: unknown after a restart, or
// once the starter's data is deleted). A round's place in a game is remembered as last read, to
// show it while the database is out of reach.

import type { GameName, Round } from "../model.ts";
import type { GameRules } from "../rules.ts";
import { choicesOn } from "../picks.ts";
import type { RoundPart, RoundView } from "./ports.ts";
import { isStoreUnavailable } from "../../store/errors.ts";

export class RoundViews {
  private readonly starters = new Map<number, string>();
  private readonly parts = new Map<number, RoundPart | null>();

  /** `partOf`: a round's place in a game, if it is one's. */
  constructor(
    private readonly rules: ReadonlyMap<GameName, GameRules>,
    private readonly partOf: (round: Round) => Promise<RoundPart | null> = async () => null,
  ) {}

  rulesFor(game: GameName): GameRules | undefined {
    return this.rules.get(game);
  }

  rulesOf(round: Round): GameRules {
    const rules = this.rules.get(round.game);
    if (!rules) throw new Error(`no rules for the game "${round.game}"`);
    return rules;
  }

  /** `away`: the database is known to be out of reach, so its part in a game is as last read. */
  async view(round: Round, away = false): Promise<RoundView> {
    const rules = this.rulesOf(round);
    const picking = round.state === "picking" ? rules.picking : undefined;
    const boardText = rules.showBoard(round.board, round.options);
    const choices = picking ? choicesOn(picking, round.board) : [];
    return { round, rules, boardText, choices, starterName: this.starterOf(round.id), part: await this.partFor(round, away) };
  }

  /** Whether the round is a game's (its part), as last read; undefined when never read. */
  knownPart(roundId: number): RoundPart | null | undefined {
    return this.parts.get(roundId);
  }

  /** Reads the round's part now, so that it is known should the database be out of reach
   *  later (left unknown if it cannot be reached even now). */
  async learnPart(round: Round): Promise<void> {
    try {
      await this.partFor(round, false);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
    }
  }

  private async partFor(round: Round, away: boolean): Promise<RoundPart | null> {
    const known = this.parts.get(round.id);
    if (away && known !== undefined) return known;
    try {
      const part = await this.partOf(round);
      this.parts.set(round.id, part);
      return part;
    } catch (error) {
      if (isStoreUnavailable(error) && known !== undefined) return known;
      throw error;
    }
  }

  starterOf(roundId: number): string | null {
    return this.starters.get(roundId) ?? null;
  }

  started(roundId: number, starterName: string): void {
    this.starters.set(roundId, starterName);
  }

  /** The starter's data was deleted: their name is no longer shown. */
  forgetStarter(roundId: number): void {
    this.starters.delete(roundId);
  }

  /** The round ended: nothing more is shown of it. */
  ended(roundId: number): void {
    this.starters.delete(roundId);
    this.parts.delete(roundId);
  }
}
