// Compiles the AssemblyScript trie walks to WebAssembly: `npm run build:wasm` writes them into
// src/solvers/walks-wasm.ts, and a test checks that file against a fresh compile.
import asc from "assemblyscript/asc";
import { PROJECT_ROOT } from "../../src/project-root.ts";

export const WALKS_SOURCE = "src/solvers/assembly/index.ts";
export const WALKS_MODULE = "src/solvers/walks-wasm.ts";

export async function compileWalks(): Promise<Uint8Array> {
  let binary: Uint8Array | undefined;
  const errors: string[] = [];
  const { error } = await asc.main([WALKS_SOURCE, "--baseDir", PROJECT_ROOT, "-O3", "--initialMemory", "1", "--runtime", "stub", "--noAssert", "--outFile", "walks.wasm"], {
    writeFile: (name, contents) => {
      if (name.endsWith(".wasm") && typeof contents !== "string") binary = contents;
    },
    stdout: { write: () => true },
    stderr: { write: (text: string | Uint8Array) => (errors.push(String(text)), true) },
  });
  if (error || !binary) throw new Error(`${WALKS_SOURCE} did not compile: ${error?.message ?? ""}\n${errors.join("")}`);
  return binary;
}

/** The TypeScript module that carries the compiled walks, so tsx, vitest and the bundle all find it. */
export function walksModuleText(binary: Uint8Array): string {
  return (
    `// Made by \`npm run build:wasm\` from assembly/: do not edit (a test checks it is current).\n` +
    `export const WALKS_WASM = "${Buffer.from(binary).toString("base64")}";\n`
  );
}
