// A sharded host's half of live play: each player's socket is identified here (Discord's word),
// then relayed to the process that holds the round (a shard's door on this host, or another
// host's relay) with the host's vouch in place of the hello. Everything after passes both ways
// unchanged; either side closing closes the other with its code.

import { WebSocket, type RawData } from "ws";
import type { Logger } from "../games/engine/ports.ts";
import type { Checked } from "../games/rules.ts";
import { readClientMessage } from "./client-messages.ts";
import type { Identity, LivePlace } from "./identity.ts";
import { REFUSED_CLOSE, type ServerMessage } from "./protocol.ts";
import { NOT_VOUCHED } from "./shard-door.ts";
import { keepAlive } from "./socket-server.ts";
import { readVouch, vouch } from "./vouch.ts";

/** Where another host takes the sockets it relays (on its live port). */
export const RELAY_PATH = "/api/relay";

/** Service Restart and Try Again Later: the client comes back after either (a refusal only is final). */
export const RESTARTING_CLOSE = 1012;
export const TRY_AGAIN_CLOSE = 1013;

export const RELAY_FAILED = "This server's games could not be reached just now: reconnecting.";
/** A host that does not answer within this is given up on (the player is told, and comes back). */
const HANDSHAKE_MS = 10_000;
/** Messages a player may send before their socket reaches the round. */
const MAX_EARLY = 32;

/** The WebSocket URL of `path` on the server at `base` (http:// or https://). */
export const socketUrl = (base: string, path: string): string => new URL(path, base).toString().replace(/^http/u, "ws");

export interface LiveRoutes {
  /** The WebSocket URL of whoever holds the guild's round: this host's shard (its door), or, for a
   *  player's socket (not one another host relayed), another host's relay; else the line to say. */
  find(guildId: string, from: "player" | "host"): Promise<Checked<string>>;
}

export interface RelayOptions {
  readonly identity: Identity;
  /** DISCORD_CLIENT_SECRET: the vouch's key. */
  readonly secret: string;
  readonly routes: LiveRoutes;
  readonly now: () => number;
  readonly logger: Logger;
}

export interface LiveRelay {
  /** A player's socket (LIVE_PATH). */
  player(ws: WebSocket): void;
  /** A socket another host relays (RELAY_PATH): vouched hellos only. */
  host(ws: WebSocket): void;
}

const said = (ws: WebSocket, message: ServerMessage): void => void (ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(message)));

/** A peer may not send 1005 (none given) or 1006 (dropped): a dropped side reads as a restart. */
const passable = (code: number): number => (code === 1005 ? 1000 : code === 1006 || code === 1015 ? RESTARTING_CLOSE : code);

export function liveRelay(options: RelayOptions): LiveRelay {
  const { identity, secret, routes, now, logger } = options;

  /** Holds what the player sends until `first` resolves to the hello to send on, then relays. */
  const relayed = (ws: WebSocket, from: "player" | "host", first: (data: string) => Promise<{ hello: string; place: LivePlace } | null>): void => {
    const early: string[] = [];
    let upstream: WebSocket | null = null;
    let begun = false;
    let closed = false;
    ws.on("error", (error) => logger.warn({ err: error }, "a relayed live socket failed"));
    ws.on("close", (code) => {
      closed = true;
      if (upstream?.readyState === WebSocket.CONNECTING) upstream.terminate();
      else upstream?.close(passable(code));
    });
    ws.on("message", (data: RawData, isBinary: boolean) => {
      if (upstream?.readyState === WebSocket.OPEN) return upstream.send(data, { binary: isBinary });
      if (early.length >= MAX_EARLY) return said(ws, { type: "error", message: "Too many messages before the game was reached." });
      early.push(String(data));
      if (!begun)
        begin().catch((error: unknown) => {
          // Discord or the database failed us: the player comes back after the close.
          logger.error({ err: error }, "could not relay a live socket");
          said(ws, { type: "error", message: RELAY_FAILED });
          ws.close(TRY_AGAIN_CLOSE);
        });
    });
    const begin = async (): Promise<void> => {
      begun = true;
      const found = await first(early.shift()!);
      if (closed || found === null) return;
      const { hello, place } = found;
      const route = await routes.find(place.guildId, from);
      if (closed) return;
      if (!route.ok) {
        logger.info({ ...place, why: route.error }, "a live socket's round is not held where it can be reached");
        said(ws, { type: "error", message: route.error });
        return ws.close(TRY_AGAIN_CLOSE);
      }
      upstream = connect(ws, route.value, hello, early, place);
    };
  };

  /** `early`: what the player sent before (and while) this connects, sent on after the hello. */
  const connect = (ws: WebSocket, url: string, hello: string, early: string[], place: LivePlace): WebSocket => {
    const upstream = new WebSocket(url, { handshakeTimeout: HANDSHAKE_MS });
    let reached = false;
    upstream.on("open", () => {
      reached = true;
      // Another host's machine may vanish without closing: pings find it out.
      keepAlive(upstream);
      for (const data of [hello, ...early.splice(0)]) upstream.send(data);
    });
    upstream.on("message", (data: RawData, isBinary: boolean) => void (ws.readyState === WebSocket.OPEN && ws.send(data, { binary: isBinary })));
    upstream.on("error", (error) => {
      if (ws.readyState !== WebSocket.OPEN) return;
      logger.warn({ err: error, ...place, to: url, reached }, "could not relay a live socket to the round's process");
      if (!reached) said(ws, { type: "error", message: RELAY_FAILED });
    });
    upstream.on("close", (code: number, reason: Buffer) => ws.close(passable(code), reason.toString("utf8")));
    return upstream;
  };

  return {
    player: (ws) =>
      relayed(ws, "player", async (data) => {
        const read = readClientMessage(data);
        const hello = read.ok && read.message.type === "hello" ? read.message : null;
        if (hello === null) {
          said(ws, { type: "error", message: read.ok ? "Say hello first." : read.error });
          ws.close(TRY_AGAIN_CLOSE);
          return null;
        }
        const identified = await identity.identify(hello);
        if (!identified.ok) {
          said(ws, { type: "refused", reason: identified.reason });
          ws.close(REFUSED_CLOSE, "refused");
          return null;
        }
        return { hello: JSON.stringify(vouch(secret, identified, now())), place: identified.place };
      }),
    host: (ws) =>
      relayed(ws, "host", async (data) => {
        const vouched = readVouch(secret, data, now());
        if (vouched === null) {
          said(ws, { type: "refused", reason: NOT_VOUCHED });
          ws.close(REFUSED_CLOSE, "refused");
          return null;
        }
        return { hello: data, place: vouched.place };
      }),
  };
}
