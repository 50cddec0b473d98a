// Daily puzzles as the adapters use them: open today's, answer one, make a letters word final.
// The puzzle day is one UTC date for everyone (calendar.ts): the adapters carry the day with the
// puzzle, and an answer to a day that has closed, or was never opened, is refused.

import type { Atomic, DailyStore, Player } from "../engine/ports.ts";
import { DAILY_GAMES, type DailyEntry, type DailyGame, type Day, type Leaderboard, type Period, type Streak } from "../model.ts";
import { periodStartDay, puzzleDayAt, puzzleDayEnds } from "./calendar.ts";
import { answerDaily, finishDaily, type DailyPlay } from "./play.ts";
import { dailyPuzzle, type DailyPuzzle } from "./puzzles.ts";
import { shareable, shareLine } from "./share.ts";
import { streakOf } from "./streaks.ts";
import { versusBest } from "./versus-best.ts";
import { nudgeHours, streakAtStake, type StreakAtStake } from "./reminder.ts";

/** One game of the day as a player sees it. `share` once they have done what they can. */
export interface DailyCard {
  readonly puzzle: DailyPuzzle;
  readonly entry: DailyEntry;
  readonly streak: Streak;
  readonly share: string | null;
  /** When the puzzle closes, for everyone. */
  readonly closesAt: number;
  /** How the answer compares with the best, once it counts for good. */
  readonly versusBest: string | null;
}

/** A player's daily record in one game: days solved, and their streak. */
export interface DailyRecord {
  readonly solved: number;
  readonly streak: Streak;
}

export type DailyAnswered = { readonly kind: "refused"; readonly reason: string } | { readonly kind: "kept" | "final"; readonly summary: string; readonly better: boolean; readonly card: DailyCard };

export const NOT_OPENED = "That puzzle was never opened: use `/daily` to play today's.";

/** An answer to a puzzle whose day has ended: its answers may be out by now. */
export const closedPuzzle = (number: number): string =>
  `Daily puzzle #${number} has closed: the puzzles change for everyone at midnight UTC, and its answers are out. \`/daily\` opens today's.`;

/** The zone the puzzle days are dated in, for reminders of the day's last hours. */
export const PUZZLE_ZONE = "UTC";

export class Daily {
  constructor(
    private readonly store: DailyStore & Atomic,
    private readonly now: () => number,
  ) {}

  /** The puzzle day now, the same in every server. */
  today(): Day {
    return puzzleDayAt(this.now());
  }

  /** Today's puzzles, open to everyone until the day ends (for /solve's no peeking). */
  openPuzzles(): DailyPuzzle[] {
    const day = this.today();
    return DAILY_GAMES.map((game) => dailyPuzzle(day, game));
  }

  /** Today's puzzles the player opened and has not given their final answer to. */
  async openFor(playerId: string): Promise<DailyPuzzle[]> {
    const open: DailyPuzzle[] = [];
    for (const puzzle of this.openPuzzles()) if ((await this.store.dailyEntry(playerId, puzzle.game, puzzle.day))?.final === false) open.push(puzzle);
    return open;
  }

  /** Today's puzzles, opened for the player now; `guildId` is the server whose results they join. */
  async open(player: Player, guildId: string | null): Promise<DailyCard[]> {
    const day = this.today();
    const cards: DailyCard[] = [];
    for (const game of DAILY_GAMES) {
      const entry = await this.store.openDailyEntry({ playerId: player.id, playerName: player.name, game, day, guildId, openedAt: this.now() });
      cards.push(await this.card(dailyPuzzle(day, game), entry));
    }
    return cards;
  }

  answer(player: Player, game: DailyGame, day: Day, text: string): Promise<DailyAnswered> {
    return this.play(player, game, day, (puzzle, entry) => answerDaily(puzzle, entry, text));
  }

  /** Letters: the current word is final. */
  finish(player: Player, game: DailyGame, day: Day): Promise<DailyAnswered> {
    return this.play(player, game, day, finishDaily);
  }

