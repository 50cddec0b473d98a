// Letterpress versus games on PostgreSQL (see ../versus.ts): the same conditional save, so
// of two moves made at once on one game, in any hosts, only the first lands.
import { RESULT_COLUMNS, VERSUS_COLUMNS, VERSUS_NEW, VERSUS_OPEN, VERSUS_SAVED, maybeVersus, toVersus, toVersusRow, versusResults, type VersusRow } from "../versus.ts";
import type { VersusStore } from "../types.ts";
import type { Sql } from "./sql.ts";

const INSERT = `
  INSERT INTO versus_games (${VERSUS_NEW.map(([column]) => column).join(", ")})
  VALUES (${VERSUS_NEW.map((_, i) => `$${i + 1}`).join(", ")})
  RETURNING ${VERSUS_COLUMNS}`;
// $1 the id, $2 the moves it was made from, then the columns saved.
const UPDATE = `
  UPDATE versus_games SET ${VERSUS_SAVED.map(([column], i) => `${column} = $${i + 3}`).join(", ")}
  WHERE id = $1 AND ${VERSUS_OPEN} AND move_count = $2
  RETURNING ${VERSUS_COLUMNS}`;
const ADD_RESULT = `INSERT INTO versus_results (${RESULT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;

export function pgVersus(sql: Sql): VersusStore {
  const games = async (where: string, values: readonly unknown[] = []) =>
    (await sql.rows<VersusRow>(`SELECT ${VERSUS_COLUMNS} FROM versus_games WHERE ${where} ORDER BY id`, values)).map(toVersus);

  return {
    async openVersus(game) {
      const row = toVersusRow({ ...game, id: 0 });
      return toVersus((await sql.one<VersusRow>(INSERT, VERSUS_NEW.map(([, field]) => row[field])))!);
    },
    // Locked: a move reads the game, then saves it, in one transaction; the second of two moves
    // at once then reads the game the first saved (outside a transaction the lock ends at once).
    getVersus: async (id) => maybeVersus(await sql.one<VersusRow>(`SELECT ${VERSUS_COLUMNS} FROM versus_games WHERE id = $1 FOR UPDATE`, [id])),
    updateVersus: (game, movesBefore) =>
      sql.atomically(async () => {
        const row = toVersusRow(game);
        const saved = maybeVersus(await sql.one<VersusRow>(UPDATE, [game.id, movesBefore, ...VERSUS_SAVED.map(([, field]) => row[field])]));
        for (const r of saved ? versusResults(saved) : []) {
          await sql.run(ADD_RESULT, [r.gameId, r.guildId, r.finishedAt, r.playerId, r.playerName, r.outcome, r.tiles, r.vsComputer]);
        }
        return saved;
      }),
    openVersusGames: () => games(VERSUS_OPEN),
    versusGamesOf: (guildId, playerId) => games(`guild_id = $1 AND (player0_id = $2 OR player1_id = $2) AND ${VERSUS_OPEN}`, [guildId, playerId]),
  };
}
