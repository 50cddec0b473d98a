// Button and modal custom ids carry what their handler needs. Anyone can forge one (a custom
// client), so every part is checked when read back; a bad id reads as null.

import { isGame, isPeriod } from "../games/catalogue.ts";
import { isBoard, type BoardOf } from "./render/games.ts";
import { DAILY_GAMES, type DailyGame, type Day, type GameName, type Period } from "../games/model.ts";
import type { LeaderboardFormat } from "./render/games.ts";
import { isRatingMode, type RatingMode } from "../games/ratings/modes.ts";

export type CustomId =
  /** `seen`: the picks the board had when the button was shown, so a double click picks once. */
  | { readonly kind: "pick"; readonly roundId: number; readonly choice: string; readonly seen: number }
  | { readonly kind: "submit"; readonly roundId: number }
  | { readonly kind: "guess"; readonly roundId: number }
  | { readonly kind: "again"; readonly roundId: number }
  | { readonly kind: "mywords"; readonly roundId: number }
  /** Play live: opens the Activity on the round's board. */
  | { readonly kind: "live"; readonly roundId: number }
  | { readonly kind: "howto"; readonly game: GameName }
  /** A Countdown lobby's buttons. */
  | { readonly kind: "game"; readonly gameId: number; readonly action: LobbyAction }
  /** A Letterpress versus game's buttons: the challenge's, the board's, and Resign's confirmation. */
  | { readonly kind: "versus"; readonly gameId: number; readonly action: VersusAction }
  /** The Play button's modal: a word, and optionally its tiles. */
  | { readonly kind: "versusmodal"; readonly gameId: number }
  /** The daily post's Play button: today's puzzles, privately. */
  | { readonly kind: "dailyplay" }
  /** A daily puzzle's answer button, its modal, and letters' "make it final": for the day it was opened. */
  | { readonly kind: "dailyanswer" | "dailymodal" | "dailyfinal"; readonly game: DailyGame; readonly day: Day }
  /** The daily card's Share button: the player's share lines of that day, in the channel. */
  | { readonly kind: "dailyshare"; readonly day: Day }
  /** The confirmation button of /privacy: delete this user's data. */
  | { readonly kind: "forget"; readonly userId: string }
  | {
      readonly kind: "leaderboard";
      readonly game: BoardOf;
      readonly period: Period;
      readonly page: number;
      readonly userId: string;
      /** Tells the two page buttons apart when both point at the same page. */
      readonly button: "previous" | "next";
      readonly format: LeaderboardFormat;
    }
  /** /leaderboard by:rating's page buttons: a mode's table in this server. */
  | {
      readonly kind: "ratings";
      readonly mode: RatingMode;
      readonly page: number;
      readonly userId: string;
      readonly button: "previous" | "next";
      readonly format: LeaderboardFormat;
    };

export const LOBBY_ACTIONS = ["join", "leave", "start"] as const;
export type LobbyAction = (typeof LOBBY_ACTIONS)[number];

/** `resign-yes`: the private confirmation that Resign asks for. */
export const VERSUS_ACTIONS = ["accept", "decline", "play", "pass", "resign", "resign-yes"] as const;
export type VersusAction = (typeof VERSUS_ACTIONS)[number];

export const gameId = (id: number, action: LobbyAction): string => `game:${id}:${action}`;
export const versusId = (id: number, action: VersusAction): string => `vs:${id}:${action}`;
export const versusModalId = (id: number): string => `vsmodal:${id}`;
export const pickId = (roundId: number, choice: string, seen: number): string => `pick:${roundId}:${choice}:${seen}`;
export const submitId = (roundId: number): string => `submit:${roundId}`;
export const guessModalId = (roundId: number): string => `guess:${roundId}`;
export const playAgainId = (roundId: number): string => `again:${roundId}`;
export const myWordsId = (roundId: number): string => `mywords:${roundId}`;
export const playLiveId = (roundId: number): string => `live:${roundId}`;
export const howToPlayId = (game: GameName): string => `howto:${game}`;
export const forgetId = (userId: string): string => `forget:${userId}`;
export const dailyPlayId = (): string => "dplay";
export const dailyAnswerId = (game: DailyGame, day: Day): string => `danswer:${game}:${day}`;
export const dailyModalId = (game: DailyGame, day: Day): string => `dmodal:${game}:${day}`;
export const dailyFinalId = (game: DailyGame, day: Day): string => `dfinal:${game}:${day}`;
export const dailyShareId = (day: Day): string => `dshare:${day}`;
// An image card's buttons end in ":i"; text ones end as they did before cards, so old buttons still turn.
export const leaderboardId = (game: BoardOf, period: Period, page: number, userId: string, button: "previous" | "next", format: LeaderboardFormat): string =>
  `lb:${game ?? "all"}:${period}:${page}:${userId}:${button === "previous" ? "p" : "n"}${format === "image" ? ":i" : ""}`;
