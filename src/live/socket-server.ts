// What every live listener shares: node:http with WebSockets (ws) on named paths only, pings
// that keep proxies from closing quiet sockets and find dead ones, and a close that says 1001
// to every socket. The Activity's server, a sharded host's front and a shard's door use it.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";

export interface SocketServerOptions {
  readonly port: number;
  readonly host: string;
  /** Plain HTTP requests; sockets go to `sockets` by path. */
  readonly http: (request: IncomingMessage, response: ServerResponse) => void;
  readonly sockets: Readonly<Record<string, (ws: WebSocket) => void>>;
  /** Refuses an upgrade (404) before it is taken. */
  readonly admits?: (request: IncomingMessage) => boolean;
}

export interface SocketServer {
  /** e.g. http://127.0.0.1:8787/ */
  readonly url: string;
  close(): Promise<void>;
}

/** Far above any message of the protocol: a larger one closes the socket (1009). */
export const MAX_PAYLOAD = 16 * 1024;
/** Pings keep proxies from closing a quiet socket, and find dead ones. */
const PING_MS = 30_000;
const CLOSE_GRACE_MS = 1_000;
/** Said to every socket as the server stops: the client comes back (it does after any code but a refusal). */
export const STOPPING_CLOSE = 1001;

export const pathOf = (request: IncomingMessage): string => (request.url ?? "/").split("?")[0]!;

export async function serveSockets(options: SocketServerOptions): Promise<SocketServer> {
  const server = createServer(options.http);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const take = Object.hasOwn(options.sockets, pathOf(request)) ? options.sockets[pathOf(request)] : undefined;
    if (!take || options.admits?.(request) === false) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      keepAlive(ws);
      take(ws);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : options.port;
  const { host } = options;

  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}/`,
    async close() {
      const open = [...sockets.clients];
      const closed = Promise.all(open.map((ws) => new Promise<void>((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve() : ws.once("close", () => resolve())))));
      for (const ws of open) ws.close(STOPPING_CLOSE, "The server is stopping.");
      const grace = setTimeout(() => open.forEach((ws) => ws.terminate()), CLOSE_GRACE_MS);
      await closed;
      clearTimeout(grace);
      sockets.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Pings the other end every half minute; one that missed the last is cut off. */
export function keepAlive(ws: WebSocket): void {
  let alive = true;
  ws.on("pong", () => (alive = true));
  const ping = setInterval(() => {
    if (!alive) return ws.terminate();
    alive = false;
    ws.ping();
  }, PING_MS);
  ping.unref();
  ws.on("close", () => clearInterval(ping));
}
