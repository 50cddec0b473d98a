// Forgetting: a player's own data on request, and a whole server's after the bot has been
// gone from it for the grace period. Each in one transaction, children before parents.
import type { Db } from "./open.ts";
import type { Forgotten, PrivacyStore } from "./types.ts";

export function sqlitePrivacy(db: Db): PrivacyStore {
  // Delivered results are kept only as sent messages' copies: blank those that name the player.
  const blankSettledResults = db.prepare<[string]>(`
    UPDATE announcements SET payload = '{}'
    WHERE state <> 'pending' AND round_id IN (SELECT round_id FROM answers WHERE player_id = ?)`);
  const blankSettledDailyPosts = db.prepare<[string]>(`
    UPDATE announcements SET payload = '{}'
    WHERE state <> 'pending' AND kind = 'daily'
      AND EXISTS (SELECT 1 FROM json_each(payload, '$.yesterday') WHERE json_extract(value, '$.playerId') = ?)`);
  const deleteAnswers = db.prepare<[string]>(`DELETE FROM answers WHERE player_id = ?`);
  const deleteResults = db.prepare<[string]>(`DELETE FROM round_results WHERE player_id = ?`);
  const deleteNames = db.prepare<[string]>(`DELETE FROM players WHERE id = ?`);
  const deleteDaily = db.prepare<[string]>(`DELETE FROM daily_entries WHERE player_id = ?`);
  const deleteReminder = db.prepare<[string]>(`DELETE FROM daily_reminders WHERE player_id = ?`);
  const unnameStarter = db.prepare<[string]>(`UPDATE rounds SET started_by = '' WHERE started_by = ? AND state IN ('finished','cancelled')`);

  const forgetPlayer = db.transaction((playerId: string): Forgotten => {
    blankSettledResults.run(playerId);
    blankSettledDailyPosts.run(playerId);
    const answers = deleteAnswers.run(playerId).changes;
    const results = deleteResults.run(playerId).changes;
    deleteNames.run(playerId);
    deleteDaily.run(playerId);
    deleteReminder.run(playerId);
    unnameStarter.run(playerId);
    return { answers, results };
  });

  const left = db.prepare<[string, number]>(`INSERT INTO guild_departures (guild_id, left_at) VALUES (?, ?) ON CONFLICT DO NOTHING`);
  const present = db.prepare<[string]>(`DELETE FROM guild_departures WHERE guild_id = ?`);
  const kept = db.prepare<[], { guildId: string }>(`
    SELECT guild_id AS guildId FROM rounds UNION SELECT guild_id FROM players
    UNION SELECT guild_id FROM guild_settings UNION SELECT guild_id FROM word_rulings
    UNION SELECT guild_id FROM daily_posts
    EXCEPT SELECT guild_id FROM guild_departures`);
  const departedBy = db.prepare<[number], { guildId: string }>(`SELECT guild_id AS guildId FROM guild_departures WHERE left_at <= ?`);
  const purgeSteps = [
    `DELETE FROM answers WHERE round_id IN (SELECT id FROM rounds WHERE guild_id = ?)`,
    `DELETE FROM round_results WHERE guild_id = ?`,
    `DELETE FROM announcements WHERE guild_id = ?`,
    `DELETE FROM rounds WHERE guild_id = ?`,
    `DELETE FROM players WHERE guild_id = ?`,
    `DELETE FROM guild_settings WHERE guild_id = ?`,
    `DELETE FROM word_rulings WHERE guild_id = ?`,
    `DELETE FROM daily_posts WHERE guild_id = ?`,
    `UPDATE daily_entries SET guild_id = NULL WHERE guild_id = ?`,
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
