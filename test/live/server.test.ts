// The live server's edges: static files (types, caching, nothing outside the client's folder),
// the config and token routes in local play, the upgrade path, and input that must not hurt it.

import { request } from "node:http";
import { symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { WebSocket } from "ws";
import { DISCORD_HELLO_REFUSED, localName } from "../../src/live/local-identity.ts";
import { REFUSED_CLOSE } from "../../src/live/protocol.ts";
import { LiveHub } from "../../src/live/hub.ts";
import { startLiveServer } from "../../src/live/server.ts";
import { RecordingLogger } from "../games/engine-fakes.ts";
import { storeEngines } from "../support/postgres.ts";
import { eventually } from "../support/eventually.ts";
import { joined, liveClient, liveTable } from "./live-client.ts";

interface Reply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A raw request: the path goes out exactly as written ("/../x" is not tidied up first). */
function fetchRaw(serverUrl: string, path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const { hostname, port } = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: init.method ?? "GET", headers: init.headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

const table = async () => liveTable(await (await storeEngines[0]!.database())());

describe("the live server", () => {
  it("serves the client's files with their types, and nothing outside its folder", async () => {
    const t = await table();
    const page = await fetchRaw(t.server.url, "/");
    expect(page).toMatchObject({ status: 200, body: "<!doctype html><title>Lexicord live</title>" });
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors https://discord.com https://*.discord.com https://*.discordsays.com");
    expect(csp).toContain("connect-src 'self'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    const again = await fetchRaw(t.server.url, "/index.html", { headers: { "If-None-Match": String(page.headers.etag) } });
    expect(again.status).toBe(304);
    const script = await fetchRaw(t.server.url, "/assets/main-ABCD1234.js?v=1");
    expect(script).toMatchObject({ status: 200, body: "console.log('live');" });
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.headers["cache-control"]).toContain("immutable");
    expect((await fetchRaw(t.server.url, "/assets/main-ABCD1234.js", { method: "HEAD" })).body).toBe("");

    symlinkSync(join(dirname(t.clientDir), "package.json"), join(t.clientDir, "linked.json"));
    for (const path of ["/../package.json", "/%2e%2e/package.json", "/assets/..%2f..%2fpackage.json", "/..\\package.json", "/.env", "/linked.json", "/nothing.js", "/assets/", "/%E0%A4%A"]) {
      const reply = await fetchRaw(t.server.url, path);
      expect([path, reply.status]).toEqual([path, 404]);
      expect(reply.body).not.toContain("secret");
    }
    expect((await fetchRaw(t.server.url, "/", { method: "DELETE" })).status).toBe(405);
  });

  it("in local play: the config says so, there is no token route, and a Discord hello is refused", async () => {
    const t = await table();
    const config = await fetchRaw(t.server.url, "/api/config");
    expect(JSON.parse(config.body)).toEqual({ clientId: null, local: true });
    expect((await fetchRaw(t.server.url, "/api/token", { method: "POST", body: '{"code":"abc"}', headers: { "Content-Type": "application/json" } })).status).toBe(404);
    const client = await liveClient(t.server.url);
    client.send({ type: "hello", accessToken: "forged", instanceId: "i-1" });
    expect(await client.next("refused")).toEqual({ type: "refused", reason: DISCORD_HELLO_REFUSED });
    expect(await client.closed).toBe(REFUSED_CLOSE);
  });

  it("opens sockets on /api/live only, and not for a page of another site", async () => {
    const t = await table();
    const ws = (path: string, origin?: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`${t.server.url.replace(/^http/u, "ws")}${path.slice(1)}`, origin ? { origin } : {});
        socket.on("open", () => resolve("open"));
        socket.on("error", (error) => resolve(error.message));
      });
    expect(await ws("/api/elsewhere")).toMatch(/404/u);
    expect(await ws("/api/live", "https://evil.example")).toMatch(/404/u);
    expect(await ws("/api/live", t.server.url.slice(0, -1))).toBe("open");
  });

  it("answers garbage, unknown types, words before hello and floods without falling over; a 100 KB message closes that socket only", async () => {
    const t = await table();
    const a = await liveClient(t.server.url);
    const cases: [string, RegExp][] = [
      ["not json {", /not JSON/u],
      ["[1,2]", /JSON object/u],
      ['{"type":"dance"}', /Unknown message type "dance"/u],
      ['{"type":"word","id":1,"text":"cat"}', /Say hello first/u],
      ['{"type":"hello","instanceId":"x"}', /accessToken, or in local play a localUser/u],
      ['{"type":"start","game":"chess"}', /Start boggle or letterpress/u],
      [`{"type":"word","id":2,"text":"${"a".repeat(500)}"}`, /at most 100 characters/u],
    ];
    for (const [sent, reply] of cases) {
      a.send(sent);
      expect((await a.next("error")).message).toMatch(reply);
    }
    a.send({ type: "hello", localUser: "\u0007 Ann\u200b  Lee " + "x".repeat(60), instanceId: "local" });
    const welcome = await a.next("welcome");
    expect(welcome.you.name).toBe(localName("Ann Lee " + "x".repeat(60)));
    expect([...welcome.you.name]).toHaveLength(32);
    a.send({ type: "hello", localUser: "Ann", instanceId: "local" });
    expect((await a.next("error")).message).toMatch(/hello already/u);
    // Beyond 20 a second (a burst, on the real clock: hub.test.ts steps one), messages are turned away unread.
    for (let i = 0; i < 25; i += 1) a.send('{"type":"dance"}');
    await eventually("a flood turned away", () => a.messages.some((m) => m.type === "error" && /Too many messages: at most 20 a second/u.test(m.message)));

    const b = await joined(t.server.url, "Bob");
    b.send("x".repeat(100_000));
    expect(await b.closed).toBe(1009);
    const c = await joined(t.server.url, "Cat");
    expect(c.welcome.you.name).toBe("Cat");
  });

  it("close() ends every socket and the server", async () => {
    const t = await table();
    const a = await joined(t.server.url, "Ann");
    await t.server.close();
    expect(await a.closed).toBe(1001);
    await expect(fetchRaw(t.server.url, "/")).rejects.toThrow();
  });
});

