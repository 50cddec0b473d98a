// The web client's files, served from one folder: nothing outside it (no "..", no dot-files,
// no links that lead out), index.html for "/", each file with its type. A page revalidates
// every time (no-cache, with an ETag); a file whose name carries a content hash is kept a year.

import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, resolve, sep } from "node:path";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** esbuild's `[name]-[hash]` names: the content never changes under the name. */
const HASHED = /-[A-Z0-9]{8,}\.[a-z0-9]+$/u;

/** The file under `root` that `pathname` (as sent, still URL-encoded) names, or null. */
export async function fileUnder(root: string, pathname: string): Promise<string | null> {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (path.endsWith("/")) path += "index.html";
  const parts = path.split(/[/\\]/u).slice(1);
  if (!path.startsWith("/") || parts.some((part) => part === "" || part.startsWith(".") || part.includes("\0"))) return null;
  try {
    const base = await realpath(root);
    const file = await realpath(resolve(base, ...parts));
    return file.startsWith(base + sep) && (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** GET or HEAD of a file under `root`; false when there is none (the caller answers 404). */
export async function serveFile(root: string, pathname: string, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const file = await fileUnder(root, pathname);
  if (file === null) return false;
  const { size, mtimeMs } = await stat(file);
  const etag = `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
  response.setHeader("Content-Type", TYPES[extname(file).toLowerCase()] ?? "application/octet-stream");
  response.setHeader("Cache-Control", HASHED.test(file) ? "public, max-age=31536000, immutable" : "no-cache");
  response.setHeader("ETag", etag);
  if (request.headers["if-none-match"] === etag) {
    response.writeHead(304).end();
    return true;
  }
  response.setHeader("Content-Length", size);
  response.writeHead(200);
  if (request.method === "HEAD") response.end();
  else createReadStream(file).on("error", () => response.destroy()).pipe(response);
  return true;
}
