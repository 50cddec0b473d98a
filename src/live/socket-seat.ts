// A WebSocket seated at the hub: what it sends is read by the hub, what the hub says is sent
// unless the socket has stopped reading (then it is cut off).

import { WebSocket } from "ws";
import type { Logger } from "../games/engine/ports.ts";
import type { LiveHub } from "./hub.ts";
import type { Who } from "./identity.ts";
import type { ServerMessage } from "./protocol.ts";

/** A socket whose messages pile up unread this far is cut off. */
const MAX_BUFFERED = 1024 * 1024;

/** `vouched`: who a host said the socket is (a shard's door); else the hub waits for hello. */
export function seatAtHub(ws: WebSocket, hub: LiveHub, logger: Logger, vouched?: Who): void {
  const seated = hub.seat(
    {
      send: (message: ServerMessage) => {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED) return ws.terminate();
        ws.send(JSON.stringify(message));
      },
      close: (code, reason) => ws.close(code, reason),
    },
    vouched,
  );
  ws.on("message", (data: Buffer) => seated.received(data.toString("utf8")));
  ws.on("error", (error) => logger.warn({ err: error }, "a live socket failed"));
  ws.on("close", () => seated.left());
}
