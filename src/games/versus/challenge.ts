// A game before its first move: made by a challenge (against the computer it is played at
// once), then accepted or declined by the one challenged, withdrawn by the challenger, or left
// unanswered until it expires.

import { NO_COLOURS } from "../../solvers/territory/colours.ts";
import { COMPUTER_ID, type VersusGame, type VersusLevel, type VersusPlayer } from "../model.ts";
import type { Player } from "../engine/ports.ts";
import { refuse, type Checked } from "../rules.ts";
import { GAME_OVER } from "./rules.ts";

/** The computer's level when none is asked for. */
export const DEFAULT_VERSUS_LEVEL: VersusLevel = "medium";

/** The computer as a player: its name says its level. */
export function computerPlayer(level: VersusLevel): VersusPlayer {
  return { id: COMPUTER_ID, name: `Computer (${level})`, computer: true };
}

export const person = ({ id, name }: Player): VersusPlayer => ({ id, name, computer: false });

export interface NewGame {
  readonly guildId: string;
  readonly channelId: string;
  readonly challenger: Player;
  /** Null: the computer, at `level`. */
  readonly opponent: Player | null;
  readonly level: VersusLevel | null;
  readonly letters: string;
  readonly dictionary: string;
  readonly turnSeconds: number;
  readonly at: number;
}

/** A challenge to a person, or a game against the computer that starts at once. */
export function newGame(request: NewGame): Checked<Omit<VersusGame, "id">> {
  const { guildId, channelId, challenger, opponent, letters, dictionary, turnSeconds, at } = request;
  if (opponent?.id === challenger.id) return refuse("You cannot challenge yourself: pick another player, or the computer.");
  const level = opponent === null ? (request.level ?? DEFAULT_VERSUS_LEVEL) : null;
  return {
    ok: true,
    value: {
      guildId, channelId, challengeMessageId: null, threadId: null,
      players: [person(challenger), opponent === null ? computerPlayer(level!) : person(opponent)],
      level, dictionary, letters, colours: NO_COLOURS, moves: [], state: opponent === null ? "playing" : "challenged",
      turnSeconds, turnStartedAt: at, reminded: false, winner: null, endedBy: null, createdAt: at, finishedAt: null,
    },
  };
}

function stillOpen(game: VersusGame): string | null {
  if (game.state === "challenged") return null;
  return game.state === "playing" ? "This challenge has been accepted already." : GAME_OVER;
}

/** The one challenged accepts: the challenger moves first, from now; `threadId` is where it is played. */
export function acceptChallenge(game: VersusGame, playerId: string, at: number, threadId: string | null): Checked<VersusGame> {
  const refused = stillOpen(game) ?? (game.players[1].id === playerId ? null : `This challenge is for ${game.players[1].name}.`);
  return refused ? refuse(refused) : { ok: true, value: { ...game, state: "playing", threadId, turnStartedAt: at, reminded: false } };
}

/** The one challenged says no. */
export function declineChallenge(game: VersusGame, playerId: string, at: number): Checked<VersusGame> {
  const refused = stillOpen(game) ?? (game.players[1].id === playerId ? null : `This challenge is for ${game.players[1].name}.`);
  return refused ? refuse(refused) : { ok: true, value: { ...game, state: "declined", finishedAt: at } };
}

/** The challenger takes it back before it is answered. */
export function withdrawChallenge(game: VersusGame, playerId: string, at: number): Checked<VersusGame> {
  const refused = stillOpen(game) ?? (game.players[0].id === playerId ? null : `Only ${game.players[0].name} can withdraw this challenge.`);
  return refused ? refuse(refused) : { ok: true, value: { ...game, state: "declined", finishedAt: at } };
}

/** Unanswered for a turn's time. */
export function expireChallenge(game: VersusGame, at: number): Checked<VersusGame> {
  const refused = stillOpen(game);
  return refused ? refuse(refused) : { ok: true, value: { ...game, state: "expired", finishedAt: at } };
}
