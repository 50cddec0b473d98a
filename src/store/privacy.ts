// Forgetting: a player's own data on request, and a whole server's after the bot has been
// gone from it for the grace period. Each in one transaction, children before parents.
import { FORGOTTEN_PLAYER } from "../games/model.ts";
import type { Db } from "./open.ts";
import { VERSUS_OPEN } from "./versus.ts";
import type { Forgotten, PrivacyStore, Sync } from "./types.ts";

export function sqlitePrivacy(db: Db): Sync<PrivacyStore> {
  // Delivered announcements are kept only as sent messages' copies: blank those that name the
  // player (results, game news, notices, daily posts). Pending ones are redacted by the engine.
  const blankSettled = db.prepare<[{ id: string; quoted: string }]>(`
    UPDATE announcements SET payload = '{}'
    WHERE state <> 'pending' AND instr(payload, @quoted) > 0
      AND EXISTS (SELECT 1 FROM json_tree(payload) WHERE key IN ('playerId', 'id') AND atom = @id)`);
  const deleteAnswers = db.prepare<[string]>(`DELETE FROM answers WHERE player_id = ?`);
  const deleteResults = db.prepare<[string]>(`DELETE FROM round_results WHERE player_id = ?`);
  const deleteNames = db.prepare<[string]>(`DELETE FROM players WHERE id = ?`);
  const deleteGameResults = db.prepare<[string]>(`DELETE FROM countdown_results WHERE player_id = ?`);
  // Every game the player is in, open or over, goes on (or stays) without them: not a player,
  // no points, not a winner, not its starter (an open game passes to the next person in it, who
  // may then start or stop it).
  const leaveGames = db.prepare<[{ id: string; quoted: string }]>(`
    UPDATE countdown_games SET
      players = (SELECT json_group_array(json(p.value) ORDER BY p.key) FROM json_each(countdown_games.players) AS p
                 WHERE json_extract(p.value, '$.id') IS NOT @id),
      scores = (SELECT json_group_array(json((SELECT json_group_object(s.key, s.value) FROM json_each(r.value) AS s WHERE s.key IS NOT @id)) ORDER BY r.key)
                FROM json_each(countdown_games.scores) AS r),
      winners = (SELECT json_group_array(w.value ORDER BY w.key) FROM json_each(countdown_games.winners) AS w WHERE w.value IS NOT @id),
      started_by = CASE
        WHEN started_by IS NOT @id THEN started_by
        WHEN state IN ('lobby','playing') THEN coalesce((
          SELECT json_extract(p.value, '$.id') FROM json_each(countdown_games.players) AS p
          WHERE json_extract(p.value, '$.id') IS NOT @id AND NOT json_extract(p.value, '$.computer') ORDER BY p.key LIMIT 1), '')
        ELSE '' END
    WHERE started_by = @id OR instr(players, @quoted) > 0`);
  const deleteVersusResults = db.prepare<[string]>(`DELETE FROM versus_results WHERE player_id = ?`);
  // Their versus games still running end, won by nobody, now (the database's clock: forgetting
  // is timeless); then every game of theirs names FORGOTTEN_PLAYER instead.
  const expireVersus = db.prepare<[{ id: string }]>(`
    UPDATE versus_games SET state = 'expired', winner = NULL, ended_by = NULL,
      finished_at = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
    WHERE (player0_id = @id OR player1_id = @id) AND ${VERSUS_OPEN}`);
  const renameVersus = [0, 1].map((side) =>
    db.prepare<[{ id: string; as: string; asName: string }]>(`
      UPDATE versus_games SET player${side}_id = @as, player${side}_name = @asName WHERE player${side}_id = @id`),
  );
  const deleteDaily = db.prepare<[string]>(`DELETE FROM daily_entries WHERE player_id = ?`);
  const deleteReminder = db.prepare<[string]>(`DELETE FROM daily_reminders WHERE player_id = ?`);
  // Ratings go whole, and every meeting with the player: repeats against them count no more.
  const deleteRatings = [
    `DELETE FROM ratings WHERE player_id = @id`,
    `DELETE FROM rating_history WHERE player_id = @id`,
    `DELETE FROM rating_meetings WHERE player_id = @id OR opponent_id = @id`,
    // Their places in ended seasons' tables go; the others keep theirs.
    `DELETE FROM season_tables WHERE player_id = @id`,
  ].map((sql) => db.prepare<[{ id: string }]>(sql));
  // A running round goes on, started by nobody the store names (it is stopped by a moderator).
  const unnameStarter = db.prepare<[string]>(`UPDATE rounds SET started_by = '' WHERE started_by = ?`);

  const forgetPlayer = db.transaction((playerId: string): Forgotten => {
    const named = { id: playerId, quoted: JSON.stringify(playerId) };
    blankSettled.run(named);
    const answers = deleteAnswers.run(playerId).changes;
    const results = deleteResults.run(playerId).changes + deleteGameResults.run(playerId).changes + deleteVersusResults.run(playerId).changes;
    deleteNames.run(playerId);
    leaveGames.run(named);
    expireVersus.run({ id: playerId });
    for (const rename of renameVersus) rename.run({ id: playerId, as: FORGOTTEN_PLAYER.id, asName: FORGOTTEN_PLAYER.name });
    deleteDaily.run(playerId);
    deleteReminder.run(playerId);
    for (const step of deleteRatings) step.run({ id: playerId });
    unnameStarter.run(playerId);
    return { answers, results };
  });

  const left = db.prepare<[string, number]>(`INSERT INTO guild_departures (guild_id, left_at) VALUES (?, ?) ON CONFLICT DO NOTHING`);
  const present = db.prepare<[string]>(`DELETE FROM guild_departures WHERE guild_id = ?`);
  const kept = db.prepare<[], { guildId: string }>(`
    SELECT guild_id AS guildId FROM rounds UNION SELECT guild_id FROM players
    UNION SELECT guild_id FROM guild_settings UNION SELECT guild_id FROM word_rulings
    UNION SELECT guild_id FROM daily_posts UNION SELECT guild_id FROM versus_games
    EXCEPT SELECT guild_id FROM guild_departures`);
  const departedBy = db.prepare<[number], { guildId: string }>(`SELECT guild_id AS guildId FROM guild_departures WHERE left_at <= ?`);
  const purgeSteps = [
    `DELETE FROM answers WHERE round_id IN (SELECT id FROM rounds WHERE guild_id = ?)`,
    `DELETE FROM round_results WHERE guild_id = ?`,
    `DELETE FROM announcements WHERE guild_id = ?`,
    `DELETE FROM countdown_results WHERE guild_id = ?`,
    `DELETE FROM countdown_games WHERE guild_id = ?`,
    `DELETE FROM versus_results WHERE guild_id = ?`,
    `DELETE FROM versus_games WHERE guild_id = ?`,
    `DELETE FROM round_opponents WHERE round_id IN (SELECT id FROM rounds WHERE guild_id = ?)`,
    `DELETE FROM rated_rounds WHERE round_id IN (SELECT id FROM rounds WHERE guild_id = ?)`,
    `DELETE FROM rounds WHERE guild_id = ?`,
    `DELETE FROM players WHERE guild_id = ?`,
    `DELETE FROM guild_settings WHERE guild_id = ?`,
    `DELETE FROM word_rulings WHERE guild_id = ?`,
    `DELETE FROM daily_posts WHERE guild_id = ?`,
    `UPDATE daily_entries SET guild_id = NULL WHERE guild_id = ?`,
    // Ratings are the players' own, across servers: only where they were won is forgotten.
    `UPDATE rating_history SET guild_id = NULL WHERE guild_id = ?`,
    `DELETE FROM season_tables WHERE guild_id = ?`,
    `DELETE FROM seasons WHERE guild_id = ?`,
    `DELETE FROM guild_departures WHERE guild_id = ?`,
  ].map((sql) => db.prepare<[string]>(sql));

  const purgeGuildsLeftBy = db.transaction((leftBy: number): string[] => {
    const guilds = departedBy.all(leftBy).map((row) => row.guildId);
    for (const guildId of guilds) for (const step of purgeSteps) step.run(guildId);
    return guilds;
  });

  return {
    forgetPlayer: (playerId) => forgetPlayer.immediate(playerId),
    guildLeft: (guildId, at) => void left.run(guildId, at),
    guildPresent: (guildId) => void present.run(guildId),
    guildsKept: () => kept.all().map((row) => row.guildId),
    purgeGuildsLeftBy: (leftBy) => purgeGuildsLeftBy.immediate(leftBy),
  };
}