  /** The player's cards of the day, as they stand, without opening anything. */
  async cards(playerId: string, day: Day): Promise<DailyCard[]> {
    const cards: DailyCard[] = [];
    for (const game of DAILY_GAMES) {
      const entry = await this.store.dailyEntry(playerId, game, day);
      if (entry) cards.push(await this.card(dailyPuzzle(day, game), entry));
    }
    return cards;
  }

  /** The player's record in each daily game, streaks as of today. */
  async records(playerId: string): Promise<Readonly<Record<DailyGame, DailyRecord>>> {
    const today = this.today();
    const solved = await this.solvedDays(playerId);
    return Object.fromEntries(DAILY_GAMES.map((game) => [game, { solved: solved[game].length, streak: streakOf(solved[game], today) }])) as Record<DailyGame, DailyRecord>;
  }

  private async solvedDays(playerId: string): Promise<Record<DailyGame, readonly Day[]>> {
    const days = await Promise.all(DAILY_GAMES.map((game) => this.store.solvedDays(playerId, game)));
    return Object.fromEntries(DAILY_GAMES.map((game, i) => [game, days[i]])) as Record<DailyGame, readonly Day[]>;
  }

  /** The server's daily points over the period, by puzzle days. */
  leaderboard(guildId: string, period: Period, page: number, pageSize: number): Promise<Leaderboard> {
    return this.store.dailyLeaderboard(guildId, periodStartDay(period, this.today()), page, pageSize);
  }

  /** Streak reminders on (in the last hours of the puzzle day) or off. */
  remind(playerId: string, on: boolean): Promise<void> {
    return this.store.setDailyReminder(playerId, on ? PUZZLE_ZONE : null);
  }

  /** The streak to remind an opted-in player of at `at`, once a day at most (it counts as given). */
  async reminderDue(playerId: string, at: number = this.now()): Promise<StreakAtStake | null> {
    const hoursDue = async () => {
      const reminder = await this.store.dailyReminder(playerId);
      const hours = reminder && nudgeHours(reminder.timeZone, at);
      return !hours || reminder?.nudgedDay === hours.day ? null : hours;
    };
    // Most interactions end on that one read; a nudge due is read again in one transaction, so
    // of interactions at once only the first finds the day not yet nudged.
    if ((await hoursDue()) === null) return null;
    return this.store.atomically(async () => {
      const hours = await hoursDue();
      const atStake = hours && streakAtStake(await this.solvedDays(playerId), hours);
      if (atStake) await this.store.dailyNudged(playerId, atStake.day);
      return atStake;
    });
  }

  private async play(player: Player, game: DailyGame, day: Day, move: (puzzle: DailyPuzzle, entry: DailyEntry) => DailyPlay): Promise<DailyAnswered> {
    // One transaction, so two answers sent at once are each played on the other's result.
    const played = await this.store.atomically(async () => {
      const entry = await this.store.dailyEntry(player.id, game, day);
      if (entry === null) return { kind: "refused", reason: NOT_OPENED } as const;
      const puzzle = dailyPuzzle(day, game);
      if (day < this.today()) return { kind: "refused", reason: closedPuzzle(puzzle.number) } as const;
      const played = move(puzzle, entry);
      if (played.kind !== "refused") await this.store.saveDailyEntry(played.entry);
      return played;
    });
    if (played.kind === "refused") return played;
    return { kind: played.kind, summary: played.summary, better: played.better, card: await this.card(dailyPuzzle(day, game), played.entry) };
  }

  private async card(puzzle: DailyPuzzle, entry: DailyEntry): Promise<DailyCard> {
    // The streak as of the puzzle's day, so a late answer to yesterday's still reads right.
    const streak = streakOf(await this.store.solvedDays(entry.playerId, puzzle.game), puzzle.day);
    return { puzzle, entry, streak, share: shareable(entry) ? shareLine(puzzle, entry, streak) : null, closesAt: puzzleDayEnds(puzzle.day), versusBest: versusBest(puzzle, entry) };
  }
}
