// discord.js forgets its token at the first 401, so a brief 401 from Discord (an incident on
// their side) would silence every later post while the bot still answers commands and looks
// healthy. Keep the token set instead; if Discord goes on refusing it for REFUSED_FOR_MS,
// `refused` is called once, so the process can exit with a clear line for its supervisor.

import { RESTEvents, type Client } from "discord.js";
import type { Clock, Logger } from "../games/engine/ports.ts";

export const REFUSED_FOR_MS = 5 * 60_000;

export interface TokenKeeping {
  readonly token: string;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly refused: () => void;
}

/** Keeps `token` on the client's REST manager until the returned function lets go. */
export function keepToken(client: Client, { token, clock, logger, refused }: TokenKeeping): () => void {
  const rest = client.rest;
  const setToken = rest.setToken.bind(rest);
  let kept = true;
  rest.setToken = (next: string | null) => setToken((next ?? (kept ? token : null)) as string);
  let refusedSince: number | null = null;
  let gaveUp = false;
  const onResponse = (request: { data?: { auth?: boolean } }, response: { status: number }) => {
    if (request.data?.auth === false) return; // interaction callbacks carry no token
    if (response.status !== 401) {
      if (response.status < 400 && refusedSince !== null) logger.info({}, "Discord accepts the token again");
      if (response.status < 400) refusedSince = null;
      return;
    }
    const now = clock.now();
    if (refusedSince === null) {
      refusedSince = now;
      logger.warn({ status: 401 }, "Discord answered 401 Unauthorized; keeping the token and trying again");
    } else if (!gaveUp && now - refusedSince >= REFUSED_FOR_MS) {
      gaveUp = true;
      refused();
    }
  };
  rest.on(RESTEvents.Response, onResponse);
  return () => {
    kept = false;
    rest.off(RESTEvents.Response, onResponse);
  };
}
