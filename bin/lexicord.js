#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx: no build step, so `npm start`,
// `npx lexicord` and the tests always run the code that is checked in. The entry point hands
// the command list (commands/) down to the bot, so nothing in src/ reaches back up for it.
import { register } from "tsx/esm/api";

register();
const { runCli } = await import("../src/cli.ts");
process.exitCode = await runCli(process.argv.slice(2), async () => (await import("../commands/index.ts")).COMMANDS);
