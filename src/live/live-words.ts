// A player's words as the Activity lists them (each with its verdict line, as /guess gives it),
// and the live strip: how many valid words each player has, never which.

import type { Answer } from "../games/model.ts";
import { receipt, type Judged } from "../games/engine/judging.ts";
import type { RoundView } from "../games/engine/ports.ts";
import type { MyWord, PlayerCount } from "./protocol.ts";
import { isLiveGame } from "../games/live-games.ts";
import { wordPoints } from "./live-round.ts";

/** One judged word as the player's list shows it. */
export function myWordOf(view: Pick<RoundView, "round" | "rules">, judged: Judged): MyWord {
  const { round, rules } = view;
  const { verdict } = judged;
  const points = verdict.ok && isLiveGame(round.game) ? wordPoints(round.game, String(verdict.value)) : 0;
  return { text: judged.text, ok: verdict.ok, points, note: receipt(rules.style, [judged]) };
}

/** The player's kept answers, judged again for their verdict lines (the rules are pure). */
export function myWords(view: Pick<RoundView, "round" | "rules">, answers: readonly Answer[], playerId: string): MyWord[] {
  const { round, rules } = view;
  return answers
    .filter((a) => a.playerId === playerId)
    .map((a) => myWordOf(view, { text: a.text, afterValid: false, verdict: a.ok ? rules.check(round.board, round.options, a.text) : { ok: false, reason: a.reason ?? "not valid" } }));
}

export interface Tally {
  readonly playerId: string;
  readonly name: string;
  readonly words: number;
}

/** Everyone who answered in the round, most words first, by name after. */
export function tallyOf(answers: readonly Answer[]): Tally[] {
  const players = new Map<string, { name: string; words: number }>();
  for (const answer of answers) {
    const seen = players.get(answer.playerId) ?? { name: answer.playerName, words: 0 };
    players.set(answer.playerId, { name: answer.playerName, words: seen.words + (answer.ok ? 1 : 0) });
  }
  return [...players].map(([playerId, p]) => ({ playerId, ...p })).sort((a, b) => b.words - a.words || a.name.localeCompare(b.name));
}

export function countsFor(tally: readonly Tally[], playerId: string): PlayerCount[] {
  return tally.map((t) => ({ name: t.name, words: t.words, you: t.playerId === playerId }));
}
