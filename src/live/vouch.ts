// A host's word for a socket it relays to a shard: the player and place it identified with
// Discord, signed with HMAC-SHA256 under a key drawn from DISCORD_CLIENT_SECRET (every host has
// it, no player does), good for a minute. A shard's process trusts nothing else.

import { createHmac, timingSafeEqual } from "node:crypto";
import type { Player } from "../games/engine/ports.ts";
import type { LivePlace, Who } from "./identity.ts";

/** What a host sends a shard (or another host) in place of the player's hello. */
export interface VouchedHello {
  readonly type: "hello";
  readonly vouched: string;
}

/** Long enough for a relay's hops, short enough that a leaked one is soon worthless. */
export const VOUCH_MS = 60_000;

/** The key, so the client secret itself signs nothing but what Discord asks of it. */
const keyOf = (secret: string): Buffer => createHmac("sha256", secret).update("lexicord live vouch").digest();
const signatureOf = (key: Buffer, payload: string): Buffer => createHmac("sha256", key).update(payload).digest();

export function vouch(secret: string, who: Who, now: number): VouchedHello {
  const payload = Buffer.from(JSON.stringify({ player: who.player, place: who.place, until: now + VOUCH_MS })).toString("base64url");
  return { type: "hello", vouched: `${payload}.${signatureOf(keyOf(secret), payload).toString("base64url")}` };
}

/** The player and place a vouched hello names, or null: not one, tampered with, signed with
 *  another key, or out of date (a minute's slack for hosts' clocks that disagree). */
export function readVouch(secret: string, data: string, now: number): Who | null {
  const hello = parsed(data);
  if (typeof hello?.vouched !== "string") return null;
  const [payload = "", signature = "", ...rest] = hello.vouched.split(".");
  const given = Buffer.from(signature, "base64url");
  const expected = signatureOf(keyOf(secret), payload);
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const body = parsed(Buffer.from(payload, "base64url").toString("utf8"));
  const player = body?.player as Partial<Player> | undefined;
  const place = body?.place as Partial<LivePlace> | undefined;
  if (typeof body?.until !== "number" || body.until <= now || body.until > now + 2 * VOUCH_MS) return null;
  if (typeof player?.id !== "string" || typeof player.name !== "string" || typeof place?.guildId !== "string" || typeof place.channelId !== "string") return null;
  return { player: { id: player.id, name: player.name }, place: { guildId: place.guildId, channelId: place.channelId } };
}

function parsed(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
