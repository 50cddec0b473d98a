// Letterpress versus games: read and written whole. A save names the moves it was made from
// (`move_count`), so of two moves made at once on one game only the first lands. A game that
// ends over records one result per person, for the versus leaderboard and stats.
import type { VersusEnd, VersusGame, VersusLevel, VersusMove, VersusState } from "../games/model.ts";
import { countTiles } from "../solvers/territory/tiles.ts";
import { fromJson, toFlag, toJson } from "./columns.ts";
import type { Db } from "./open.ts";
import type { Sync, VersusStore } from "./types.ts";

export interface VersusRow {
  id: number;
  guildId: string;
  channelId: string;
  challengeMessageId: string | null;
  threadId: string | null;
  player0Id: string;
  player0Name: string;
  player0Computer: 0 | 1;
  player1Id: string;
  player1Name: string;
  player1Computer: 0 | 1;
  level: string | null;
  dictionary: string;
  letters: string;
  colour0: number;
  colour1: number;
  moves: string;
  moveCount: number;
  state: string;
  turnSeconds: number;
  turnStartedAt: number;
  reminded: 0 | 1;
  winner: number | null;
  endedBy: string | null;
  createdAt: number;
  finishedAt: number | null;
}

/** Each column and the row field it holds, id first: both engines' statements are made from it. */
export const VERSUS_FIELDS: readonly (readonly [string, keyof VersusRow])[] = [
  ["id", "id"],
  ["guild_id", "guildId"],
  ["channel_id", "channelId"],
  ["challenge_message_id", "challengeMessageId"],
  ["thread_id", "threadId"],
  ["player0_id", "player0Id"],
  ["player0_name", "player0Name"],
  ["player0_computer", "player0Computer"],
  ["player1_id", "player1Id"],
  ["player1_name", "player1Name"],
  ["player1_computer", "player1Computer"],
  ["level", "level"],
  ["dictionary", "dictionary"],
  ["letters", "letters"],
  ["colour0", "colour0"],
  ["colour1", "colour1"],
  ["moves", "moves"],
  ["move_count", "moveCount"],
  ["state", "state"],
  ["turn_seconds", "turnSeconds"],
  ["turn_started_at", "turnStartedAt"],
  ["reminded", "reminded"],
  ["winner", "winner"],
  ["ended_by", "endedBy"],
  ["created_at", "createdAt"],
  ["finished_at", "finishedAt"],
];

export const VERSUS_COLUMNS = VERSUS_FIELDS.map(([column, field]) => `${column} AS "${field}"`).join(", ");
/** What an insert writes: all but the id. */
export const VERSUS_NEW = VERSUS_FIELDS.slice(1);
/** What a save writes: all but the id, the server and when the game was made. */
export const VERSUS_SAVED = VERSUS_NEW.filter(([column]) => column !== "guild_id" && column !== "created_at");

export const VERSUS_OPEN = "state IN ('challenged','playing')";

