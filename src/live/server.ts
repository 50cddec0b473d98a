// The Activity's server: node:http for the page, its config and the token exchange, and a
// WebSocket (ws) on LIVE_PATH only, each socket seated at the hub (or, on a sharded host,
// relayed to the shard that holds the round). Discord shows the page in a
// frame of its own, so the Content-Security-Policy names Discord's origins as its ancestors.

import type { IncomingMessage, ServerResponse } from "node:http";
import type { WebSocket } from "ws";
import type { Logger } from "../games/engine/ports.ts";
import type { LiveHub } from "./hub.ts";
import type { Identity } from "./identity.ts";
import { CONFIG_PATH, LIVE_PATH, TOKEN_PATH, type LiveConfig } from "./protocol.ts";
import { pathOf, serveSockets, type SocketServer } from "./socket-server.ts";
import { seatAtHub } from "./socket-seat.ts";
import { serveFile } from "./static-files.ts";

interface ServerBase {
  readonly port: number;
  /** Default 127.0.0.1: a reverse proxy (HTTPS) stands in front. */
  readonly host?: string;
  readonly identity: Identity;
  /** The built web client. */
  readonly clientDir: string;
  readonly logger: Logger;
}

/** Each socket on LIVE_PATH is seated at the hub; a sharded host relays them instead (by path). */
export type LiveServerOptions = ServerBase & ({ readonly hub: LiveHub } | { readonly sockets: Readonly<Record<string, (ws: WebSocket) => void>> });

export type LiveServer = SocketServer;

const MAX_TOKEN_BODY = 4 * 1024;

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

export async function startLiveServer(options: LiveServerOptions): Promise<LiveServer> {
  const { identity, clientDir, logger } = options;
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

  const sockets = "hub" in options ? { [LIVE_PATH]: (ws: WebSocket) => seatAtHub(ws, options.hub, logger) } : options.sockets;
  const server = await serveSockets({
    port: options.port,
    host,
    http: (request, response) => {
      route(request, response).catch((error: unknown) => {
        logger.error({ err: error, method: request.method, path: pathOf(request) }, "could not answer a live play request");
        if (!response.headersSent) json(response, 500, { error: "Something went wrong." });
        else response.destroy();
      });
    },
    sockets,
    admits: (request) => sameOriginWhereLocal(request, config),
  });
  logger.info({ url: server.url, local: config.local }, "live play is served");
  return server;
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
