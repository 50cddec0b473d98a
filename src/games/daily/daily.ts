// Daily puzzles as the adapters use them: open today's (in the server's time zone, or UTC),
// answer one, make a letters word final. An answer counts for the day its puzzle was opened,
// so the adapters carry that day with the puzzle, and an answer for a day never opened is refused.

import type { DailyStore, Player } from "../engine/ports.ts";
import { DAILY_GAMES, type DailyEntry, type DailyGame, type Day, type Leaderboard, type Period, type Streak } from "../model.ts";
import { dayIn, periodStartDay } from "./calendar.ts";
import { answerDaily, finishDaily, type DailyPlay } from "./play.ts";
import { dailyPuzzle, type DailyPuzzle } from "./puzzles.ts";
import { shareLine } from "./share.ts";
import { streakOf } from "./streaks.ts";
import { nudgeHours, streakAtStake, type StreakAtStake } from "./reminder.ts";

/** One game of the day as a player sees it. `share` once they have done what they can. */
export interface DailyCard {
  readonly puzzle: DailyPuzzle;
  readonly entry: DailyEntry;
  readonly streak: Streak;
  readonly share: string | null;
}

/** A player's daily record in one game: days solved, and their streak. */
export interface DailyRecord {
  readonly solved: number;
  readonly streak: Streak;
}

export type DailyAnswered = { readonly kind: "refused"; readonly reason: string } | { readonly kind: "kept" | "final"; readonly summary: string; readonly better: boolean; readonly card: DailyCard };

export const NOT_OPENED = "That puzzle was never opened: use `/daily` to play today's.";

/** Where no server chose a time zone, the day turns over at midnight UTC. */
export const DEFAULT_ZONE = "UTC";

export class Daily {
  constructor(
    private readonly store: DailyStore,
    private readonly now: () => number,
  ) {}

  /** The server's time zone for its days (the daily post's), else UTC. */
  zoneOf(guildId: string | null): string {
    return (guildId === null ? null : this.store.dailySubscription(guildId)?.timeZone) ?? DEFAULT_ZONE;
  }

  today(guildId: string | null): Day {
    return dayIn(this.zoneOf(guildId), this.now());
  }

  /** Today's puzzles, opened for the player now (their day is today's, whenever they answer). */
  open(player: Player, guildId: string | null): DailyCard[] {
    const day = this.today(guildId);
    return DAILY_GAMES.map((game) => {
      const entry = this.store.openDailyEntry({ playerId: player.id, playerName: player.name, game, day, guildId, openedAt: this.now() });
      return this.card(dailyPuzzle(day, game), entry);
    });
  }

  answer(player: Player, game: DailyGame, day: Day, text: string): DailyAnswered {
    return this.play(player, game, day, (puzzle, entry) => answerDaily(puzzle, entry, text));
  }

  /** Letters: the current word is final. */
  finish(player: Player, game: DailyGame, day: Day): DailyAnswered {
    return this.play(player, game, day, finishDaily);
  }

  /** The player's record in each daily game, streaks as of today where they are. */
  records(playerId: string, guildId: string | null): Readonly<Record<DailyGame, DailyRecord>> {
    const today = this.today(guildId);
    const record = (days: readonly Day[]): DailyRecord => ({ solved: days.length, streak: streakOf(days, today) });
    return Object.fromEntries(DAILY_GAMES.map((game) => [game, record(this.store.solvedDays(playerId, game))])) as Record<DailyGame, DailyRecord>;
  }

  /** The server's daily points over the period, by the server's days. */
  leaderboard(guildId: string, period: Period, page: number, pageSize: number): Leaderboard {
    return this.store.dailyLeaderboard(guildId, periodStartDay(period, this.today(guildId)), page, pageSize);
  }

  /** Streak reminders on (in the server's zone) or off. */
  remind(playerId: string, guildId: string | null, on: boolean): void {
    this.store.setDailyReminder(playerId, on ? this.zoneOf(guildId) : null);
  }

  /** The streak to remind an opted-in player of at `at`, once a day at most (it counts as given). */
  reminderDue(playerId: string, at: number = this.now()): StreakAtStake | null {
    const reminder = this.store.dailyReminder(playerId);
    const hours = reminder && nudgeHours(reminder.timeZone, at);
    if (!hours || reminder?.nudgedDay === hours.day) return null;
    const solved = Object.fromEntries(DAILY_GAMES.map((game) => [game, this.store.solvedDays(playerId, game)])) as Record<DailyGame, readonly Day[]>;
    const atStake = streakAtStake(solved, hours);
    if (atStake) this.store.dailyNudged(playerId, atStake.day);
    return atStake;
  }

  private play(player: Player, game: DailyGame, day: Day, move: (puzzle: DailyPuzzle, entry: DailyEntry) => DailyPlay): DailyAnswered {
    const entry = this.store.dailyEntry(player.id, game, day);
    if (entry === null) return { kind: "refused", reason: NOT_OPENED };
    const puzzle = dailyPuzzle(day, game);
    const played = move(puzzle, entry);
    if (played.kind === "refused") return played;
    this.store.saveDailyEntry(played.entry);
    return { kind: played.kind, summary: played.summary, better: played.better, card: this.card(puzzle, played.entry) };
  }

  private card(puzzle: DailyPuzzle, entry: DailyEntry): DailyCard {
    // The streak as of the puzzle's day, so a late answer to yesterday's still reads right.
    const streak = streakOf(this.store.solvedDays(entry.playerId, puzzle.game), puzzle.day);
    return { puzzle, entry, streak, share: entry.final || entry.solved ? shareLine(puzzle, entry, streak) : null };
  }
}
