import { expect, it } from "vitest";
import { resendingUnsent } from "../../src/discord/dropped-connections.ts";

const epipe = () => Object.assign(new Error("write EPIPE"), { code: "EPIPE" });
const ok = { status: 200 } as Awaited<ReturnType<ReturnType<typeof resendingUnsent>>>;

/** A makeRequest that throws the given errors in turn, then answers. */
function failing(...errors: Error[]) {
  const calls: string[] = [];
  const make = async (url: string) => {
    calls.push(url);
    const error = errors.shift();
    if (error) throw error;
    return ok;
  };
  return { calls, make };
}

it("sends a request again when it was written into a closed connection", async () => {
  const { calls, make } = failing(epipe(), new TypeError("fetch failed", { cause: epipe() }));
  await expect(resendingUnsent(make)("/channels/1/messages", {})).resolves.toBe(ok);
  expect(calls).toHaveLength(3);
});

it("gives up after three tries", async () => {
  const { calls, make } = failing(epipe(), epipe(), epipe(), epipe());
  await expect(resendingUnsent(make)("/channels/1/messages", {})).rejects.toThrow("EPIPE");
  expect(calls).toHaveLength(3);
});

const closed = () => Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" });

it("sends again what cannot take effect twice when the socket closed before the answer", async () => {
  const requests: [string, Parameters<ReturnType<typeof resendingUnsent>>[1]][] = [
    ["https://discord.com/api/v10/interactions/1/tok/callback?with_response=false", { method: "POST", body: "{}" }],
    ["/channels/1/messages", { method: "POST", body: JSON.stringify({ content: "hi", nonce: "n", enforce_nonce: true }) }],
    ["/channels/1/messages/2", { method: "PATCH", body: "{}" }],
    ["/channels/1/messages/2", { method: "DELETE" }],
  ];
  const form = new FormData();
  form.set("payload_json", JSON.stringify({ nonce: "n", enforce_nonce: true }));
  requests.push(["/channels/1/messages", { method: "POST", body: form }]);
  for (const [url, init] of requests) {
    const { calls, make } = failing(closed());
    await expect(resendingUnsent(make)(url, init)).resolves.toBe(ok);
    expect(calls, `${init.method} ${url}`).toHaveLength(2);
  }
});

it("leaves other failures to discord.js: a request without a guard against doubles may have been received", async () => {
  for (const init of [{ method: "POST", body: JSON.stringify({ name: "a thread" }) }, { method: "POST", body: JSON.stringify({ content: "hi", nonce: "n" }) }]) {
    const { calls, make } = failing(closed());
    await expect(resendingUnsent(make)("/channels/1/threads", init)).rejects.toThrow("other side closed");
    expect(calls).toHaveLength(1);
  }
  const { calls, make } = failing(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
  await expect(resendingUnsent(make)("/interactions/1/t/callback", { method: "POST" })).rejects.toThrow("ECONNREFUSED");
  expect(calls).toHaveLength(1);
});
