// The `lexicord` command: start (the bot, or local play without a token), solve, deal,
// deploy-commands.

import { solveCommand, solveUsage } from "./cli/solve.ts";
import { startLocalPlay } from "./console/local-play.ts";
import { databasePath } from "./store/open.ts";

const USAGE = `lexicord: word and number games for Discord

  lexicord start              start the bot (local play in this terminal if DISCORD_TOKEN is unset)
  lexicord play               local play in this terminal, on the same database (DATABASE_PATH)
  lexicord solve <game> ...   solve a board (lexicord solve --help)

${solveUsage()}
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "solve":
      return solveCommand(rest, process.stdout, process.stderr);
    case "start":
      if (process.env.DISCORD_TOKEN?.trim()) {
        process.stderr.write("lexicord start: the Discord bot is not wired into this command yet; unset DISCORD_TOKEN for local play.\n");
        return 2;
      }
      await startLocalPlay({ input: process.stdin, output: process.stdout, databasePath: databasePath() });
      return 0;
    case "play":
      await startLocalPlay({ input: process.stdin, output: process.stdout, databasePath: databasePath() });
      return 0;
    case undefined:
    case "help":
    case "--help":
    case "-h":
      process.stdout.write(USAGE);
      return 0;
    default:
      process.stderr.write(`lexicord: unknown command "${command}". Try: lexicord help\n`);
      return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
