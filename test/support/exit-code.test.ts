// A failed test must fail the run (and CI): the PostgreSQL global setup once exited 0 from its
// library's exit hook, which turned every failing run green.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";

it("a failing test fails the run, with the PostgreSQL server set up", () => {
  const dir = mkdtempSync(join(tmpdir(), "lexicord-exit-"));
  writeFileSync(join(dir, "fails.test.ts"), 'import { it, expect } from "vitest";\nit("fails", () => expect(1).toBe(2));\n');
  const setup = resolve("test/support/postgres-server.ts");
  writeFileSync(join(dir, "vitest.config.ts"), `export default { test: { include: ["*.test.ts"], globalSetup: [${JSON.stringify(setup)}] } };\n`);
  const run = spawnSync(process.execPath, [resolve("node_modules/vitest/vitest.mjs"), "run", "--root", dir], { encoding: "utf8", timeout: 60_000 });
  expect(run.stdout + run.stderr).toMatch(/1 failed/);
  expect(run.status).toBe(1);
}, 60_000);