/** The schema's CHECK constraints guarantee level, state, winner and endedBy. */
export function toVersus(row: VersusRow): VersusGame {
  return {
    id: row.id,
    guildId: row.guildId,
    channelId: row.channelId,
    challengeMessageId: row.challengeMessageId,
    threadId: row.threadId,
    players: [
      { id: row.player0Id, name: row.player0Name, computer: row.player0Computer === 1 },
      { id: row.player1Id, name: row.player1Name, computer: row.player1Computer === 1 },
    ],
    level: row.level as VersusLevel | null,
    dictionary: row.dictionary,
    letters: row.letters,
    colours: [row.colour0, row.colour1],
    moves: fromJson(row.moves) as VersusMove[],
    state: row.state as VersusState,
    turnSeconds: row.turnSeconds,
    turnStartedAt: row.turnStartedAt,
    reminded: row.reminded === 1,
    winner: row.winner as 0 | 1 | null,
    endedBy: row.endedBy as VersusEnd | null,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}

export function toVersusRow(game: VersusGame): VersusRow {
  const [first, second] = game.players;
  return {
    ...game,
    player0Id: first.id,
    player0Name: first.name,
    player0Computer: toFlag(first.computer),
    player1Id: second.id,
    player1Name: second.name,
    player1Computer: toFlag(second.computer),
    colour0: game.colours[0],
    colour1: game.colours[1],
    moves: toJson(game.moves),
    moveCount: game.moves.length,
    reminded: toFlag(game.reminded),
  };
}

export const maybeVersus = (row: VersusRow | null | undefined): VersusGame | null => (row ? toVersus(row) : null);

export type VersusOutcome = "win" | "draw" | "loss";

export interface VersusResultRow {
  gameId: number;
  guildId: string;
  finishedAt: number;
  playerId: string;
  playerName: string;
  outcome: VersusOutcome;
  tiles: number;
  vsComputer: 0 | 1;
}

/** A game that has just ended over: its people's results (none for a game ended otherwise). */
export function versusResults(game: VersusGame): VersusResultRow[] {
  if (game.state !== "over" || game.finishedAt === null) return [];
  const finishedAt = game.finishedAt;
  const vsComputer = toFlag(game.players.some((p) => p.computer));
  return game.players.flatMap((player, side) =>
    player.computer
      ? []
      : [{
          gameId: game.id,
          guildId: game.guildId,
          finishedAt,
          playerId: player.id,
          playerName: player.name,
          outcome: game.winner === null ? "draw" : game.winner === side ? "win" : "loss",
          tiles: countTiles(game.colours[side]!),
          vsComputer,
        }],
  );
}

export const RESULT_COLUMNS = "game_id, guild_id, finished_at, player_id, player_name, outcome, tiles, vs_computer";

/** A player's versus record in a server, given the parameters holding the server and the player. */
export const versusRecord = (guild: string, player: string): string => `
  SELECT count(*) AS games, count(*) FILTER (WHERE outcome = 'win') AS wins,
         count(*) FILTER (WHERE outcome = 'draw') AS draws, count(*) FILTER (WHERE outcome = 'loss') AS losses
  FROM versus_results WHERE guild_id = ${guild} AND player_id = ${player}`;

export function sqliteVersus(db: Db): Sync<VersusStore> {
  const named = (fields: typeof VERSUS_FIELDS) => fields.map(([, field]) => `@${field}`).join(", ");
  const insert = db.prepare<[VersusRow], VersusRow>(`
    INSERT INTO versus_games (${VERSUS_NEW.map(([column]) => column).join(", ")}) VALUES (${named(VERSUS_NEW)})
    RETURNING ${VERSUS_COLUMNS}`);
  const byId = db.prepare<[number], VersusRow>(`SELECT ${VERSUS_COLUMNS} FROM versus_games WHERE id = ?`);
  const allOpen = db.prepare<[], VersusRow>(`SELECT ${VERSUS_COLUMNS} FROM versus_games WHERE ${VERSUS_OPEN} ORDER BY id`);
  const ofPlayer = db.prepare<[{ guildId: string; playerId: string }], VersusRow>(`
    SELECT ${VERSUS_COLUMNS} FROM versus_games
    WHERE guild_id = @guildId AND (player0_id = @playerId OR player1_id = @playerId) AND ${VERSUS_OPEN} ORDER BY id`);
  const update = db.prepare<[VersusRow & { movesBefore: number }], VersusRow>(`
    UPDATE versus_games SET ${VERSUS_SAVED.map(([column, field]) => `${column} = @${field}`).join(", ")}
    WHERE id = @id AND ${VERSUS_OPEN} AND move_count = @movesBefore
    RETURNING ${VERSUS_COLUMNS}`);
  const addResult = db.prepare<[VersusResultRow]>(`
    INSERT INTO versus_results (${RESULT_COLUMNS})
    VALUES (@gameId, @guildId, @finishedAt, @playerId, @playerName, @outcome, @tiles, @vsComputer)`);

  // One transaction, so a game never ends without its results.
  const updateVersus = db.transaction((game: VersusGame, movesBefore: number): VersusGame | null => {
    const saved = maybeVersus(update.get({ ...toVersusRow(game), movesBefore }));
    if (saved) for (const row of versusResults(saved)) addResult.run(row);
    return saved;
  });

  return {
    openVersus: (game) => toVersus(insert.get(toVersusRow({ ...game, id: 0 }))!),
    getVersus: (id) => maybeVersus(byId.get(id)),
    updateVersus: (game, movesBefore) => updateVersus(game, movesBefore),
    openVersusGames: () => allOpen.all().map(toVersus),
    versusGamesOf: (guildId, playerId) => ofPlayer.all({ guildId, playerId }).map(toVersus),
  };
}
