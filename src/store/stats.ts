// A player's record in one guild: totals, per game, best and longest words, numbers accuracy,
// streaks of consecutive UTC days played, and points per day over the last days.
import type { Db } from "./open.ts";
import { COMPUTER_ID, GAMES, type GameName, type GameStats, type PlayerStats, type ScoredWord } from "../games/model.ts";
import type { StatsStore, Sync } from "./types.ts";
import { DAY, RECENT_POINTS_SQL, recentPoints, recentSince, type DayPoints } from "./recent-points.ts";
import { versusRecord } from "./versus.ts";

const BEST_WORDS = 5;

// Where a result's word is a dictionary word (numbers holds equations, Letter Boxed chains).
const PLAYER_WORDS = `
  FROM round_results
  WHERE guild_id = @guildId AND player_id = @playerId AND word IS NOT NULL
    AND game IN ('letters','conundrum','boggle','letterpress')`;

const PLAYER_RESULTS = `FROM round_results WHERE guild_id = @guildId AND player_id = @playerId`;

interface Who {
  guildId: string;
  playerId: string;
}

/** Lengths of runs of consecutive days, given distinct days in ascending order. */
export function streaks(days: readonly number[], today: number): { current: number; best: number } {
  let best = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && day === days[i - 1]! + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  const last = days.at(-1);
  const current = last !== undefined && last >= today - 1 ? run : 0;
  return { current, best };
}

export function sqliteStats(db: Db): Sync<StatsStore> {
  const perGame = db.prepare<[Who], GameStats>(`
    SELECT game, count(*) AS rounds, sum(won) AS wins, sum(points) AS points
    ${PLAYER_RESULTS} GROUP BY game`);
  // What each word earned itself (not the round's total), and only words that scored; a word
  // played often counts once, at its best; the bare `game` comes from that best row.
  const bestWords = db.prepare<[Who], ScoredWord>(
    `SELECT word, game, max(word_points) AS points ${PLAYER_WORDS} AND word_points > 0
     GROUP BY word ORDER BY points DESC, length(word) DESC, word LIMIT ${BEST_WORDS}`,
  );
  const longestWord = db.prepare<[Who], string>(
    `SELECT word ${PLAYER_WORDS} ORDER BY length(word) DESC, word LIMIT 1`,
  ).pluck();
  const exactRate = db.prepare<[Who], number | null>(
    `SELECT avg(coalesce(exact, 0)) ${PLAYER_RESULTS} AND game = 'numbers'`,
  ).pluck();
  const daysPlayed = db.prepare<[Who], number>(
    `SELECT DISTINCT finished_at / ${DAY} AS day ${PLAYER_RESULTS} ORDER BY day`,
  ).pluck();
  const recent = db.prepare<[Who & { since: number }], DayPoints>(RECENT_POINTS_SQL);

  const countdown = db.prepare<[Who], { games: number; wins: number }>(`
    SELECT count(*) AS games, coalesce(sum(won), 0) AS wins FROM countdown_results
    WHERE guild_id = @guildId AND player_id = @playerId`);
  const vsComputer = db.prepare<[Who & { computer: string }], { rounds: number; wins: number; losses: number }>(`
    SELECT count(*) AS rounds, coalesce(sum(me.won), 0) AS wins, coalesce(sum(coalesce(c.won, 0) AND NOT me.won), 0) AS losses
    FROM round_results me
    JOIN round_opponents o ON o.round_id = me.round_id
    LEFT JOIN round_results c ON c.round_id = me.round_id AND c.player_id = @computer
    WHERE me.guild_id = @guildId AND me.player_id = @playerId`);
  const versus = db.prepare<[Who], PlayerStats["versus"]>(versusRecord("@guildId", "@playerId"));

  const playerStats = (guildId: string, playerId: string, now: number): PlayerStats => {
    const who = { guildId, playerId };
    const games = perGame.all(who);
    const order = (g: GameName) => GAMES.indexOf(g);
    const sum = (field: "rounds" | "wins" | "points") => games.reduce((n, g) => n + g[field], 0);
    const { current, best } = streaks(daysPlayed.all(who), Math.floor(now / DAY));
    return {
      rounds: sum("rounds"),
      wins: sum("wins"),
      points: sum("points"),
      bestWords: bestWords.all(who),
      longestWord: longestWord.get(who) ?? null,
      exactRate: exactRate.get(who) ?? null,
      currentStreak: current,
      bestStreak: best,
      perGame: games.sort((a, b) => order(a.game) - order(b.game)),
      recent: recentPoints(recent.all({ ...who, since: recentSince(now) }), now),
      countdown: countdown.get(who) ?? { games: 0, wins: 0 },
      vsComputer: vsComputer.get({ ...who, computer: COMPUTER_ID }) ?? { rounds: 0, wins: 0, losses: 0 },
      versus: versus.get(who)!,
    };
  };

  // One read transaction, so every figure comes from the same moment.
  const finishedSince = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM rounds WHERE state = 'finished' AND finished_at >= ?");
  return { playerStats: db.transaction(playerStats), roundsFinishedSince: (since) => finishedSince.get(since)?.n ?? 0 };
}
