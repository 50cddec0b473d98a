// The lobby: who joins and leaves before the game starts, and whether it may start.

import { ok, refuse, type Checked } from "../rules.ts";
import type { CountdownGame, CountdownPlayer } from "../model.ts";
import { COMPUTER as COMPUTER_PLAYER } from "../engine/computer.ts";
import type { Player } from "../engine/ports.ts";

export const MAX_PLAYERS = 8;

/** A lobby nobody has started for this long no longer holds its channel. */
export const LOBBY_MINUTES = 30;

export function isStaleLobby(game: CountdownGame, now: number): boolean {
  return game.state === "lobby" && now - game.createdAt > LOBBY_MINUTES * 60_000;
}

/** The computer as one of a game's players. */
export const COMPUTER: CountdownPlayer = { ...COMPUTER_PLAYER, computer: true, idle: 0, dropped: false };

export function newPlayer(player: Player): CountdownPlayer {
  return { id: player.id, name: player.name, computer: false, idle: 0, dropped: false };
}

export function joinLobby(game: CountdownGame, player: Player): Checked<CountdownGame> {
  if (game.state !== "lobby") return refuse("This game has started: join the next one.");
  if (game.players.some((p) => p.id === player.id)) return refuse("You are in this game already.");
  if (game.players.length >= MAX_PLAYERS) return refuse(`This game is full (${MAX_PLAYERS} players).`);
  return ok({ ...game, players: [...game.players, newPlayer(player)] });
}

export function leaveLobby(game: CountdownGame, player: Player): Checked<CountdownGame> {
  if (game.state !== "lobby") return refuse("This game has started: it cannot be left now.");
  if (player.id === game.startedBy) return refuse("You started this game: use /countdown stop to call it off.");
  if (!game.players.some((p) => p.id === player.id)) return refuse("You are not in this game.");
  return ok({ ...game, players: game.players.filter((p) => p.id !== player.id) });
}

/** Two players or more; the computer counts as one. Only the starter starts. */
export function startLobby(game: CountdownGame, player: Player): Checked<CountdownGame> {
  if (game.state !== "lobby") return refuse("This game has started already.");
  if (player.id !== game.startedBy) return refuse("Only the player who opened the lobby starts the game.");
  if (game.players.length < 2) return refuse("A game needs two players: wait for someone to join, or play with opponent:computer.");
  return ok({ ...game, state: "playing" });
}
