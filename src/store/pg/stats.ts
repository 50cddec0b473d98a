// A player's record in one guild on PostgreSQL: the same figures as ../stats.ts, read by one
// statement so that every figure comes from the same moment (a transaction at READ COMMITTED
// would read each at its own); lists come back as JSON arrays.
import { COMPUTER_ID, GAMES, type GameName, type GameStats, type PlayerStats, type ScoredWord } from "../../games/model.ts";
import { DAY, recentPoints, recentSince, type DayPoints } from "../recent-points.ts";
import { streaks } from "../stats.ts";
import type { StatsStore } from "../types.ts";
import { versusRecord } from "../versus.ts";
import type { Sql } from "./sql.ts";

const BEST_WORDS = 5;

// $1 the guild, $2 the player. Words are those of the dictionary games (numbers holds
// equations, Letter Boxed chains).
const PLAYER_RESULTS = `FROM round_results WHERE guild_id = $1 AND player_id = $2`;
const PLAYER_WORDS = `${PLAYER_RESULTS} AND word IS NOT NULL AND game IN ('letters','conundrum','boggle','letterpress')`;

const PER_GAME = `
  SELECT game, count(*) AS rounds, sum(won) AS wins, sum(points) AS points
  ${PLAYER_RESULTS} GROUP BY game`;
// What each word earned itself, only words that scored, a word played often once at its best;
// its game is that of the best row (ties: the first game by name, as SQLite's index gives it).
const WORD_ORDER = `points DESC, length(word) DESC, word COLLATE "C"`;
const BEST = `
  SELECT * FROM (
    SELECT DISTINCT ON (word) word, game, word_points AS points
    ${PLAYER_WORDS} AND word_points > 0
    ORDER BY word, word_points DESC, game COLLATE "C"
  ) best ORDER BY ${WORD_ORDER} LIMIT ${BEST_WORDS}`;
const LONGEST = `SELECT word ${PLAYER_WORDS} ORDER BY length(word) DESC, word COLLATE "C" LIMIT 1`;
const EXACT_RATE = `SELECT avg(coalesce(exact, 0))::float8 ${PLAYER_RESULTS} AND game = 'numbers'`;
// Integer division truncates as SQLite's does.
const DAYS_PLAYED = `SELECT DISTINCT finished_at / ${DAY} AS day ${PLAYER_RESULTS}`;
const RECENT = `
  SELECT finished_at / ${DAY} AS day, game, sum(points) AS points
  ${PLAYER_RESULTS} AND finished_at >= $3
  GROUP BY 1, 2`;
const COUNTDOWN = `
  SELECT count(*) AS games, coalesce(sum(won), 0) AS wins FROM countdown_results
  WHERE guild_id = $1 AND player_id = $2`;
const VS_COMPUTER = `
  SELECT count(*) AS rounds, coalesce(sum(me.won), 0) AS wins,
         count(*) FILTER (WHERE coalesce(c.won, 0) = 1 AND me.won = 0) AS losses
  FROM round_results me
  JOIN round_opponents o ON o.round_id = me.round_id
  LEFT JOIN round_results c ON c.round_id = me.round_id AND c.player_id = $4
  WHERE me.guild_id = $1 AND me.player_id = $2`;

/** The rows of `query` as a JSON array, in this order. */
const list = (query: string, order: string) => `(SELECT coalesce(json_agg(f ORDER BY ${order}), '[]') FROM (${query}) f)`;

// $1 the guild, $2 the player, $3 the first moment of the recent days, $4 the computer.
const FIGURES = `
  SELECT ${list(PER_GAME, "game")} AS "perGame",
         ${list(BEST, WORD_ORDER)} AS "bestWords",
         (${LONGEST}) AS "longestWord",
         (${EXACT_RATE}) AS "exactRate",
         (SELECT coalesce(json_agg(day ORDER BY day), '[]') FROM (${DAYS_PLAYED}) f) AS days,
         ${list(RECENT, "day, game")} AS recent,
         (SELECT row_to_json(f) FROM (${COUNTDOWN}) f) AS countdown,
         (SELECT row_to_json(f) FROM (${VS_COMPUTER}) f) AS "vsComputer",
         (SELECT row_to_json(f) FROM (${versusRecord("$1", "$2")}) f) AS versus`;

interface Figures {
  perGame: GameStats[];
  bestWords: ScoredWord[];
  longestWord: string | null;
  exactRate: number | null;
  days: number[];
  recent: DayPoints[];
  countdown: { games: number; wins: number };
  vsComputer: { rounds: number; wins: number; losses: number };
  versus: PlayerStats["versus"];
}

const FINISHED_SINCE = `SELECT count(*) AS n FROM rounds WHERE state = 'finished' AND finished_at >= $1`;

export function pgStats(sql: Sql): StatsStore {
  return {
    async playerStats(guildId: string, playerId: string, now: number): Promise<PlayerStats> {
      const f = (await sql.one<Figures>(FIGURES, [guildId, playerId, recentSince(now), COMPUTER_ID]))!;
      const order = (g: GameName) => GAMES.indexOf(g);
      const sum = (field: "rounds" | "wins" | "points") => f.perGame.reduce((n, g) => n + g[field], 0);
      const { current, best } = streaks(f.days, Math.floor(now / DAY));
      return {
        rounds: sum("rounds"),
        wins: sum("wins"),
        points: sum("points"),
        bestWords: f.bestWords,
        longestWord: f.longestWord,
        exactRate: f.exactRate,
        currentStreak: current,
        bestStreak: best,
        perGame: f.perGame.sort((a, b) => order(a.game) - order(b.game)),
        recent: recentPoints(f.recent, now),
        countdown: f.countdown,
        vsComputer: f.vsComputer,
        versus: f.versus,
      };
    },
    roundsFinishedSince: async (since) => (await sql.one<{ n: number }>(FINISHED_SINCE, [since]))?.n ?? 0,
  };
}
