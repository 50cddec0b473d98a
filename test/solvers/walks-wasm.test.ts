// The compiled walks that ship (src/solvers/walks-wasm.ts) are what their AssemblyScript
// sources compile to today: an edit to a source without `npm run build:wasm` fails here.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/project-root.ts";
import { WALKS_MODULE, compileWalks, walksModuleText } from "../../scripts/wasm/compile-walks.ts";

describe("the trie walks' WebAssembly", () => {
  it("matches a fresh compile of src/solvers/assembly/", async () => {
    const shipped = readFileSync(join(PROJECT_ROOT, WALKS_MODULE), "utf8");
    expect(shipped === walksModuleText(await compileWalks()), "run `npm run build:wasm`").toBe(true);
  });
});
