// POST /api/token: the code the SDK's authorize() gave the page, swapped with Discord for an
// access token, with the application's client secret. The secret goes only into the form
// Discord reads: never into a reason, a log line or our answer, whatever Discord says back.

import type { Logger } from "../games/engine/ports.ts";
import type { Exchanged } from "./identity.ts";
import { callDiscord, fieldOf, type RestTimings } from "./discord-rest.ts";

export interface OAuthClient {
  readonly apiRoot: string;
  /** The application's id. */
  readonly clientId: string;
  readonly clientSecret: string;
  readonly timings: RestTimings;
  readonly logger: Logger;
}

/** OAuth2 codes are short opaque runs; anything else is not worth sending to Discord. */
const CODE = /^[\w.~-]{1,256}$/u;

const refused = (status: number, reason: string): Exchanged => ({ ok: false, status, reason });

const SIGN_IN_AGAIN = "Discord did not accept this sign-in (it may have been used already): close the Activity and open it again.";

export async function exchangeCode(client: OAuthClient, code: string): Promise<Exchanged> {
  if (!CODE.test(code)) return refused(400, SIGN_IN_AGAIN);
  const form = new URLSearchParams({ client_id: client.clientId, client_secret: client.clientSecret, grant_type: "authorization_code", code });
  const reply = await callDiscord(`${client.apiRoot}/oauth2/token`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form }, client.timings);
  if (!reply.answered) return refused(reply.status, reply.reason);
  const accessToken = fieldOf(reply.body, "access_token");
  if (reply.status === 200 && typeof accessToken === "string" && accessToken !== "") return { ok: true, accessToken };
  // Only OAuth's error word is read from Discord's answer: its description is not ours to repeat.
  const error = fieldOf(reply.body, "error");
  if (reply.status === 400 && error === "invalid_grant") return refused(400, SIGN_IN_AGAIN);
  if (error === "invalid_client") {
    client.logger.error({ status: reply.status }, "Discord refused DISCORD_CLIENT_SECRET (invalid_client): copy it again from the Developer Portal (OAuth2 → Client Secret)");
    return refused(502, "Lexicord's sign-in with Discord is not set up right; tell the server's admins.");
  }
  client.logger.warn({ status: reply.status, error: typeof error === "string" ? error.slice(0, 40) : null }, "Discord refused a live play sign-in");
  return refused(502, "Discord refused the sign-in: try again.");
}
