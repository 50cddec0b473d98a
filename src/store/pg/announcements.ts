// Announcements waiting for delivery, on PostgreSQL (see ../announcements.ts).
import { clip, toJson } from "../columns.ts";
import { ANNOUNCEMENT_COLUMNS, MAX_ERROR_CHARS, newAnnouncementRow, toAnnouncement, type AnnouncementRow } from "../announcements.ts";
import type { AnnouncementStore } from "../types.ts";
import type { Sql } from "./sql.ts";

export function pgAnnouncements(sql: Sql): AnnouncementStore {
  return {
    async addAnnouncement(announcement) {
      const a = newAnnouncementRow(announcement);
      const row = await sql.one<AnnouncementRow>(
        `INSERT INTO announcements (round_id, guild_id, channel_id, kind, payload, nonce, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ANNOUNCEMENT_COLUMNS}`,
        [a.roundId, a.guildId, a.channelId, a.kind, a.payload, a.nonce, a.createdAt],
      );
      return toAnnouncement(row!);
    },
    pendingAnnouncements: async () =>
      (await sql.rows<AnnouncementRow>(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE state = 'pending' ORDER BY id`)).map(toAnnouncement),
    pendingAnnouncementsOf: async (roundId) =>
      (await sql.rows<AnnouncementRow>(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE round_id = $1 AND state = 'pending' ORDER BY id`, [roundId])).map(toAnnouncement),
    async pendingAnnouncement(id) {
      const row = await sql.one<AnnouncementRow>(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE id = $1 AND state = 'pending'`, [id]);
      return row ? toAnnouncement(row) : null;
    },
    async announcementDelivered(id, at, messageId) {
      await sql.run(`UPDATE announcements SET state = 'delivered', settled_at = $2, message_id = $3 WHERE id = $1 AND state = 'pending'`, [id, at, messageId]);
    },
    async announcementFailed(id, error) {
      await sql.run(`UPDATE announcements SET attempts = attempts + 1, last_error = $2 WHERE id = $1 AND state = 'pending'`, [id, clip(error, MAX_ERROR_CHARS)]);
    },
    async announcementAbandoned(id, at, why) {
      await sql.run(`UPDATE announcements SET state = 'abandoned', settled_at = $2, last_error = $3 WHERE id = $1 AND state = 'pending'`, [id, at, clip(why, MAX_ERROR_CHARS)]);
    },
    async announcementRedacted(id, payload) {
      await sql.run(`UPDATE announcements SET payload = $2 WHERE id = $1 AND state = 'pending'`, [id, toJson(payload)]);
    },
  };
}
