// `lexicord deal`: once through the real command in a child process, the rest in process.

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/games/model.ts";
import { lexicordDeal as lexicord } from "./deal-cli.ts";

describe("lexicord deal", () => {
  it("prints the same letters board for the same seed, complete (the real command)", () => {
    const run = () => spawnSync(process.execPath, ["bin/lexicord.js", "deal", "letters", "--seed", "42", "--json"], { encoding: "utf8" });
    const first = run();
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(run().stdout).toBe(first.stdout);
    const dealt = JSON.parse(first.stdout);
    expect(dealt).toMatchObject({ game: "letters", seed: 42 });
    expect(dealt.board.letters).toMatch(/^[a-z]{9}$/);
  });

  it("deals another board for another seed", async () => {
    const a = await lexicord(["letters", "--seed", "42", "--json"]);
    expect(a.out).toBe((await lexicord(["letters", "--seed", "42", "--json"])).out);
    expect((await lexicord(["letters", "--seed", "43", "--json"])).out).not.toBe(a.out);
  });

  it("prints the title, the seed and the board as text", async () => {
    const { code, out } = await lexicord(["numbers", "--seed", "7", "large:2"]);
    expect(code).toBe(0);
    expect(out).toMatch(/^Countdown numbers — seed 7\n(\d+ ){5}\d+\nTarget: \d{3}\n$/);
    const numbers = out.split("\n")[1].split(" ").map(Number);
    expect(numbers.slice(0, 2).every((n) => [25, 50, 75, 100].includes(n))).toBe(true);
    expect(numbers.slice(2).every((n) => n <= 10)).toBe(true);
  });

  it("reads name:value options", async () => {
    const dealt = JSON.parse((await lexicord(["boggle", "--seed", "1", "--json", "size:5"])).out);
    expect(dealt.board.size).toBe(5);
    expect(dealt.board.tiles).toHaveLength(25);
    const picked = JSON.parse((await lexicord(["letters", "--seed", "1", "--json", "picks:vvvvvcccc"])).out);
    expect(picked.board.letters).toMatch(/^[aeiou]{5}[^aeiou]{4}$/);
  });

  it.each(GAMES)("deals %s with a random seed when none is given", async (game) => {
    const { code, out } = await lexicord([game, "--json"]);
    expect(code).toBe(0);
    const dealt = JSON.parse(out);
    expect(dealt.game).toBe(game);
    expect(Number.isInteger(dealt.seed)).toBe(true);
    expect(dealt.board).toBeTypeOf("object");
  });

  it.each([
    [["chess"], /unknown game "chess"/],
    [[], /name a game/],
    [["letters", "--seed=-1"], /--seed must be a whole number/],
    [["letters", "--seed", "4294967296"], /--seed must be a whole number from 0 to 4294967295/],
    [["letters", "--seed", "x"], /--seed must be a whole number/],
    [["letters", "picks"], /options are name:value/],
    [["letters", "picks:vvvvvvvvv"], /at least 3 vowels and 4 consonants/],
    [["letters", "--frobnicate"], /Unknown option '--frobnicate'/],
    [["numbers", "--seed", "-1"], /'--seed' argument is ambiguous/],
  ])("refuses %j with one line and a non-zero exit", async (args, message) => {
    const { code, out, err } = await lexicord(args);
    expect(code).not.toBe(0);
    expect(out).toBe("");
    expect(err).toMatch(message);
    expect(err.trim().split("\n")).toHaveLength(1);
  });
});
