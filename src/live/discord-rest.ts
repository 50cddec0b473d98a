// Live play's calls to Discord's REST API, with fetch (no discord.js here): every call has a
// deadline, and a 429 is waited out when Discord asks for a short wait, refused in words when
// it asks for more. Failures come back as values with a player-facing line, never thrown.

export const DISCORD_API = "https://discord.com/api/v10";

/** The versioned API root. DISCORD_API_URL is discord.js's `api` option, which adds the version itself. */
export function apiRoot(apiUrl: string | null): string {
  return apiUrl === null ? DISCORD_API : `${apiUrl.replace(/\/+$/u, "")}/v10`;
}

export interface RestTimings {
  /** Each attempt's deadline. */
  readonly timeoutMs: number;
  /** The longest 429 wait sat out before trying again (once); a longer one is refused. */
  readonly maxRetryWaitMs: number;
}

export const REST_TIMINGS: RestTimings = { timeoutMs: 5_000, maxRetryWaitMs: 2_000 };

export type Reply =
  /** Discord answered (any status but a 429 it was let wait out). */
  | { readonly answered: true; readonly status: number; readonly body: unknown }
  /** No usable answer: `status` is what our own HTTP answer should say (429, 502, 504). */
  | { readonly answered: false; readonly status: number; readonly reason: string };

export async function callDiscord(url: string, init: RequestInit, timings: RestTimings): Promise<Reply> {
  for (let attempt = 1; ; attempt++) {
    const answered = await attemptCall(url, init, timings.timeoutMs);
    if (!answered.answered || answered.status !== 429) return answered;
    const waitMs = retryAfterMs(answered.body, answered.headers);
    if (attempt > 1 || waitMs > timings.maxRetryWaitMs) {
      return { answered: false, status: 429, reason: `Discord asks us to slow down: try again in ${Math.max(1, Math.ceil(waitMs / 1000))} s.` };
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

type Attempt = (Reply & { readonly answered: true; readonly headers: Headers }) | (Reply & { readonly answered: false });

async function attemptCall(url: string, init: RequestInit, timeoutMs: number): Promise<Attempt> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { answered: true, status: response.status, body: parseJson(text), headers: response.headers };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { answered: false, ...(timedOut ? { status: 504, reason: "Discord did not answer in time: try again." } : { status: 502, reason: "Discord could not be reached: try again." }) };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Discord says how long in the body's retry_after (seconds) and in Retry-After. */
function retryAfterMs(body: unknown, headers: Headers): number {
  const inBody = fieldOf(body, "retry_after");
  const seconds = typeof inBody === "number" ? inBody : Number(headers.get("retry-after") ?? "1");
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : 1000;
}

/** A field of a JSON object Discord sent, or undefined. */
export function fieldOf(body: unknown, key: string): unknown {
  return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>)[key] : undefined;
}
