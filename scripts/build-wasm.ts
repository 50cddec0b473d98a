// Compiles src/solvers/assembly/ into src/solvers/walks-wasm.ts.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../src/project-root.ts";
import { WALKS_MODULE, compileWalks, walksModuleText } from "./wasm/compile-walks.ts";

const binary = await compileWalks();
writeFileSync(join(PROJECT_ROOT, WALKS_MODULE), walksModuleText(binary));
console.log(`${WALKS_MODULE}: ${binary.length} bytes of WebAssembly`);
