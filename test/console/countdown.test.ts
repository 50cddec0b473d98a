// The time left in the prompt at a terminal: live on the clock, coloured only where colour is
// welcome, and nothing of it (no escape codes at all) in piped output.

import { describe, expect, it } from "vitest";
import { colourWelcome, countdown } from "../../src/console/countdown.ts";
import { TOY_RULES } from "../games/engine-fakes.ts";
import { tempDbPath } from "../store/temp-store.ts";
import { terminal } from "./terminal.ts";

const ESC = "\u001b";
// Patterns end at the prompt, which readline follows with an escape code placing the cursor.
const T = Date.UTC(2026, 0, 5, 12);

describe("the countdown", () => {
  it("reads minutes and seconds, green, then yellow in the last ten seconds; plain without colour", () => {
    expect(countdown(T + 65_000, T, false)).toBe("1:05");
    expect(countdown(T + 29_001, T, false)).toBe("0:30");
    expect(countdown(T + 30_000, T, true)).toBe(`${ESC}[32m0:30${ESC}[0m`);
    expect(countdown(T + 10_000, T, true)).toBe(`${ESC}[33m0:10${ESC}[0m`);
    expect(countdown(T, T, true)).toBe("");
    expect(countdown(null, T, true)).toBe("");
  });

  it("is welcome unless NO_COLOR is set (to anything) or the terminal is dumb", () => {
    expect(colourWelcome({})).toBe(true);
    expect(colourWelcome({ NO_COLOR: "1" })).toBe(false);
    expect(colourWelcome({ NO_COLOR: "" })).toBe(true);
    expect(colourWelcome({ TERM: "dumb" })).toBe(false);
  });

  it("counts down live in the prompt at a terminal, each second, and leaves once the round ends", async () => {
    const t = terminal(tempDbPath(), { rules: TOY_RULES, tty: true, colour: true, start: T });
    await t.until(/Ann> \S*$/);
    await t.say("/letters picks:crate duration:30", /Ann \S*0:30\S*> \S*$/);
    const from = t.text().length;
    t.clock.advance(1_000);
    expect(await t.until(/Ann \S*0:29\S*> \S*$/, from)).toContain(`${ESC}[32m0:29${ESC}[0m`);
    t.clock.advance(19_000);
    expect(await t.until(/Ann \S*0:10\S*> \S*$/, from)).toContain(`${ESC}[33m0:10${ESC}[0m`);
    t.clock.advance(10_000);
    await t.until(/── Toy letters ── time is up[\s\S]*Ann> \S*$/, from);
  });

  it("at a terminal that wants no colour, counts down in plain text", async () => {
    const t = terminal(tempDbPath(), { rules: TOY_RULES, tty: true, colour: false, start: T });
    await t.until(/Ann> \S*$/);
    const prompt = await t.say("/letters picks:crate duration:30", /Ann 0:30> \S*$/);
    expect(prompt).not.toMatch(new RegExp(`${ESC}\\[\\d+m`));
  });

  it("prints no prompt, no countdown and no escape code at all into piped output", async () => {
    const t = terminal(tempDbPath(), { rules: TOY_RULES, start: T });
    await t.say("/letters picks:crate duration:30", /ends at/);
    t.clock.advance(30_000);
    await t.until(/time is up/);
    expect(t.text()).not.toContain(ESC);
    expect(t.text()).not.toMatch(/Ann( \d+:\d\d)?> /);
  });
});
