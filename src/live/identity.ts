// Who is on the other end of a live socket, and which channel their Activity is in: Discord's
// word for it in a server (discord-identity.ts), the tab's own in local play (local-identity.ts).

import type { Player } from "../games/engine/ports.ts";
import type { Hello } from "./protocol.ts";

export interface LivePlace {
  readonly guildId: string;
  readonly channelId: string;
}

/** Who a socket is, once identified: the player, and where their Activity is. */
export interface Who {
  readonly player: Player;
  readonly place: LivePlace;
}

export type Identified = ({ readonly ok: true } & Who) | { readonly ok: false; readonly reason: string };

export type Exchanged = { readonly ok: true; readonly accessToken: string } | { readonly ok: false; readonly status: number; readonly reason: string };

export interface Identity {
  /** The application's id for the client's SDK; null in local play. */
  readonly clientId: string | null;
  /** Who sent this hello, and where: a refusal's reason is shown to the player. */
  identify(hello: Hello): Promise<Identified>;
  /** POST /api/token: the SDK's code swapped for an access token; absent in local play. */
  readonly exchange?: (code: string) => Promise<Exchanged>;
}
