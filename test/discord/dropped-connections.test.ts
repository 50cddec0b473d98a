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

it("leaves other failures to discord.js: the request may have been received", async () => {
  const { calls, make } = failing(Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }));
  await expect(resendingUnsent(make)("/interactions/1/t/callback", {})).rejects.toThrow("other side closed");
  expect(calls).toHaveLength(1);
});
