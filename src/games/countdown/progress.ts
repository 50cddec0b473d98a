// After each round of a game: its points join the totals, idle players are dropped, and the
// game goes on to the next round, a sudden-death conundrum on a tie, or its end. Pure: the
// host stores the game it returns and announces the news.

import type { CountdownGame, CountdownPlayer, CountdownRound } from "../model.ts";
import { MAX_SUDDEN_DEATHS, planOf } from "./formats.ts";
import { totalsOf, leadersOf, winnersFirst, type Total } from "./totals.ts";
import { activePlayers, chooserOf } from "./turns.ts";

/** A person who sends nothing in this many rounds in a row is dropped from the game. */
export const IDLE_ROUNDS = 3;

/** The pause in Discord between a round's results and the next round, so the results can be
 *  read and the next chooser can come back to the channel. */
export const BETWEEN_ROUNDS_SECONDS = 5;

export interface NextRound {
  /** 0-based; past the plan's end it is a sudden-death conundrum. */
  readonly index: number;
  readonly game: CountdownRound;
  readonly chooser: CountdownPlayer;
  readonly suddenDeath: boolean;
}

/** next: another round follows; won / drawn: the game is over; abandoned: no person is left;
 *  stopped: by /countdown stop; lost: its channel can no longer be posted in. */
export type GameTurn = "next" | "won" | "drawn" | "abandoned" | "stopped" | "lost";

/** Where the game's lobby is: its end is told there too. */
export interface LobbyPlace {
  readonly channelId: string;
  readonly messageId: string | null;
}

export interface GameNews {
  /** 1-based: the round just played. */
  readonly round: number;
  /** The rounds the format plays (sudden deaths come after). */
  readonly planned: number;
  readonly totals: readonly Total[];
  /** Ids of the players dropped after this round for not answering. */
  readonly dropped: readonly string[];
  readonly turn: GameTurn;
  readonly next: NextRound | null;
  readonly winners: readonly CountdownPlayer[];
  /** Absent from news recorded before it was kept. */
  readonly lobby?: LobbyPlace;
  /** Seconds before the next round starts (none at a terminal, where the results stay in view). */
  readonly pauseSeconds?: number;
}

export interface RoundPlayed {
  /** Points by player id (players of the game only count). */
  readonly points: Readonly<Record<string, number>>;
  /** Who sent anything in the round. */
  readonly answered: ReadonlySet<string>;
  /** False when the round's board was never shown: then nobody was silent in it. */
  readonly seen?: boolean;
}

/** The round to play next: the first once the lobby closes, then after each round played. */
export function nextRound(game: CountdownGame): NextRound | null {
  return roundAt(game, game.scores.length);
}

/** The news of a game stopped early: its totals so far, and no winner. */
export function stoppedNews(game: CountdownGame): GameNews {
  return endedNews(game, "stopped");
}

/** The game's channel is gone (a deleted thread): it ends with the totals so far and no
 *  winner; its points still count as a game played. */
export function afterLoss(game: CountdownGame): { game: CountdownGame; news: GameNews } {
  return { game: { ...game, state: "over", roundId: null, winners: [] }, news: endedNews(game, "lost") };
}

function endedNews(game: CountdownGame, turn: "stopped" | "lost"): GameNews {
  const planned = planOf(game.format).length;
  return { round: game.scores.length, planned, totals: totalsOf(game), dropped: [], turn, next: null, winners: [], lobby: lobbyOf(game) };
}

function lobbyOf(game: CountdownGame): LobbyPlace {
  return { channelId: game.lobbyChannelId, messageId: game.lobbyMessageId };
}

export function afterRound(game: CountdownGame, played: RoundPlayed): { game: CountdownGame; news: GameNews } {
  const index = game.scores.length;
  const plan = planOf(game.format);
  const suddenDeath = index >= plan.length;
  const contenders = suddenDeath ? leadersOf(game) : activePlayers(game.players);
  const counted = Object.fromEntries(contenders.map((p) => [p.id, played.points[p.id] ?? 0]));
  // A sudden death is a race only the leaders may enter: being beaten to it is no silence.
  const players = suddenDeath || played.seen === false ? game.players : game.players.map((p) => afterIdle(p, played.answered));
  const scored: CountdownGame = { ...game, players, scores: [...game.scores, counted], roundId: null };
  const dropped = players.filter((p, i) => p.dropped && !game.players[i].dropped).map((p) => p.id);
  const turn = turnAfter(scored, index + 1);
  const winners = turn === "won" || turn === "drawn" ? leadersOf(scored) : [];
  const over: CountdownGame = turn === "next" ? scored : { ...scored, state: turn === "abandoned" ? "stopped" : "over", winners: winners.map((p) => p.id) };
  const next = turn === "next" ? roundAt(over, index + 1) : null;
  const totals = winnersFirst(totalsOf(over), over.winners);
  return { game: over, news: { round: index + 1, planned: plan.length, totals, dropped, turn, next, winners, lobby: lobbyOf(over) } };
}

/** Why the player may not answer the game's round in play, or null: a game's rounds are its
 *  players', and a sudden death is the tied leaders' alone. */
export function answerRefusal(game: CountdownGame, playerId: string): string | null {
  const player = game.players.find((p) => p.id === playerId);
  if (!player) return "This round is part of a Countdown game: only its players answer. Start your own with /countdown start in another channel.";
  if (player.dropped) return "You were dropped from this Countdown game for not answering, so its rounds are not yours to answer.";
  const suddenDeath = game.scores.length >= planOf(game.format).length;
  if (suddenDeath && !leadersOf(game).some((p) => p.id === playerId)) return "Only the players tied at the top play the sudden death: watch this one.";
  return null;
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
