// A request written into a connection the server had already closed (EPIPE: an idle keep-alive
// socket reused while the event loop lagged) never reached Discord: send it again at once, as
// discord.js does for ECONNRESET. A socket closed before the answer came ("other side closed")
// may or may not have delivered it, so only a request that cannot take effect twice is sent
// again: an interaction's reply (Discord takes one per interaction), a message with an
// enforced nonce, and edits and deletions.

import { DefaultRestOptions } from "discord.js";

type MakeRequest = typeof DefaultRestOptions.makeRequest;
type RequestInit = Parameters<MakeRequest>[1];

const TRIES = 3;

function codeIn(error: unknown, code: string): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as NodeJS.ErrnoException).code === code) return true;
  }
  return false;
}

const INTERACTION_REPLY = /\/interactions\/\d+\/[^/]+\/callback(\?|$)/u;

/** The JSON a request carries: its body, or a form's payload_json (messages with files). */
function payloadOf(init: RequestInit): string {
  const body = init.body;
  if (typeof body === "string") return body;
  // Duck-typed: @discordjs/rest's FormData may be undici's own class rather than the global one.
  if (body !== null && typeof body === "object" && "get" in body && typeof body.get === "function") {
    const json: unknown = body.get("payload_json");
    return typeof json === "string" ? json : "";
  }
  return "";
}

function repeatable(url: string, init: RequestInit): boolean {
  const method = (init.method ?? "GET").toUpperCase();
  if (method !== "POST") return true;
  return INTERACTION_REPLY.test(url) || payloadOf(init).includes('"enforce_nonce":true');
}

function sendAgain(error: unknown, url: string, init: RequestInit): boolean {
  return codeIn(error, "EPIPE") || (codeIn(error, "UND_ERR_SOCKET") && repeatable(url, init));
}

export function resendingUnsent(makeRequest: MakeRequest = DefaultRestOptions.makeRequest): MakeRequest {
  return async (url, init) => {
    for (let tries = 1; ; tries++) {
      try {
        return await makeRequest(url, init);
      } catch (error) {
        if (tries >= TRIES || !sendAgain(error, url, init)) throw error;
      }
    }
  };
}
