// Local play at a real terminal (a pseudo-terminal through `script`): Ctrl-D leaves, with the
// round's results first, and the process ends instead of hanging on the terminal's input; the
// time left counts down in the prompt, in colour unless NO_COLOR, and nothing of it in a pipe.

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

describe("the time left, through the real process", () => {
  const ESC = "\u001b";
  const SGR = /\u001b\[[\d;]*m/;
  const start = (play: ReturnType<typeof lexicord>) => play.say("/letters picks:cvccvcvcc duration:30", /\S+ \S*0:(30|29)\S*> /);

  it.skipIf(!HAS_SCRIPT)("counts down in colour in the prompt at a terminal", { timeout: 30_000 }, async () => {
    const play = lexicord(["play"], tempDbPath(), { NO_COLOR: "", TERM: "xterm-256color" }, true);
    await play.until(/> /);
    expect(await start(play)).toMatch(new RegExp(`${ESC}\\[32m0:(30|29)${ESC}\\[0m> `));
  });

  it.skipIf(!HAS_SCRIPT)("counts down in plain text at a terminal when NO_COLOR is set", { timeout: 30_000 }, async () => {
    const play = lexicord(["play"], tempDbPath(), { NO_COLOR: "1", TERM: "xterm-256color" }, true);
    await play.until(/> /);
    const prompt = await start(play);
    expect(prompt).toMatch(/ 0:(30|29)> /);
    expect(play.out()).not.toMatch(SGR);
  });

  it("writes no escape code at all into a pipe", { timeout: 30_000 }, async () => {
    const play = lexicord(["play"], tempDbPath(), { NO_COLOR: "", TERM: "xterm-256color" });
    await play.until(/local play/);
    await play.say("/letters picks:cvccvcvcc duration:30", /ends at/);
    await play.say("/stop", /Results/);
    expect(play.out()).not.toContain(ESC);
  });
});
