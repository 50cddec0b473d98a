// Announcements waiting for delivery: written in the transaction of the state change that
// calls for them, then marked delivered or given up. Pending ones survive a restart.
import type { Announcement, AnnouncementKind, NewAnnouncement } from "../games/model.ts";
import { clip, fromJson, toJson } from "./columns.ts";
import type { Db } from "./open.ts";
import type { AnnouncementStore, Sync } from "./types.ts";

export interface AnnouncementRow {
  id: number;
  roundId: number | null;
  guildId: string;
  channelId: string;
  kind: string;
  payload: string;
  nonce: string;
  attempts: number;
  createdAt: number;
}

export const ANNOUNCEMENT_COLUMNS = `
  id, round_id AS "roundId", guild_id AS "guildId", channel_id AS "channelId", kind, payload, nonce,
  attempts, created_at AS "createdAt"`;

/** Errors are logged in full; the row keeps enough to say what went wrong. */
export const MAX_ERROR_CHARS = 500;

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return { ...row, kind: row.kind as AnnouncementKind, payload: fromJson(row.payload) };
}

/** A new announcement's columns, as its INSERT binds them. */
export function newAnnouncementRow(a: NewAnnouncement): Omit<AnnouncementRow, "id" | "attempts"> {
  return { roundId: a.roundId, guildId: a.guildId, channelId: a.channelId, kind: a.kind, payload: toJson(a.payload), nonce: a.nonce, createdAt: a.createdAt };
}

export function sqliteAnnouncements(db: Db): Sync<AnnouncementStore> {
  const insert = db.prepare<[Omit<AnnouncementRow, "id" | "attempts">], AnnouncementRow>(`
    INSERT INTO announcements (round_id, guild_id, channel_id, kind, payload, nonce, created_at)
    VALUES (@roundId, @guildId, @channelId, @kind, @payload, @nonce, @createdAt)
    RETURNING ${ANNOUNCEMENT_COLUMNS}`);
  const pending = db.prepare<[], AnnouncementRow>(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE state = 'pending' ORDER BY id`);
  const ofRound = db.prepare<[number], AnnouncementRow>(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE round_id = ? AND state = 'pending' ORDER BY id`);
  const byId = db.prepare<[number], AnnouncementRow>(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE id = ? AND state = 'pending'`);
  const delivered = db.prepare<[{ id: number; at: number; messageId: string | null }]>(`
    UPDATE announcements SET state = 'delivered', settled_at = @at, message_id = @messageId
    WHERE id = @id AND state = 'pending'`);
  const failed = db.prepare<[{ id: number; error: string }]>(`
    UPDATE announcements SET attempts = attempts + 1, last_error = @error
    WHERE id = @id AND state = 'pending'`);
  const abandoned = db.prepare<[{ id: number; at: number; why: string }]>(`
    UPDATE announcements SET state = 'abandoned', settled_at = @at, last_error = @why
    WHERE id = @id AND state = 'pending'`);
  const redacted = db.prepare<[{ id: number; payload: string }]>(`UPDATE announcements SET payload = @payload WHERE id = @id AND state = 'pending'`);

  return {
    addAnnouncement: (a: NewAnnouncement) => toAnnouncement(insert.get(newAnnouncementRow(a))!),
    pendingAnnouncements: () => pending.all().map(toAnnouncement),
    pendingAnnouncementsOf: (roundId) => ofRound.all(roundId).map(toAnnouncement),
    pendingAnnouncement: (id) => {
      const row = byId.get(id);
      return row ? toAnnouncement(row) : null;
    },
    announcementDelivered: (id, at, messageId) => void delivered.run({ id, at, messageId }),
    announcementFailed: (id, error) => void failed.run({ id, error: clip(error, MAX_ERROR_CHARS) }),
    announcementAbandoned: (id, at, why) => void abandoned.run({ id, at, why: clip(why, MAX_ERROR_CHARS) }),
    announcementRedacted: (id, payload) => void redacted.run({ id, payload: toJson(payload) }),
  };
}
