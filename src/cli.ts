// The `lexicord` command: start (the bot, or local play without a token), solve, deal,
// deploy-commands.

import { solveCommand, solveUsage } from "./cli/solve.ts";

const USAGE = `lexicord: word and number games for Discord

  lexicord start              start the bot (local play in this terminal if DISCORD_TOKEN is unset)
  lexicord solve <game> ...   solve a board (lexicord solve --help)

${solveUsage()}
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "solve":
      return solveCommand(rest, process.stdout, process.stderr);
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