describe("the token route", () => {
  it("swaps a code through the Identity, caps the body, and never logs the code or the token", async () => {
    const t = await table();
    const codes: string[] = [];
    const identity = {
      clientId: "123",
      identify: () => Promise.resolve({ ok: false as const, reason: "no" }),
      exchange: (code: string) => {
        codes.push(code);
        return Promise.resolve(code === "good-code-123" ? { ok: true as const, accessToken: "token-abc-456" } : { ok: false as const, status: 400, reason: "That sign-in code was refused." });
      },
    };
    const logger = new RecordingLogger();
    const hub = new LiveHub({ engine: () => t.engine, store: t.store, identity, clock: t.clock, logger });
    const server = await startLiveServer({ port: 0, identity, hub, clientDir: t.clientDir, logger });
    onTestFinished(() => server.close());
    const post = (body: string) => fetchRaw(server.url, "/api/token", { method: "POST", body, headers: { "Content-Type": "application/json" } });
    const good = await post('{"code":"good-code-123"}');
    expect([good.status, JSON.parse(good.body), good.headers["cache-control"]]).toEqual([200, { access_token: "token-abc-456" }, "no-store"]);
    const bad = await post('{"code":"bad-code-789"}');
    expect([bad.status, JSON.parse(bad.body)]).toEqual([400, { error: "That sign-in code was refused." }]);
    expect((await post("{nope")).status).toBe(400);
    expect((await post('{"code":42}')).status).toBe(400);
    expect((await post(JSON.stringify({ code: "x".repeat(10_000) }))).status).toBe(413);
    expect((await fetchRaw(server.url, "/api/token")).status).toBe(405);
    expect(JSON.parse((await fetchRaw(server.url, "/api/config")).body)).toEqual({ clientId: "123", local: false });
    expect(codes).toEqual(["good-code-123", "bad-code-789"]);
    const logged = JSON.stringify(logger.lines);
    expect(logged).toContain("token exchange was refused");
    for (const secret of ["good-code-123", "bad-code-789", "token-abc-456"]) expect(logged).not.toContain(secret);
  });
});
