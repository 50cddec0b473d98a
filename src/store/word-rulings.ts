// A guild's rulings on single words (/words allow|deny): one row per word, read with the settings.
import type { Db } from "./open.ts";
import type { WordRuling, WordRulings } from "../games/model.ts";

/** A guild's rulings, from its rows in word order. */
export function toRulings(rows: readonly { word: string; ruling: WordRuling }[]): WordRulings {
  return { allowed: rows.filter((r) => r.ruling === "allow").map((r) => r.word), denied: rows.filter((r) => r.ruling === "deny").map((r) => r.word) };
}

export function sqliteWordRulings(db: Db) {
  const read = db.prepare<[string], { word: string; ruling: WordRuling }>("SELECT word, ruling FROM word_rulings WHERE guild_id = ? ORDER BY word");
  const write = db.prepare<[{ guildId: string; word: string; ruling: WordRuling }]>(`
    INSERT INTO word_rulings (guild_id, word, ruling) VALUES (@guildId, @word, @ruling)
    ON CONFLICT (guild_id, word) DO UPDATE SET ruling = excluded.ruling`);
  const lift = db.prepare<[string, string]>("DELETE FROM word_rulings WHERE guild_id = ? AND word = ?");

  return {
    wordRulings(guildId: string): WordRulings {
      return toRulings(read.all(guildId));
    },
    ruleWord(guildId: string, word: string, ruling: WordRuling | null): void {
      if (ruling === null) lift.run(guildId, word);
      else write.run({ guildId, word, ruling });
    },
  };
}
