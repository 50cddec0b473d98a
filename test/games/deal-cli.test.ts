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

  it("prints only the board's own fields in JSON, not the piles emptied by the deal", async () => {
    const board = async (game: string) => JSON.parse((await lexicord([game, "--seed", "3", "--json"])).out).board;
    expect(Object.keys(await board("letters"))).toEqual(["letters"]);
    expect(Object.keys(await board("numbers"))).toEqual(["numbers", "target"]);
    expect(Object.keys(await board("boggle"))).toEqual(["size", "tiles"]);
  });

  it.each([
    [["chess", "--json"], 'Unknown game "chess": letters, numbers, conundrum, boggle, letterpress, letterboxed.', 2],
    [["letters", "--json", "--frobnicate"], "Unknown option '--frobnicate'.", 2],
    [["numbers", "--json", "--seed", "-1"], "--seed must be a whole number from 0 to 4294967295.", 2],
    [["letters", "--json", "picks:vvvvvvvvv"], "Picks need at least 3 vowels and 4 consonants; \"vvvvvvvvv\" has 9 vowels.", 1],
  ])("under --json, refuses %j with one JSON object on stdout and a non-zero exit", async (args, error, exit) => {
    const { code, out, err } = await lexicord(args as string[]);
    expect({ code, err }).toEqual({ code: exit, err: "" });
    expect(out.endsWith("\n") && JSON.parse(out)).toEqual({ error });
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
    [["chess"], /Unknown game "chess"/],
    [[], /Name a game/],
    [["letters", "--seed=-1"], /--seed must be a whole number/],
    [["letters", "--seed", "4294967296"], /--seed must be a whole number from 0 to 4294967295/],
    [["letters", "--seed", "x"], /--seed must be a whole number/],
    [["letters", "picks"], /Options are name:value/],
    [["letters", "picks:vvvvvvvvv"], /at least 3 vowels and 4 consonants/],
    [["letters", "--frobnicate"], /Unknown option '--frobnicate'/],
    [["numbers", "--seed", "-1"], /^lexicord deal numbers: --seed must be a whole number from 0 to 4294967295\.$/m],
    [["numbers", "large:-1"], /^lexicord deal numbers: Large must be between 0 and 4\.$/m],
    [["letters", "duration:-30"], /Duration must be between 10 and 300\./],
    [["x".repeat(1 << 20)], /^lexicord deal: Unknown game "x{39}…": letters/],
  ])("refuses %j with one line and a non-zero exit", async (args, message) => {
    const { code, out, err } = await lexicord(args);
    expect(code).not.toBe(0);
    expect(out).toBe("");
    expect(err).toMatch(message);
    expect(err.trim().split("\n")).toHaveLength(1);
  });
});
