// The HTTP side: read a request, apply a planted fault or find its route, answer like Discord,
// and record the call.

import type { IncomingMessage, ServerResponse } from "node:http";
import { boundaryOf, parseMultipart } from "./multipart.ts";
import type { Recorder } from "./recorder.ts";
import { ApiError, findRoute, type RestReply, type Route } from "./rest-router.ts";
import type { Fault, JsonValue, RecordedCall, RecordedFile, SentBody } from "./types.ts";

const API_PREFIX = "/api/v10";

/** Error codes and messages a planted fault uses unless it names its own. */
const FAULT_DEFAULTS: Record<Fault["status"], [code: number, message: string]> = {
  400: [50035, "Invalid Form Body"],
  401: [0, "401: Unauthorized"],
  403: [50013, "Missing Permissions"],
  404: [10008, "Unknown Message"],
  429: [0, "You are being rate limited."],
  500: [0, "500: Internal Server Error"],
  502: [0, "502: Bad Gateway"],
  503: [0, "503: Service Unavailable"],
};

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function restHandler(routes: Route[], recorder: Recorder) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const raw = await readAll(request);
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    const path = decodePath(url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname);
    const call: RecordedCall = { method, path, query: Object.fromEntries(url.searchParams), body: null, files: [], status: 0 };
    let answer: Answer;
    try {
      Object.assign(call, readBody(raw, request.headers["content-type"] ?? ""));
      const fault = recorder.takeFault(method, path);
      answer = fault ? faultAnswer(fault) : route(routes, recorder, call, request.headers.authorization);
    } catch (error) {
      // A bug in the fake or a body it cannot read: fail this call visibly, without retries.
      recorder.unknownRoutes.push(`${method} ${path} (the fake failed: ${String(error)})`);
      answer = { status: 400, body: { code: 0, message: `fake Discord failed: ${String(error)}` } };
    }
    call.status = answer.status;
    // The request reached Discord and did its work; only its answer is lost on the way back.
    if (recorder.takeDrop(method, path)) call.dropped = true;
    recorder.record(call);
    if (!call.dropped) send(response, answer);
  };
}

function route(routes: Route[], recorder: Recorder, call: RecordedCall, authorization: string | undefined): Answer {
  const found = findRoute(routes, call.method, call.path);
  if (!found) {
    recorder.unknownRoutes.push(`${call.method} ${call.path}`);
    return { status: 404, body: { code: 0, message: `404: Not Found (the fake Discord has no ${call.method} ${call.path})` } };
  }
  try {
    const sent = call.body !== null && typeof call.body === "object" && !Array.isArray(call.body) ? (call.body as SentBody) : {};
    const reply: RestReply = found.route.handle({ ...call, params: found.params, sent, ...(authorization === undefined ? {} : { authorization }) });
    if (reply.message) call.message = reply.message;
    if (reply.interactionId) call.interactionId = reply.interactionId;
    return { status: reply.status ?? 200, body: reply.body };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, body: { message: error.message, code: error.code } };
  }
}

function faultAnswer(fault: Fault): Answer {
  const [code, message] = FAULT_DEFAULTS[fault.status];
  if (fault.status !== 429) return { status: fault.status, body: { message: fault.message ?? message, code: fault.code ?? code } };
  const retryAfter = fault.retryAfter ?? 0.01;
  return {
    status: 429,
    body: { message: fault.message ?? message, retry_after: retryAfter, global: false, code: fault.code ?? code },
    headers: { "Retry-After": String(retryAfter), "X-RateLimit-Scope": "user" },
  };
}

function send(response: ServerResponse, answer: Answer): void {
  const headers = answer.headers ?? {};
  if (answer.status === 204 || answer.body === undefined) {
    response.writeHead(answer.status === 200 ? 204 : answer.status, headers).end();
    return;
  }
  response.writeHead(answer.status, { ...headers, "Content-Type": "application/json" }).end(JSON.stringify(answer.body));
}

/** Path segments arrive URL-encoded (%40original, emoji); match on the decoded form. */
function decodePath(path: string): string {
  return path.split("/").map(decodeURIComponent).join("/");
}

function readBody(raw: Buffer, contentType: string): { body: JsonValue; files: RecordedFile[] } {
  // OAuth2's token endpoint takes a form, as Discord's does.
  if (contentType.startsWith("application/x-www-form-urlencoded")) return { body: Object.fromEntries(new URLSearchParams(raw.toString("utf8"))), files: [] };
  const boundary = contentType.startsWith("multipart/form-data") ? boundaryOf(contentType) : undefined;
  if (boundary === undefined) return { body: raw.length > 0 ? (JSON.parse(raw.toString("utf8")) as JsonValue) : null, files: [] };
  const parts = parseMultipart(raw, boundary);
  const json = parts.find((p) => p.name === "payload_json")?.data.toString("utf8");
  const body = json ? (JSON.parse(json) as JsonValue) : null;
  const described = attachmentsOf(body);
  const files = parts
    .filter((p) => p.filename !== undefined)
    .map((p, index): RecordedFile => {
      const description = described.find((a) => String(a.id) === fileIndex(p.name, index))?.description;
      return {
        field: p.name,
        name: p.filename ?? "",
        contentType: p.contentType ?? "application/octet-stream",
        size: p.data.length,
        ...(description !== undefined ? { description } : {}),
        data: p.data,
      };
    });
  return { body, files };
}

/** The attachment list of payload_json: top level for messages, under data for callbacks. */
function attachmentsOf(body: JsonValue): NonNullable<SentBody["attachments"]> {
  const sent = (body ?? {}) as SentBody;
  return sent.attachments ?? (sent.data as SentBody | undefined)?.attachments ?? [];
}

/** discord.js names upload fields files[N] and refers to them from payload_json as attachment id N. */
function fileIndex(field: string, position: number): string {
  return /\[(\d+)\]$/.exec(field)?.[1] ?? String(position);
}

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}
