// The live socket, opened again with backoff whenever it drops; each opening says hello and the
// server's welcome brings the round back. A refusal (bad token, unknown instance) is final.

import { LIVE_PATH, REFUSED_CLOSE, type ClientMessage, type Hello, type ServerMessage } from "../../src/live/protocol.ts";
import { backoff } from "./backoff.ts";

export interface LinkEvents {
  message(message: ServerMessage): void;
  dropped(): void;
}

export interface Link {
  /** False while the socket is down: the page keeps the word for the player to send again. */
  send(message: ClientMessage): boolean;
}

/** ws: or wss: on the page's own host: behind Discord's proxy that is the app's discordsays.com. */
export const liveUrl = (location: Location): string => `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${LIVE_PATH}`;

export function openLink(url: string, hello: Hello, events: LinkEvents): Link {
  let socket: WebSocket;
  let attempt = 0;
  let refused = false;
  const connect = () => {
    socket = new WebSocket(url);
    socket.onopen = () => socket.send(JSON.stringify(hello));
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as ServerMessage;
      if (message.type === "welcome") attempt = 0;
      if (message.type === "refused") refused = true;
      events.message(message);
    };
    socket.onclose = (event) => {
      if (refused || event.code === REFUSED_CLOSE) return;
      events.dropped();
      setTimeout(connect, backoff(attempt++, Math.random()));
    };
  };
  connect();
  return {
    send(message) {
      if (socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
  };
}
