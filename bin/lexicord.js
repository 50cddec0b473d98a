#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx: no build step, so `npm start`,
// `npx lexicord` and the tests always run the code that is checked in.
import { register } from "tsx/esm/api";

register();
await import("../src/cli.ts");
