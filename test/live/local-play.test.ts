// Local play with ACTIVITY_PORT: the terminal says where the page is, and a browser tab's
// socket plays the terminal's own round beside the player at the keyboard.

import { describe, expect, it } from "vitest";
import { tempDbPath } from "../store/temp-store.ts";
import { terminal } from "../console/terminal.ts";
import { freePort } from "../support/free-port.ts";
import { clientFixture, joined } from "./live-client.ts";

describe("local play with live play", () => {
  it("serves the page beside the terminal, on the terminal's round", async () => {
    const port = await freePort();
    const t = terminal(tempDbPath(), { env: { ACTIVITY_PORT: String(port) }, liveClientDir: clientFixture() });
    await t.until(new RegExp(`Live play: open http://127\\.0\\.0\\.1:${port}/\\?user=YourName in a browser`, "u"));
    const url = `http://127.0.0.1:${port}/`;
    const tab = await joined(url, "Bob");
    expect(tab.welcome.round).toBeNull();
    await t.say("/boggle", /ends at/u);
    const { round } = await tab.next("round");
    // The keyboard player's word reaches the tab's strip; the tab's word is judged in the same round.
    await t.say("zzzz", /\n/u);
    expect((await tab.next("counts")).counts).toEqual([{ name: "Ann", words: 0, you: false }]);
    tab.send({ type: "word", id: 1, text: "qqqq" });
    expect(await tab.next("verdict")).toMatchObject({ id: 1, ok: false, word: { text: "qqqq", ok: false } });
    await t.say("/stop", /Corner/u);
    const ended = await tab.next("ended");
    expect(ended.roundId).toBe(round.id);
    expect(ended.standings.map((s) => s.name).sort()).toEqual(["Ann", "Bob"]);
  });

  it("refuses to start with an ACTIVITY_PORT that is no port", async () => {
    const t = terminal(tempDbPath(), { env: { ACTIVITY_PORT: "80a" } });
    expect(await t.done).toBe('ACTIVITY_PORT must be a whole number from 1 to 65535, not "80a".');
  });
});
