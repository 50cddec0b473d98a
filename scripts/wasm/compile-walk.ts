// Compiles the AssemblyScript Boggle walk to WebAssembly: `npm run build:wasm` writes it into
// src/solvers/boggle/walk-wasm.ts, and a test checks that file against a fresh compile.
import asc from "assemblyscript/asc";
import { PROJECT_ROOT } from "../../src/project-root.ts";

export const WALK_SOURCE = "src/solvers/boggle/assembly/walk.ts";
export const WALK_MODULE = "src/solvers/boggle/walk-wasm.ts";

export async function compileWalk(): Promise<Uint8Array> {
  let binary: Uint8Array | undefined;
  const errors: string[] = [];
  const { error } = await asc.main([WALK_SOURCE, "--baseDir", PROJECT_ROOT, "-O3", "--initialMemory", "1", "--runtime", "stub", "--noAssert", "--outFile", "walk.wasm"], {
    writeFile: (name, contents) => {
      if (name.endsWith(".wasm") && typeof contents !== "string") binary = contents;
    },
    stdout: { write: () => true },
    stderr: { write: (text: string | Uint8Array) => (errors.push(String(text)), true) },
  });
  if (error || !binary) throw new Error(`${WALK_SOURCE} did not compile: ${error?.message ?? ""}\n${errors.join("")}`);
  return binary;
}

/** The TypeScript module that carries the compiled walk, so tsx, vitest and the bundle all find it. */
export function walkModuleText(binary: Uint8Array): string {
  return (
    `// Made by \`npm run build:wasm\` from assembly/walk.ts: do not edit (a test checks it is current).\n` +
    `export const WALK_WASM = "${Buffer.from(binary).toString("base64")}";\n`
  );
}
