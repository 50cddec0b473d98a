// Compiles src/solvers/boggle/assembly/walk.ts into src/solvers/boggle/walk-wasm.ts.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../src/project-root.ts";
import { WALK_MODULE, compileWalk, walkModuleText } from "./wasm/compile-walk.ts";

const binary = await compileWalk();
writeFileSync(join(PROJECT_ROOT, WALK_MODULE), walkModuleText(binary));
console.log(`${WALK_MODULE}: ${binary.length} bytes of WebAssembly`);
