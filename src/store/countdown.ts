// Countdown games: a lobby, then rounds in turn, then over or stopped; one open game per
// channel (the partial unique index). A game is read and written whole. The computer
// opponent of a round (a game's, or a single round's) is kept beside the round.
import type { CountdownFormat, CountdownGame, CountdownPlayer, CountdownState, OpponentLevel } from "../games/model.ts";
import { fromJson, toFlag, toJson } from "./columns.ts";
import type { Db } from "./open.ts";
import type { CountdownStore, GameOpened, Sync } from "./types.ts";

export const GAME_COLUMNS = `
  id, guild_id AS "guildId", channel_id AS "channelId", format, level, state, players,
  started_by AS "startedBy", scores, round_id AS "roundId", winners, created_at AS "createdAt",
  finished_at AS "finishedAt", lobby_channel_id AS "lobbyChannelId", lobby_message_id AS "lobbyMessageId"`;

export interface GameRow {
  id: number;
  guildId: string;
  channelId: string;
  format: string;
  level: string | null;
  state: string;
  players: string;
  startedBy: string;
  scores: string;
  roundId: number | null;
  winners: string;
  createdAt: number;
  finishedAt: number | null;
  /** Null only in rows from before it was kept; the channel then is the lobby's. */
  lobbyChannelId: string | null;
  lobbyMessageId: string | null;
}

/** The schema's CHECK constraints guarantee format, level and state. */
export function toGame(row: GameRow): CountdownGame {
  return {
    ...row,
    lobbyChannelId: row.lobbyChannelId ?? row.channelId,
    format: row.format as CountdownFormat,
    level: row.level as OpponentLevel | null,
    state: row.state as CountdownState,
    players: fromJson(row.players) as CountdownPlayer[],
    scores: fromJson(row.scores) as Record<string, number>[],
    winners: fromJson(row.winners) as string[],
  };
}

export function toRow(game: Omit<CountdownGame, "id">): Omit<GameRow, "id"> {
  return { ...game, players: toJson(game.players), scores: toJson(game.scores), winners: toJson(game.winners) };
}

export const maybeGame = (row: GameRow | null | undefined): CountdownGame | null => (row ? toGame(row) : null);

/** The refusal of a second open game in the channel. */
export function alreadyOpen(open: CountdownGame): GameOpened {
  return { ok: false, error: "A Countdown game is already open in this channel.", open };
}

export interface GameResultRow {
  gameId: number;
  guildId: string;
  finishedAt: number;
  playerId: string;
  playerName: string;
  points: number;
  won: 0 | 1;
  vsComputer: 0 | 1;
}

/** A game that has just ended: its people's results, for the games leaderboard and stats. */
export function gameResults(game: CountdownGame): GameResultRow[] {
  if (game.state !== "over" || game.finishedAt === null) return [];
  const finishedAt = game.finishedAt;
  const vsComputer = toFlag(game.players.some((p) => p.computer));
  return game.players
    .filter((p) => !p.computer)
    .map((player) => ({
      gameId: game.id,
      guildId: game.guildId,
      finishedAt,
      playerId: player.id,
      playerName: player.name,
      points: game.scores.reduce((sum, round) => sum + (round[player.id] ?? 0), 0),
      won: toFlag(game.winners.includes(player.id)),
      vsComputer,
    }));
}

export function sqliteCountdown(db: Db): Sync<CountdownStore> {
  const insert = db.prepare<[Omit<GameRow, "id">], GameRow>(`
    INSERT INTO countdown_games (guild_id, channel_id, format, level, state, players, started_by, scores, round_id, winners, created_at, finished_at, lobby_channel_id, lobby_message_id)
    VALUES (@guildId, @channelId, @format, @level, @state, @players, @startedBy, @scores, @roundId, @winners, @createdAt, @finishedAt, @lobbyChannelId, @lobbyMessageId)
    RETURNING ${GAME_COLUMNS}`);
  const byId = db.prepare<[number], GameRow>(`SELECT ${GAME_COLUMNS} FROM countdown_games WHERE id = ?`);
  const openIn = db.prepare<[string], GameRow>(`SELECT ${GAME_COLUMNS} FROM countdown_games WHERE channel_id = ? AND state IN ('lobby','playing')`);
  const allOpen = db.prepare<[], GameRow>(`SELECT ${GAME_COLUMNS} FROM countdown_games WHERE state IN ('lobby','playing') ORDER BY id`);
  const ofRound = db.prepare<[number], GameRow>(`SELECT ${GAME_COLUMNS} FROM countdown_games WHERE round_id = ? AND state = 'playing'`);
  const update = db.prepare<[GameRow], GameRow>(`
    UPDATE countdown_games SET channel_id = @channelId, state = @state, players = @players, scores = @scores,
      round_id = @roundId, winners = @winners, finished_at = @finishedAt, lobby_message_id = @lobbyMessageId
    WHERE id = @id AND state IN ('lobby','playing')
    RETURNING ${GAME_COLUMNS}`);
  const addResult = db.prepare<[GameResultRow]>(`
    INSERT INTO countdown_results (game_id, guild_id, finished_at, player_id, player_name, points, won, vs_computer)
    VALUES (@gameId, @guildId, @finishedAt, @playerId, @playerName, @points, @won, @vsComputer)`);
  const setOpponent = db.prepare<[number, string]>(`INSERT INTO round_opponents (round_id, level) VALUES (?, ?) ON CONFLICT DO NOTHING`);
  const opponent = db.prepare<[number], { level: string }>(`SELECT level FROM round_opponents WHERE round_id = ?`);

  return {
    openGame: (game): GameOpened => {
      const open = maybeGame(openIn.get(game.channelId));
      if (open) return alreadyOpen(open);
      return { ok: true, game: toGame(insert.get(toRow(game))!) };
    },
    getGame: (id) => maybeGame(byId.get(id)),
    openGameIn: (channelId) => maybeGame(openIn.get(channelId)),
    openGames: () => allOpen.all().map(toGame),
    gameOfRound: (roundId) => maybeGame(ofRound.get(roundId)),
    updateGame: (game) => {
      const updated = maybeGame(update.get({ ...toRow(game), id: game.id }));
      if (updated) for (const row of gameResults(updated)) addResult.run(row);
      return updated;
    },
    setOpponent: (roundId, level) => void setOpponent.run(roundId, level),
    opponentIn: (roundId) => (opponent.get(roundId)?.level as OpponentLevel | undefined) ?? null,
  };
}