export const ratingPageId = (mode: RatingMode, page: number, userId: string, button: "previous" | "next", format: LeaderboardFormat): string =>
  `lbr:${mode}:${page}:${userId}:${button === "previous" ? "p" : "n"}${format === "image" ? ":i" : ""}`;

/** Any round id a writer can write: a positive safe integer. */
const ROUND_ID = { test: (text: string): boolean => /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) };
const CHOICE = /^[a-z0-9-]{1,40}$/;
const PAGE = /^\d{1,5}$/;
const SEEN = /^\d{1,2}$/;
const USER_ID = /^\d{17,20}$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAILY_KINDS = { danswer: "dailyanswer", dmodal: "dailymodal", dfinal: "dailyfinal" } as const;

export function readCustomId(id: string): CustomId | null {
  const [prefix, ...parts] = id.split(":");
  switch (prefix) {
    case "pick": {
      const [roundId, choice, seen] = parts;
      const valid = parts.length === 3 && ROUND_ID.test(roundId) && CHOICE.test(choice) && SEEN.test(seen);
      return valid ? { kind: "pick", roundId: Number(roundId), choice, seen: Number(seen) } : null;
    }
    case "submit":
    case "guess":
    case "again":
    case "mywords":
    case "live":
      return parts.length === 1 && ROUND_ID.test(parts[0]) ? { kind: prefix, roundId: Number(parts[0]) } : null;
    case "game": {
      const [id, action] = parts;
      const known = LOBBY_ACTIONS.find((a) => a === action);
      return parts.length === 2 && ROUND_ID.test(id) && known ? { kind: "game", gameId: Number(id), action: known } : null;
    }
    case "vs": {
      const [id, action] = parts;
      const known = VERSUS_ACTIONS.find((a) => a === action);
      return parts.length === 2 && ROUND_ID.test(id) && known ? { kind: "versus", gameId: Number(id), action: known } : null;
    }
    case "vsmodal":
      return parts.length === 1 && ROUND_ID.test(parts[0]) ? { kind: "versusmodal", gameId: Number(parts[0]) } : null;
    case "howto":
      return parts.length === 1 && isGame(parts[0]) ? { kind: "howto", game: parts[0] } : null;
    case "lb":
      return readLeaderboardId(parts);
    case "lbr":
      return readRatingPageId(parts);
    case "dplay":
      return parts.length === 0 ? { kind: "dailyplay" } : null;
    case "dshare":
      return parts.length === 1 && DAY.test(parts[0]) ? { kind: "dailyshare", day: parts[0] } : null;
    case "danswer":
    case "dmodal":
    case "dfinal": {
      const [game, day] = parts;
      const known = parts.length === 2 && (DAILY_GAMES as readonly string[]).includes(game) && DAY.test(day);
      return known ? { kind: DAILY_KINDS[prefix], game: game as DailyGame, day } : null;
    }
    case "forget":
      return parts.length === 1 && USER_ID.test(parts[0]) ? { kind: "forget", userId: parts[0] } : null;
    default:
      return null;
  }
}

function readLeaderboardId(parts: readonly string[]): CustomId | null {
  const [game, period, page, userId, button, image] = parts;
  if (parts.length !== 5 && !(parts.length === 6 && image === "i")) return null;
  const gameOk = game === "all" || isBoard(game);
  if (!gameOk || !isPeriod(period) || !PAGE.test(page) || !USER_ID.test(userId) || !["p", "n"].includes(button)) return null;
  return {
    kind: "leaderboard",
    game: game === "all" ? null : (game as Exclude<BoardOf, null>),
    period,
    page: Number(page),
    userId,
    button: button === "p" ? "previous" : "next",
    format: image === "i" ? "image" : "text",
  };
}

function readRatingPageId(parts: readonly string[]): CustomId | null {
  const [mode, page, userId, button, image] = parts;
  if (parts.length !== 4 && !(parts.length === 5 && image === "i")) return null;
  if (!isRatingMode(mode) || !PAGE.test(page) || !USER_ID.test(userId) || !["p", "n"].includes(button)) return null;
  return { kind: "ratings", mode, page: Number(page), userId, button: button === "p" ? "previous" : "next", format: image === "i" ? "image" : "text" };
}
