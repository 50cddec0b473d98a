// The layers as ARCHITECTURE.md draws them, checked on every import in the tree.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(dir, f));
}

/** Every `from "…"` in the file (imports and re-exports, static and dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import\()\s*"([^"]+)"/gu)].map((m) => m[1]!);
}

const offenders = (dir: string, forbidden: (spec: string, file: string) => boolean): string[] =>
  sources(dir).flatMap((file) => importsOf(file).filter((spec) => forbidden(spec, file)).map((spec) => `${file} → ${spec}`));

describe("layers", () => {
  it("nothing under src/ imports commands/", () => {
    expect(offenders("src", (spec) => /(^|\/)commands\//u.test(spec) && spec.startsWith("../"))).toEqual([]);
  });

  it("only src/discord and commands/ import discord.js", () => {
    const outside = ["src/games", "src/solvers", "src/store", "src/console", "src/cli", "src/live", "web"];
    expect(outside.flatMap((dir) => offenders(dir, (spec) => spec === "discord.js" || spec.startsWith("@discordjs/")))).toEqual([]);
  });

  it("live play's server imports no adapter: local play and the bot each compose it", () => {
    expect(offenders("src/live", (spec) => /^\.\.\/(discord|console|cli)\b/u.test(spec))).toEqual([]);
  });

  it("solvers import nothing of ours outside src/solvers", () => {
    expect(offenders("src/solvers", (spec) => /^\.\.\/(\.\.\/)?(games|store|discord|console|cli)\b/u.test(spec))).toEqual([]);
  });

  it("above the store, only the engine's ports name the store's interfaces", () => {
    const above = ["src/games", "src/discord", "src/console", "src/cli", "commands"];
    const allowed = (file: string) => file === join("src", "games", "engine", "ports.ts");
    expect(above.flatMap((dir) => offenders(dir, (spec, file) => spec.includes("store/types") && !allowed(file)))).toEqual([]);
  });

  it("the game's own words import nothing from the store", () => {
    expect(importsOf("src/games/model.ts")).toEqual([]);
  });
});
