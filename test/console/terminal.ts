// Test helper: local play in this process over streams, with a manual clock, read as text.

import { PassThrough, Writable } from "node:stream";
import { onTestFinished } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import type { Logger } from "../../src/games/engine/ports.ts";
import type { GameRules } from "../../src/games/rules.ts";
import { startLocalPlay } from "../../src/console/local-play.ts";
import type { GameName } from "../../src/games/model.ts";

export interface Terminal {
  readonly clock: ManualClock;
  /** Resolves when local play ends: null, or the one line saying why it could not start. */
  readonly done: Promise<string | null>;
  /** Everything printed so far. */
  text(): string;
  /** Types lines. */
  type(...lines: string[]): void;
  /** Resolves with the output printed after `from` once it matches. */
  until(pattern: RegExp, from?: number): Promise<string>;
  /** Types a line and resolves with what was printed in reply, once it matches. */
  say(line: string, pattern: RegExp): Promise<string>;
  end(): void;
}

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

export interface TerminalOptions {
  readonly rules?: ReadonlyMap<GameName, GameRules>;
  readonly player?: string;
  readonly start?: number;
  /** Streams that say they are a terminal (a prompt, redrawn), in colour if `colour`. */
  readonly tty?: boolean;
  readonly colour?: boolean;
  /** The environment local play reads (ACTIVITY_PORT), and the live page's files. */
  readonly env?: NodeJS.ProcessEnv;
  readonly liveClientDir?: string;
}

export function terminal(databasePath: string, options: TerminalOptions = {}): Terminal {
  const clock = manualClock(options.start ?? Date.UTC(2026, 0, 5, 12));
  const input = new PassThrough();
  let printed = "";
  const listeners = new Set<() => void>();
  const output = new Writable({
    write(chunk, _encoding, callback) {
      printed += String(chunk);
      for (const listener of listeners) listener();
      callback();
    },
  });
  if (options.tty) Object.assign(input, { isTTY: true }) && Object.assign(output, { isTTY: true, columns: 80 });
  const done = startLocalPlay({
    input, output, databasePath, clock, logger: quiet, player: options.player ?? "Ann", colour: options.colour === true, ...(options.rules ? { rules: options.rules } : {}),
    ...(options.env ? { env: options.env } : {}), ...(options.liveClientDir ? { liveClientDir: options.liveClientDir } : {}),
  });
  onTestFinished(async () => {
    input.end();
    clock.advance(3_600_000);
    await done;
  });

  const until = (pattern: RegExp, from = 0): Promise<string> =>
    new Promise((resolve) => {
      const check = (): void => {
        const seen = printed.slice(from);
        if (!pattern.test(seen)) return;
        listeners.delete(check);
        resolve(seen);
      };
      listeners.add(check);
      check();
    });

  return {
    clock,
    done,
    text: () => printed,
    type: (...lines) => input.write(lines.map((l) => `${l}\n`).join("")),
    until,
    say(line, pattern) {
      const from = printed.length;
      input.write(`${line}\n`);
      return until(pattern, from);
    },
    end: () => input.end(),
  };
}
