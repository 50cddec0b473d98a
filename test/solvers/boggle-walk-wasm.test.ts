// The compiled walk that ships (src/solvers/boggle/walk-wasm.ts) is what its AssemblyScript
// source compiles to today: an edit to the source without `npm run build:wasm` fails here.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/project-root.ts";
import { WALK_MODULE, compileWalk, walkModuleText } from "../../scripts/wasm/compile-walk.ts";

describe("the Boggle walk's WebAssembly", () => {
  it("matches a fresh compile of assembly/walk.ts", async () => {
    const shipped = readFileSync(join(PROJECT_ROOT, WALK_MODULE), "utf8");
    expect(shipped === walkModuleText(await compileWalk()), "run `npm run build:wasm`").toBe(true);
  });
});
