// The `lexicord` command: start (the bot, or local play without a token), play, solve, deal,
// migrate-store, deploy-commands. Configuration comes from the environment and .env (dotenv).

// Each command imports what it needs when it runs (bin/lexicord.js bundles each dynamic import
// as a chunk of its own), so `solve` never loads discord.js and `--version` loads nothing.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import v8 from "node:v8";
import dotenv from "dotenv";
import { echoed } from "./cli/echo.ts";
import type { CommandList } from "./discord/context.ts";
import { PROJECT_ROOT } from "./project-root.ts";

/** The command list lives in commands/, above src/: the entry point hands over a loader. */
export type LoadCommands = () => Promise<CommandList>;

const COMMANDS_USAGE = `lexicord: word and number games for Discord

  lexicord start              start the bot; with no DISCORD_TOKEN, local play in this terminal
  lexicord start-sharded      start the bot as one process per shard (SHARDS: auto or a number)
  lexicord play               local play in this terminal, on the same database (DATABASE_PATH)
  lexicord migrate-store      copy the database to PostgreSQL or back (lexicord migrate-store --help)
  lexicord deploy-commands    register the slash commands (in DISCORD_GUILD_ID if set, else globally),
                              and with ACTIVITY_PORT set the Entry Point that opens live play (always global)
  lexicord solve <game> ...   solve a board (lexicord solve --help)
  lexicord deal <game>        print a board the bot would deal ([--seed N] [--json])
  lexicord --version          print the version
`;

/** The exit code: 1 when local play cannot start (said on stderr in one line). */
async function localPlay(): Promise<number> {
  const { startLocalPlay } = await import("./console/local-play.ts");
  const { colourWelcome } = await import("./console/countdown.ts");
  const { databasePath } = await import("./store/open.ts");
  const failed = await startLocalPlay({ input: process.stdin, output: process.stdout, databasePath: databasePath(), env: process.env, colour: colourWelcome(process.env) });
  if (failed !== null) process.stderr.write(`${failed}\n`);
  return failed === null ? 0 : 1;
}

async function main(argv: string[], loadCommands: LoadCommands): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "solve": {
      keepYoungGenerationSmall();
      const { solveCommand } = await import("./cli/solve.ts");
      return solveCommand(rest, process.stdout, process.stderr);
    }
    case "deal": {
      const { dealCommand } = await import("./cli/deal.ts");
      return dealCommand(rest, process.stdout, process.stderr);
    }
    case "start": {
      if (!process.env.DISCORD_TOKEN?.trim()) {
        process.stdout.write("No DISCORD_TOKEN set: starting local play (see README to run the Discord bot).\n");
        return localPlay();
      }
      const { startBot } = await import("./discord/index.ts");
      const started = await startBot(process.env, await loadCommands());
      if (started.ok) return 0;
      process.stderr.write(`${started.error}\n`);
      return 1;
    }
    case "start-sharded": {
      const { startShardedFromEnv } = await import("./discord/index.ts");
      const started = await startShardedFromEnv(process.env);
      if (started.ok) return 0;
      process.stderr.write(`${started.error}\n`);
      return 1;
    }
    case "play":
      return localPlay();
    case "migrate-store": {
      const { migrateStoreCommand } = await import("./cli/migrate-store.ts");
      return migrateStoreCommand(rest, process.stdout, process.stderr);
    }
    case "deploy-commands": {
      const { deployCommandsFromEnv } = await import("./discord/index.ts");
      const deployed = await deployCommandsFromEnv(process.env, await loadCommands());
      (deployed.ok ? process.stdout : process.stderr).write(`${deployed.message}\n`);
      return deployed.ok ? 0 : 1;
    }
    case undefined:
    case "help":
    case "--help":
    case "-h": {
      const { solveUsage } = await import("./cli/solve.ts");
      process.stdout.write(`${COMMANDS_USAGE}\n${solveUsage()}\n`);
      return 0;
    }
    case "--version":
    case "-V":
    case "version":
      process.stdout.write(`lexicord ${version()}\n`);
      return 0;
    default:
      process.stderr.write(`lexicord: Unknown command "${echoed(command)}". Try: lexicord help\n`);
      return 2;
  }
}

/** A batch keeps each list's tables and words for its whole run, so most of what it makes
 *  survives a scavenge and V8 doubled its young generation to 16 MB (4 MB more at the peak of
 *  24 requests, 14 MB over 960). Set now, the growth factor keeps it at its first size:
 *  V8 clamps the factor to 2 or more only when it reads flags at start. */
function keepYoungGenerationSmall(): void {
  v8.setFlagsFromString("--semi-space-growth-factor=1");
}

/** The version in package.json. */
function version(): string {
  const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as { version?: string };
  return manifest.version ?? "unknown";
}

/** Runs `lexicord <argv>` in this process and returns the exit code. */
export async function runCli(argv: string[], loadCommands: LoadCommands): Promise<number> {
  // A reader that stops early (`| head`) closes the pipe: that is the end of the output, not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(process.exitCode ?? 0);
  });
  dotenv.config({ quiet: true });
  return main(argv, loadCommands);
}
