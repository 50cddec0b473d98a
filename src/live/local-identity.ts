// Local play's identity: each tab names its player (?user=), trusted as local play trusts /as,
// in local play's one channel. No Discord: a hello with a Discord token is refused.

import type { Player } from "../games/engine/ports.ts";
import type { Identity, LivePlace } from "./identity.ts";

/** The longest name a local player may have, at /as or with ?user=. */
export const MAX_LOCAL_NAME_CHARS = 32;

export const DISCORD_HELLO_REFUSED = "This is local play: Discord sign-in is not used here. Open the page with ?user=YourName.";

/** The name as typed, made printable (no control or format characters) and cut to length;
 *  null when nothing is left of it. */
export function localName(typed: string): string | null {
  const name = [...typed.replace(/[\p{Cc}\p{Cf}]/gu, "").replace(/\s+/gu, " ").trim()].slice(0, MAX_LOCAL_NAME_CHARS).join("").trim();
  return name === "" ? null : name;
}

/** `playerOf`: local play's player for a name (the same one /as NAME plays as). */
export function localIdentity(place: LivePlace, playerOf: (name: string) => Player): Identity {
  return {
    clientId: null,
    identify: async (hello) => {
      if (!("localUser" in hello)) return { ok: false, reason: DISCORD_HELLO_REFUSED };
      const name = localName(hello.localUser);
      return name === null ? { ok: false, reason: "Give a name: open the page with ?user=YourName." } : { ok: true, player: playerOf(name), place };
    },
  };
}
