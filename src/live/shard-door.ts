// A shard's live play under start-sharded: its host serves the public port and relays each
// socket here, to the hub beside the shard's engine, on a loopback port of the shard's own. The
// door takes only sockets whose first message is a host's vouched hello (vouch.ts).

import type { WebSocket } from "ws";
import type { Clock, EngineStore, Logger } from "../games/engine/ports.ts";
import { LiveHub, type LiveEngine } from "./hub.ts";
import type { LivePlay } from "./live-play.ts";
import { REFUSED_CLOSE, type ServerMessage } from "./protocol.ts";
import { serveSockets } from "./socket-server.ts";
import { seatAtHub } from "./socket-seat.ts";
import { readVouch } from "./vouch.ts";

export const DOOR_PATH = "/api/door";
export const NOT_VOUCHED = "Only a Lexicord host may relay a socket here.";

export interface ShardDoorOptions {
  /** DISCORD_CLIENT_SECRET: the vouch's key. */
  readonly secret: string;
  readonly engine: () => LiveEngine;
  readonly store: Pick<EngineStore, "answersFor">;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** Its hub asks no one who a socket is: every seat comes vouched, and a hello on one is refused. */
const HOST_VOUCHES = { clientId: null, identify: () => Promise.resolve({ ok: false as const, reason: NOT_VOUCHED }) };

export function shardLivePlay({ secret, engine, store, clock, logger }: ShardDoorOptions): LivePlay {
  const hub = new LiveHub({ engine, store, identity: HOST_VOUCHES, clock, logger });
  const admit = (ws: WebSocket): void => {
    const failed = (error: Error): void => logger.warn({ err: error }, "a live socket failed before it was vouched for");
    ws.on("error", failed);
    ws.once("message", (data: Buffer) => {
      ws.off("error", failed);
      const who = readVouch(secret, data.toString("utf8"), clock.now());
      if (who) return seatAtHub(ws, hub, logger, who);
      logger.warn({}, "refused a live socket with no valid vouch at a shard's door");
      ws.send(JSON.stringify({ type: "refused", reason: NOT_VOUCHED } satisfies ServerMessage));
      ws.close(REFUSED_CLOSE, "refused");
    });
  };
  return {
    hub,
    serve: async () => {
      const door = await serveSockets({ port: 0, host: "127.0.0.1", http: (_request, response) => void response.writeHead(404).end(), sockets: { [DOOR_PATH]: admit } });
      logger.info({ url: door.url }, "live play's shard door listens");
      return door;
    },
  };
}
