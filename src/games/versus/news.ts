// What a game announces, and what an adapter draws from it. The payload stored with the
// announcement is small (the game as it stood, the move, who to ping); the view adds what is
// derived from it (tiles, locks, score, words, lines of text) so every adapter says the same.

import { lockedOf, tileName, tilesOf } from "../../solvers/territory/tiles.ts";
import { FORGOTTEN_PLAYER, type VersusGame, type VersusMove, type VersusPlayer } from "../model.ts";
import { counted } from "../words.ts";
import { playedWords, scoreOf, toMove, type Side, type WordMove } from "./rules.ts";

export type VersusEvent = "challenged" | "started" | "moved" | "reminder" | "over" | "declined" | "expired";

/** The announcement's payload. */
export interface VersusNews {
  readonly event: VersusEvent;
  readonly game: VersusGame;
  /** The move that made the news (moved, over). */
  readonly move?: VersusMove;
  /** The id of the player whose turn it is (the one challenged, while challenged): the one ping. */
  readonly mention: string | null;
  /** A word move's tiles gained, and of those how many were the opponent's. */
  readonly gained?: number;
  readonly taken?: number;
  /** declined: who ended the challenge (0: the challenger withdrew it). */
  readonly by?: Side;
  /** expired: the game's thread or channel was deleted (else the challenge went unanswered). */
  readonly lost?: boolean;
}

export interface VersusNewsView {
  readonly event: VersusEvent;
  readonly game: VersusGame;
  readonly move: VersusMove | null;
  /** The player to ping, or null: nobody (the computer never is). */
  readonly mention: VersusPlayer | null;
  /** 25 letters, row by row. */
  readonly letters: string;
  /** Each side's tiles (players[0] is blue), and of those the locked ones. */
  readonly tiles: readonly [readonly number[], readonly number[]];
  readonly locked: readonly [readonly number[], readonly number[]];
  readonly score: readonly [number, number];
  /** The side to move while the game is played. */
  readonly toMove: Side | null;
  /** The last word played, by either side. */
  readonly lastWord: WordMove | null;
  readonly played: readonly [readonly string[], readonly string[]];
  /** One line: what happened. */
  readonly headline: string;
  /** Once over: who won, and by how much. */
  readonly result: string | null;
  /** While played: when the turn is forfeited (the computer's turn never is). */
  readonly turnEndsAt: number | null;
}

export const COLOUR_NAMES = ["blue", "red"] as const;

export { FORGOTTEN_PLAYER };

/** The news without the player: named as FORGOTTEN_PLAYER, never pinged. */
export function newsWithout(news: VersusNews, playerId: string): VersusNews {
  const players = news.game.players.map((player) => (player.id === playerId ? FORGOTTEN_PLAYER : player)) as [VersusPlayer, VersusPlayer];
  return { ...news, game: { ...news.game, players }, mention: news.mention === playerId ? null : news.mention };
}

export function versusNewsView(news: VersusNews): VersusNewsView {
  const { game, event } = news;
  const side = toMove(game);
  const lastWord = game.moves.findLast((move): move is WordMove => move.kind === "word") ?? null;
  return {
    event, game, move: news.move ?? null,
    mention: game.players.find((player) => player.id === news.mention && !player.computer) ?? null,
    letters: game.letters,
    tiles: [tilesOf(game.colours[0]), tilesOf(game.colours[1])],
    locked: [tilesOf(lockedOf(game.colours[0])), tilesOf(lockedOf(game.colours[1]))],
    score: scoreOf(game.colours),
    toMove: side,
    lastWord,
    played: playedWords(game),
    headline: headline(news),
    result: game.state === "over" ? resultLine(game) : null,
    turnEndsAt: side === null || game.players[side].computer ? null : game.turnStartedAt + game.turnSeconds * 1000,
  };
}

const nameOf = (game: VersusGame, side: Side): string => game.players[side].name;

/** "CATS on B2 C4 A1 D1" */
export function wordOn(move: WordMove): string {
  return `${move.word.toUpperCase()} on ${move.tiles.map(tileName).join(" ")}`;
}

function headline(news: VersusNews): string {
  const { game, move } = news;
  const [blue, red] = game.players.map((player) => player.name);
  switch (news.event) {
    case "challenged":
      return `${blue} challenges ${red} to Letterpress: accept or decline.`;
    case "started":
      return `${blue} (blue) against ${red} (red): ${blue} moves first.`;
    case "reminder":
      return `${nameOf(game, toMove(game) ?? 0)}, it is your move: the turn is forfeited ${hoursLeft(game)} from now.`;
    case "declined":
      return news.by === 0 ? `${blue} withdrew the challenge to ${red}.` : `${red} declined ${blue}'s challenge.`;
    case "expired":
      return news.lost ? `The game between ${blue} and ${red} has ended: the place it was played in is gone.` : `${red} did not answer ${blue}'s challenge in time.`;
    case "moved":
    case "over":
      return move ? moveLine(game, move, news) : "This game has ended.";
  }
}

function moveLine(game: VersusGame, move: VersusMove, news: VersusNews): string {
  const who = nameOf(game, move.by);
  switch (move.kind) {
    case "word": {
      const chose = move.chosen ? " (tiles chosen for the most gain)" : "";
      const taken = news.taken ? `, ${news.taken} taken from ${nameOf(game, (1 - move.by) as Side)}` : "";
      return `${who} played ${wordOn(move)}${chose}: ${counted(news.gained ?? 0, "tile")} gained${taken}.`;
    }
    case "pass":
      return game.state === "over" ? `${who} passed too: two passes end the game.` : `${who} passed.`;
    case "resign":
      return `${who} resigned.`;
    case "forfeit":
      return `${who} let the turn run out and forfeits.`;
  }
}

/** "Ann wins with 14 tiles to 11." or "A draw, 12 tiles each." (a winner is named unless the tiles are equal) */
export function resultLine(game: VersusGame): string {
  const score = scoreOf(game.colours);
  const { winner } = game;
  if (winner === null) return `A draw, ${counted(score[0], "tile")} each.`;
  return `${nameOf(game, winner)} wins with ${counted(score[winner], "tile")} to ${score[1 - winner]}.`;
}

/** A quarter of the turn, as the reminder says it: "6 hours", "45 minutes". */
function hoursLeft(game: VersusGame): string {
  const minutes = Math.round(game.turnSeconds / 4 / 60);
  return minutes % 60 === 0 ? counted(minutes / 60, "hour") : counted(minutes, "minute");
}
