// How the engine shows a round to the adapters: its rules, its board as text, the starter's
// choices while picking, and the starter's name (kept in memory: unknown after a restart, or
// once the starter's data is deleted).

import type { GameName, Round } from "../model.ts";
import type { GameRules } from "../rules.ts";
import { choicesOn } from "../picks.ts";
import type { RoundPart, RoundView } from "./ports.ts";

export class RoundViews {
  private readonly starters = new Map<number, string>();

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

  async view(round: Round): Promise<RoundView> {
    const rules = this.rulesOf(round);
    const picking = round.state === "picking" ? rules.picking : undefined;
    const boardText = rules.showBoard(round.board, round.options);
    const choices = picking ? choicesOn(picking, round.board) : [];
    return { round, rules, boardText, choices, starterName: this.starterOf(round.id), part: await this.partOf(round) };
  }

  starterOf(roundId: number): string | null {
    return this.starters.get(roundId) ?? null;
  }

  started(roundId: number, starterName: string): void {
    this.starters.set(roundId, starterName);
  }

  /** The round ended, or its starter's data was deleted: the starter's name is no longer shown. */
  forgetStarter(roundId: number): void {
    this.starters.delete(roundId);
  }
}
