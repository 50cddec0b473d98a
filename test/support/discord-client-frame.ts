// A fake Discord client around the Activity, for browser tests: a parent page at
// https://discord.com (served by the browser's request routing, never the network) holding the
// Activity in an iframe with Discord's query (frame_id, instance_id, platform, guild and
// channel), and answering the embedded-app SDK's postMessage RPC as the client does: the
// handshake with READY, AUTHORIZE with a code the fake Discord issued, AUTHENTICATE with the
// user its /users/@me gives for the token, and an empty reply to anything else.
// The SDK only listens to a few origins (its own, discord.com's, …), so the parent must be one.

import type { FrameLocator, Page } from "playwright-core";

export interface ClientFrameOptions {
  /** The Activity's page, e.g. http://127.0.0.1:PORT/ */
  readonly appUrl: string;
  readonly clientId: string;
  readonly instanceId: string;
  readonly guildId: string;
  readonly channelId: string;
  /** What Discord answers to AUTHORIZE: a code for the signed-in user (the fake's world). */
  authorize(): Promise<string>;
  /** Discord's own check of AUTHENTICATE's token: the user, or null when the token is bad. */
  authenticate(accessToken: string): Promise<{ id: string; username: string } | null>;
}

const PARENT = "https://discord.com/activities/lexicord";

function parentHtml(src: string, clientId: string): string {
  return `<!doctype html><html><body style="margin:0;background:#1e1f22">
<iframe id="activity" src="${src}" style="border:0;width:100vw;height:100vh" allow="autoplay"></iframe>
<script>
const frame = document.getElementById("activity");
const reply = (payload) => frame.contentWindow.postMessage([1, payload], "*");
window.addEventListener("message", async (event) => {
  if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
  const [opcode, data] = event.data;
  if (opcode === 0) {
    if (data.client_id !== ${JSON.stringify(clientId)}) return;
    return reply({ cmd: "DISPATCH", evt: "READY", nonce: null, data: { v: 1, config: { api_endpoint: "//discord.com/api", environment: "production" } } });
  }
  if (opcode !== 1) return;
  const base = { cmd: data.cmd, nonce: data.nonce, evt: null };
  try {
    if (data.cmd === "AUTHORIZE") return reply({ ...base, data: { code: await window.fakeDiscordAuthorize() } });
    if (data.cmd === "AUTHENTICATE") {
      const user = await window.fakeDiscordAuthenticate(data.args.access_token);
      if (!user) return reply({ ...base, evt: "ERROR", data: { code: 4009, message: "Invalid token" } });
      return reply({ ...base, data: { access_token: data.args.access_token, user: { ...user, discriminator: "0", public_flags: 0 }, scopes: ["identify"], expires: new Date(Date.now() + 604800000).toISOString(), application: { id: ${JSON.stringify(clientId)}, name: "Lexicord", description: "" } } });
    }
    return reply({ ...base, data: null });
  } catch (error) {
    reply({ ...base, evt: "ERROR", data: { code: 1000, message: String(error) } });
  }
});
</script></body></html>`;
}

/** Opens the Activity as Discord would on `page`, and gives the frame it runs in. */
export async function openInDiscord(page: Page, options: ClientFrameOptions): Promise<FrameLocator> {
  const query = new URLSearchParams({
    instance_id: options.instanceId,
    frame_id: crypto.randomUUID(),
    platform: "desktop",
    guild_id: options.guildId,
    channel_id: options.channelId,
    location_id: `gc-${options.guildId}-${options.channelId}`,
  });
  await page.exposeFunction("fakeDiscordAuthorize", () => options.authorize());
  await page.exposeFunction("fakeDiscordAuthenticate", (token: string) => options.authenticate(token));
  // In Discord the page comes from the app's discordsays.com; here it is on loopback, which
  // Chromium lets a public origin frame only with the local network permission.
  await page.context().grantPermissions(["local-network-access"], { origin: new URL(PARENT).origin });
  await page.route(PARENT, (route) => route.fulfill({ contentType: "text/html", body: parentHtml(`${options.appUrl}?${query}`, options.clientId) }));
  await page.goto(PARENT);
  return page.frameLocator("#activity");
}
