// Local play at a real terminal (a pseudo-terminal through `script`): Ctrl-D leaves, with the
// round's results first, and the process ends instead of hanging on the terminal's input.

import { describe, expect, it } from "vitest";
import { tempDbPath } from "../store/temp-store.ts";
import { HAS_SCRIPT, lexicord } from "./process.ts";

const CTRL_D = "\u0004";

describe.skipIf(!HAS_SCRIPT)("Ctrl-D at a terminal", () => {
  it("during a round, prints its results, says Bye, and the process exits", { timeout: 30_000 }, async () => {
    const play = lexicord(["play"], tempDbPath(), {}, true);
    await play.until(/> /);
    await play.say("/conundrum duration:10", /Time: 10 s/);
    play.child.stdin.write(CTRL_D);
    await play.until(/Waiting for the Countdown conundrum round to end/);
    const after = await play.until(/Bye\./);
    expect(after).toMatch(/time is up[\s\S]*Results[\s\S]*Dictionary Corner/);
    expect(after.slice(after.lastIndexOf("Dictionary Corner"))).not.toMatch(/> /); // no prompt after input ended
    const exited = await Promise.race([play.exited(), new Promise((resolve) => setTimeout(() => resolve("still running"), 5_000))]);
    expect(exited).toBe(0);
  });
});
