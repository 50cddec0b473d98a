// Who this page plays as. Inside Discord (the URL has frame_id) the SDK authorizes, the server
// swaps the code for a token, and the socket's hello carries it; elsewhere the SDK's mock stands
// in and the tab names its player with ?user= (local play).
// Paths stay relative to the page's origin: behind Discord's proxy that is the app's
// discordsays.com, whose root URL mapping reaches this server (the /.proxy/ prefix is no longer
// needed, and no absolute URL is fetched, so patchUrlMappings has nothing to do).

import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";
import { CONFIG_PATH, TOKEN_PATH, type Hello, type LiveConfig } from "../../src/live/protocol.ts";

/** A reason to show the player, in place of the board. */
export class SignInRefused extends Error {}

const NOT_IN_DISCORD = "Could not reach Discord. Open Lexicord from the App Launcher or a board's Play live button.";
/** Discord's client answers the SDK's handshake at once: a page still waiting after this was
 *  opened outside it (it keeps waiting, in case the client is only slow). */
const DISCORD_WAIT_MS = 10_000;

async function json<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    throw new SignInRefused(`The server answered ${response.status} without saying why.`);
  }
}

/** `slow`: said once if Discord's client has not answered in DISCORD_WAIT_MS. */
async function discordHello(clientId: string, slow: (line: string) => void): Promise<Hello> {
  let sdk: DiscordSDK;
  try {
    sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  } catch {
    // Discord's client always gives the query the SDK reads (instance_id, platform).
    throw new SignInRefused(NOT_IN_DISCORD);
  }
  const waiting = setTimeout(() => slow(NOT_IN_DISCORD), DISCORD_WAIT_MS);
  await sdk.ready().finally(() => clearTimeout(waiting));
  const { code } = await sdk.commands.authorize({ client_id: clientId, response_type: "code", state: "", prompt: "none", scope: ["identify"] });
  const response = await fetch(TOKEN_PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code }) });
  const token = await json<{ access_token?: string; error?: string }>(response);
  if (!token.access_token) throw new SignInRefused(`Discord did not sign you in: ${token.error ?? `status ${response.status}`}.`);
  await sdk.commands.authenticate({ access_token: token.access_token });
  return { type: "hello", accessToken: token.access_token, instanceId: sdk.instanceId };
}

function localHello(config: LiveConfig, search: URLSearchParams): Hello {
  const sdk = new DiscordSDKMock(config.clientId ?? "local", null, null, null);
  return { type: "hello", localUser: search.get("user")?.trim() || "Player", instanceId: sdk.instanceId };
}

export async function signIn(search: URLSearchParams, slow: (line: string) => void): Promise<Hello> {
  const config = await json<LiveConfig>(await fetch(CONFIG_PATH));
  if (!search.has("frame_id")) return localHello(config, search);
  if (!config.clientId) throw new SignInRefused("This server runs local play only: open it in a browser, not in Discord.");
  return discordHello(config.clientId, slow);
}
