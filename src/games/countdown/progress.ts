// After each round of a game: its points join the totals, idle players are dropped, and the
// game goes on to the next round, a sudden-death conundrum on a tie, or its end. Pure: the
// host stores the game it returns and announces the news.

import type { CountdownGame, CountdownPlayer, CountdownRound } from "../model.ts";
import { MAX_SUDDEN_DEATHS, planOf } from "./formats.ts";
import { totalsOf, leadersOf, type Total } from "./totals.ts";
import { activePlayers, chooserOf } from "./turns.ts";

/** A person who sends nothing in this many rounds in a row is dropped from the game. */
export const IDLE_ROUNDS = 3;

export interface NextRound {
  /** 0-based; past the plan's end it is a sudden-death conundrum. */
  readonly index: number;
  readonly game: CountdownRound;
  readonly chooser: CountdownPlayer;
  readonly suddenDeath: boolean;
}

/** next: another round follows; won / drawn: the game is over; abandoned: no person is left;
 *  stopped: by /countdown stop. */
export type GameTurn = "next" | "won" | "drawn" | "abandoned" | "stopped";

export interface GameNews {
  /** 1-based: the round just played. */
  readonly round: number;
  /** The rounds the format plays (sudden deaths come after). */
  readonly planned: number;
  readonly totals: readonly Total[];
  /** Names of the players dropped after this round for not answering. */
  readonly dropped: readonly string[];
  readonly turn: GameTurn;
  readonly next: NextRound | null;
  readonly winners: readonly CountdownPlayer[];
}

export interface RoundPlayed {
  /** Points by player id (players of the game only count). */
  readonly points: Readonly<Record<string, number>>;
  /** Who sent anything in the round. */
  readonly answered: ReadonlySet<string>;
}

/** The round to play next: the first once the lobby closes, then after each round played. */
export function nextRound(game: CountdownGame): NextRound | null {
  return roundAt(game, game.scores.length);
}

/** The news of a game stopped early: its totals so far, and no winner. */
export function stoppedNews(game: CountdownGame): GameNews {
  const planned = planOf(game.format).length;
  return { round: game.scores.length, planned, totals: totalsOf(game), dropped: [], turn: "stopped", next: null, winners: [] };
}

export function afterRound(game: CountdownGame, played: RoundPlayed): { game: CountdownGame; news: GameNews } {
  const index = game.scores.length;
  const plan = planOf(game.format);
  const contenders = index >= plan.length ? leadersOf(game) : activePlayers(game.players);
  const counted = Object.fromEntries(contenders.map((p) => [p.id, played.points[p.id] ?? 0]));
  const players = game.players.map((p) => afterIdle(p, played.answered));
  const scored: CountdownGame = { ...game, players, scores: [...game.scores, counted], roundId: null };
  const dropped = players.filter((p, i) => p.dropped && !game.players[i].dropped).map((p) => p.name);
  const turn = turnAfter(scored, index + 1);
  const winners = turn === "won" || turn === "drawn" ? leadersOf(scored) : [];
  const over: CountdownGame = turn === "next" ? scored : { ...scored, state: turn === "abandoned" ? "stopped" : "over", winners: winners.map((p) => p.id) };
  const next = turn === "next" ? roundAt(over, index + 1) : null;
  return { game: over, news: { round: index + 1, planned: plan.length, totals: totalsOf(over), dropped, turn, next, winners } };
}

function afterIdle(player: CountdownPlayer, answered: ReadonlySet<string>): CountdownPlayer {
  if (player.computer || player.dropped) return player;
  const idle = answered.has(player.id) ? 0 : player.idle + 1;
  return { ...player, idle, dropped: idle >= IDLE_ROUNDS };
}

/** What follows once `played` rounds are done. */
function turnAfter(game: CountdownGame, played: number): GameTurn {
  if (!activePlayers(game.players).some((p) => !p.computer)) return "abandoned";
  const planned = planOf(game.format).length;
  if (played < planned) return "next";
  if (leadersOf(game).length === 1) return "won";
  return played - planned < MAX_SUDDEN_DEATHS ? "next" : "drawn";
}

function roundAt(game: CountdownGame, index: number): NextRound | null {
  const plan = planOf(game.format);
  const chooser = chooserOf(game.players, index);
  if (chooser === null) return null;
  const suddenDeath = index >= plan.length;
  return { index, game: suddenDeath ? "conundrum" : plan[index], chooser, suddenDeath };
}
