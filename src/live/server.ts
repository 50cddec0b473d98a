// The Activity's server: node:http for the page, its config and the token exchange, and a
// WebSocket (ws) on LIVE_PATH only, each socket seated at the hub. Discord shows the page in a
// frame of its own, so the Content-Security-Policy names Discord's origins as its ancestors.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import type { Logger } from "../games/engine/ports.ts";
import type { LiveHub } from "./hub.ts";
import type { Identity } from "./identity.ts";
import { CONFIG_PATH, LIVE_PATH, TOKEN_PATH, type LiveConfig, type ServerMessage } from "./protocol.ts";
import { serveFile } from "./static-files.ts";

export interface LiveServerOptions {
  readonly port: number;
  /** Default 127.0.0.1: a reverse proxy (HTTPS) stands in front. */
  readonly host?: string;
  readonly identity: Identity;
  readonly hub: LiveHub;
  /** The built web client. */
  readonly clientDir: string;
  readonly logger: Logger;
}

export interface LiveServer {
  /** Where the page is served, e.g. http://127.0.0.1:8787/ */
  readonly url: string;
  close(): Promise<void>;
}

/** Far above any message of the protocol: a larger one closes the socket (1009). */
export const MAX_PAYLOAD = 16 * 1024;
const MAX_TOKEN_BODY = 4 * 1024;
/** A socket whose messages pile up unread this far is cut off. */
const MAX_BUFFERED = 1024 * 1024;
/** Pings keep proxies from closing a quiet socket, and find dead ones. */
const PING_MS = 30_000;
const CLOSE_GRACE_MS = 1_000;

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://cdn.discordapp.com",
    // 'self' covers ws: and wss: to this origin (CSP 3).
    "connect-src 'self'",
    "frame-ancestors https://discord.com https://*.discord.com https://*.discordsays.com",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; "),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(text), ...headers }).end(text);
}

/** The body as text, or null once it passes `max` bytes (the rest is not read). */
function bodyOf(request: IncomingMessage, max: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        resolve(null);
        request.pause();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const pathOf = (request: IncomingMessage): string => (request.url ?? "/").split("?")[0]!;

export async function startLiveServer(options: LiveServerOptions): Promise<LiveServer> {
  const { identity, hub, clientDir, logger } = options;
  const host = options.host ?? "127.0.0.1";
  const config: LiveConfig = { clientId: identity.clientId, local: identity.clientId === null };

  /** POST TOKEN_PATH: the SDK's code for a token. Neither is ever logged. */
  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const exchange = identity.exchange;
    if (!exchange) return json(response, 404, { error: "Not found." });
    const body = await bodyOf(request, MAX_TOKEN_BODY);
    if (body === null) return json(response, 413, { error: "Too large." }, { Connection: "close" });
    let code: unknown;
    try {
      code = (JSON.parse(body) as { code?: unknown } | null)?.code;
    } catch {
      code = undefined;
    }
    if (typeof code !== "string" || code === "" || code.length > 512) return json(response, 400, { error: "Send JSON { code }." });
    const exchanged = await exchange(code);
    if (!exchanged.ok) logger.warn({ status: exchanged.status }, "an Activity's token exchange was refused");
    if (exchanged.ok) json(response, 200, { access_token: exchanged.accessToken }, { "Cache-Control": "no-store" });
    else json(response, exchanged.status, { error: exchanged.reason }, { "Cache-Control": "no-store" });
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    const path = pathOf(request);
    const method = request.method ?? "GET";
    if (path === TOKEN_PATH) return method === "POST" ? token(request, response) : json(response, 405, { error: "POST only." }, { Allow: "POST" });
    if (method !== "GET" && method !== "HEAD") return json(response, 405, { error: "GET only." }, { Allow: "GET, HEAD" });
    if (path === CONFIG_PATH) return json(response, 200, config, { "Cache-Control": "no-store" });
    if (!(await serveFile(clientDir, path, request, response))) json(response, 404, { error: "Not found." });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      logger.error({ err: error, method: request.method, path: pathOf(request) }, "could not answer a live play request");
      if (!response.headersSent) json(response, 500, { error: "Something went wrong." });
      else response.destroy();
    });
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(request) !== LIVE_PATH || !sameOriginWhereLocal(request, config)) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => seat(ws));
  });

  function seat(ws: WebSocket): void {
    let alive = true;
    const seated = hub.seat({
      send: (message: ServerMessage) => {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED) return ws.terminate();
        ws.send(JSON.stringify(message));
      },
      close: (code, reason) => ws.close(code, reason),
    });
    ws.on("message", (data: Buffer) => seated.received(data.toString("utf8")));
    ws.on("pong", () => (alive = true));
    ws.on("error", (error) => logger.warn({ err: error }, "a live socket failed"));
    const ping = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
    }, PING_MS);
    ping.unref();
    ws.on("close", () => {
      clearInterval(ping);
      seated.left();
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : options.port;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/`;
  logger.info({ url, local: config.local }, "live play is served");

  return {
    url,
    async close() {
      const open = [...sockets.clients];
      const closed = Promise.all(open.map((ws) => new Promise<void>((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve() : ws.once("close", () => resolve())))));
      for (const ws of open) ws.close(1001, "The server is stopping.");
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

/** In local play nothing vouches for a socket but the page: a page from another site (whose
 *  Origin is not this server) may not open one. Discord's sockets carry their own proof. */
function sameOriginWhereLocal(request: IncomingMessage, config: LiveConfig): boolean {
  const origin = request.headers.origin;
  if (!config.local || origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
