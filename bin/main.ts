// The program: the command list (commands/) handed down to the CLI, so nothing in src/
// reaches back up for it. bin/lexicord.js runs it.
import { runCli } from "../src/cli.ts";

process.exitCode = await runCli(process.argv.slice(2), async () => (await import("../commands/index.ts")).COMMANDS);
