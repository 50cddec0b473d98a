// A server's daily post: today's puzzles to play, yesterday's answers (Dictionary Corner of
// each; yesterday's puzzle day has closed everywhere) and how the server did yesterday. What is stored with the announcement is small (the
// day and the results as they stood); the boards and answers are dealt again from the day.

import { DAILY_GAMES, type DailyGame, type DailyEntry, type Day } from "../model.ts";
import type { Section } from "../rules.ts";
import { addDays, puzzleDayEnds } from "./calendar.ts";
import { dailyPuzzle, type DailyPuzzle } from "./puzzles.ts";

export interface DailyResult {
  readonly playerId: string;
  readonly playerName: string;
  readonly game: DailyGame;
  readonly points: number;
  readonly solved: boolean;
}

/** The announcement's payload. */
export interface DailyPost {
  readonly day: Day;
  /** The server's results for the day before, best first. */
  readonly yesterday: readonly DailyResult[];
}

export interface DailyPostView {
  readonly day: Day;
  /** When today's puzzles close, for everyone. */
  readonly closesAt: number;
  readonly puzzles: readonly DailyPuzzle[];
  /** Yesterday's puzzles with their answers. */
  readonly reveal: readonly { readonly puzzle: DailyPuzzle; readonly answers: readonly Section[] }[];
  readonly yesterday: readonly DailyResult[];
}

/** Puzzles opened and never answered are left out of the results. */
export function dailyPostOf(day: Day, yesterdaysEntries: readonly DailyEntry[]): DailyPost {
  const yesterday = yesterdaysEntries.filter((entry) => entry.tries > 0).map(({ playerId, playerName, game, points, solved }) => ({ playerId, playerName, game, points, solved }));
  return { day, yesterday };
}

export function dailyPostView(post: DailyPost): DailyPostView {
  const before = addDays(post.day, -1);
  const reveal = DAILY_GAMES.map((game) => {
    const puzzle = dailyPuzzle(before, game);
    return { puzzle, answers: puzzle.rules.corner(puzzle.board, puzzle.options) };
  });
  return { day: post.day, closesAt: puzzleDayEnds(post.day), puzzles: DAILY_GAMES.map((game) => dailyPuzzle(post.day, game)), reveal, yesterday: post.yesterday };
}
