// What a socket sent, read defensively: anything that is not one of the protocol's messages
// is a one-line refusal, never an exception.

import type { ClientMessage, LiveGame } from "./protocol.ts";

export type Read = { readonly ok: true; readonly message: ClientMessage } | { readonly ok: false; readonly error: string };

/** Longer than any word on a board; the engine caps answers too. */
const MAX_WORD_CHARS = 100;
const MAX_FIELD_CHARS = 200;

const text = (value: unknown, max = MAX_FIELD_CHARS): value is string => typeof value === "string" && value.length <= max;
const fail = (error: string): Read => ({ ok: false, error });

export function readClientMessage(data: string): Read {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return fail("That message is not JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return fail("A message is a JSON object with a type.");
  const m = parsed as Record<string, unknown>;
  switch (m.type) {
    case "hello":
      if (!text(m.instanceId)) return fail("hello needs an instanceId.");
      if (text(m.accessToken, 2000) && m.localUser === undefined) return { ok: true, message: { type: "hello", accessToken: m.accessToken, instanceId: m.instanceId } };
      if (text(m.localUser) && m.accessToken === undefined) return { ok: true, message: { type: "hello", localUser: m.localUser, instanceId: m.instanceId } };
      return fail("hello needs an accessToken, or in local play a localUser.");
    case "word":
      if (typeof m.id !== "number" || !Number.isSafeInteger(m.id)) return fail("A word needs a whole-number id.");
      if (!text(m.text, MAX_WORD_CHARS)) return fail(`A word is text of at most ${MAX_WORD_CHARS} characters.`);
      return { ok: true, message: { type: "word", id: m.id, text: m.text } };
    case "start": {
      const game = m.game as LiveGame;
      if (game !== "boggle" && game !== "letterpress") return fail("Start boggle or letterpress.");
      if (m.size !== undefined && m.size !== 4 && m.size !== 5) return fail("A Boggle board is 4 or 5 tiles a side.");
      return { ok: true, message: m.size === undefined ? { type: "start", game } : { type: "start", game, size: m.size } };
    }
    default:
      return fail(`Unknown message type${typeof m.type === "string" ? ` "${m.type.slice(0, 40)}"` : ""}.`);
  }
}
