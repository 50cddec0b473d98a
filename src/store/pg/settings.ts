// Guild settings and word rulings on PostgreSQL (see ../settings.ts). A change locks the
// guild's row, so two hosts patching at once each keep the other's change.
import type { GuildSettings, WordRuling } from "../../games/model.ts";
import { patchedChanges, settingsProblem, settingsWith, storedPatch } from "../settings.ts";
import type { SettingsStore } from "../types.ts";
import { toRulings } from "../word-rulings.ts";
import type { Sql } from "./sql.ts";

export function pgSettings(sql: Sql): SettingsStore {
  const stored = async (guildId: string, lock: "" | "FOR UPDATE" = ""): Promise<string | undefined> =>
    (await sql.one<{ settings: string }>(`SELECT settings FROM guild_settings WHERE guild_id = $1 ${lock}`, [guildId]))?.settings;
  // "C": byte order, as SQLite sorts, whatever the database's locale.
  const withRulings = async (guildId: string, settings: GuildSettings): Promise<GuildSettings> => ({
    ...settings,
    words: toRulings(await sql.rows<{ word: string; ruling: WordRuling }>(`SELECT word, ruling FROM word_rulings WHERE guild_id = $1 ORDER BY word COLLATE "C"`, [guildId])),
  });

  return {
    guildSettings: async (guildId) => withRulings(guildId, settingsWith(storedPatch(await stored(guildId)))),
    async updateGuildSettings(guildId, patch) {
      const error = settingsProblem(patch);
      if (error) return { ok: false, error };
      return sql.atomically(async () => {
        // A row to lock even for the guild's first change; '{}' is no change.
        await sql.run("INSERT INTO guild_settings (guild_id, settings) VALUES ($1, '{}') ON CONFLICT (guild_id) DO NOTHING", [guildId]);
        const changes = patchedChanges(await stored(guildId, "FOR UPDATE"), patch);
        await sql.run("UPDATE guild_settings SET settings = $2 WHERE guild_id = $1", [guildId, JSON.stringify(changes)]);
        return { ok: true, value: await withRulings(guildId, settingsWith(changes)) } as const;
      });
    },
    async ruleWord(guildId, word, ruling) {
      if (ruling === null) await sql.run("DELETE FROM word_rulings WHERE guild_id = $1 AND word = $2", [guildId, word]);
      else {
        await sql.run(
          "INSERT INTO word_rulings (guild_id, word, ruling) VALUES ($1, $2, $3) ON CONFLICT (guild_id, word) DO UPDATE SET ruling = excluded.ruling",
          [guildId, word, ruling],
        );
      }
    },
  };
}
