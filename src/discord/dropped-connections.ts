// A request written into a connection the server had already closed (EPIPE: an idle keep-alive
// socket reused while the event loop lagged) never reached Discord: send it again at once, as
// discord.js does for ECONNRESET. It is safe: new messages carry an enforced nonce.

import { DefaultRestOptions } from "discord.js";

type MakeRequest = typeof DefaultRestOptions.makeRequest;

const TRIES = 3;

function neverSent(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as NodeJS.ErrnoException).code === "EPIPE") return true;
  }
  return false;
}

export function resendingUnsent(makeRequest: MakeRequest = DefaultRestOptions.makeRequest): MakeRequest {
  return async (url, init) => {
    for (let tries = 1; ; tries++) {
      try {
        return await makeRequest(url, init);
      } catch (error) {
        if (tries >= TRIES || !neverSent(error)) throw error;
      }
    }
  };
}
