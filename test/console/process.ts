// Test helper: the real `lexicord` process in local play, driven through its standard input
// and read from its standard output.

import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { onTestFinished } from "vitest";

export interface Played {
  readonly child: ChildProcessWithoutNullStreams;
  /** stdout so far. */
  out(): string;
  err(): string;
  /** Resolves with stdout printed after `from` once it matches `pattern`. */
  until(pattern: RegExp, from?: number): Promise<string>;
  /** Types a line; resolves with what was printed after it once that matches `pattern`. */
  say(line: string, pattern: RegExp): Promise<string>;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
}

/** `script` (util-linux) runs a command in a pseudo-terminal, as a person at a terminal would. */
export const HAS_SCRIPT = spawnSync("script", ["--version"]).status === 0;

/** `inTerminal`: standard input and output are a terminal (needs HAS_SCRIPT); else pipes. */
export function lexicord(args: string[], databasePath: string, env: NodeJS.ProcessEnv = {}, inTerminal = false): Played {
  const command = [process.execPath, "bin/lexicord.js", ...args];
  const [file, argv] = inTerminal ? ["script", ["-qfec", command.map((a) => `'${a}'`).join(" "), "/dev/null"]] : [command[0], command.slice(1)];
  const child = spawn(file, argv, {
    env: { ...process.env, DATABASE_PATH: databasePath, DISCORD_TOKEN: "", LOG_LEVEL: "warn", ...env },
  });
  let out = "";
  let err = "";
  const waiters = new Set<() => void>();
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
    for (const check of waiters) check();
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => void (err += chunk));
  const exit = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });

  const until = (pattern: RegExp, from = 0): Promise<string> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        if (!pattern.test(out.slice(from))) return;
        waiters.delete(check);
        resolve(out.slice(from));
      };
      waiters.add(check);
      void exit.then(() => {
        if (waiters.delete(check)) reject(new Error(`exited before ${pattern}; stdout:\n${out}\nstderr:\n${err}`));
      });
      check();
    });

  return {
    child,
    out: () => out,
    err: () => err,
    until,
    say(line, pattern) {
      const from = out.length;
      child.stdin.write(`${line}\n`);
      return until(pattern, from);
    },
    exited: () => exit,
  };
}
