// Answers acknowledged while the database was out of reach, kept in a local file until they are
// saved: each written and flushed to disk before the player's receipt, the file removed once
// every one is saved, and read back at the next start if the process died first. JSON lines,
// oldest first; a line torn by a crash mid-write is skipped (that answer had no receipt).

import { closeSync, existsSync, fdatasyncSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import type { NewAnswer } from "../games/model.ts";

export interface AnswerSpool {
  /** Durably, before the answer is acknowledged. */
  add(answer: NewAnswer): void;
  /** Every answer spooled is saved (or given up): nothing is left to replay. */
  clear(): void;
  /** What a process before this one left unsaved, oldest first. */
  left(): NewAnswer[];
}

/** One file per set of shards, in `dir` (the SQLite file's folder, data/ by default): the
 *  process that serves those shards next replays it. */
export function spoolPath(dir: string, shards: readonly number[]): string {
  return join(dir, `unsaved-answers-shard-${shards.join("-")}.jsonl`);
}

export function fileSpool(path: string): AnswerSpool {
  let fd: number | null = null;
  return {
    add(answer) {
      if (fd === null) {
        mkdirSync(dirname(path), { recursive: true });
        fd = openSync(path, "a");
      }
      writeSync(fd, `${JSON.stringify(answer)}\n`);
      fdatasyncSync(fd);
    },
    clear() {
      if (fd !== null) closeSync(fd);
      fd = null;
      rmSync(path, { force: true });
    },
    left() {
      if (!existsSync(path)) return [];
      return readFileSync(path, "utf8").split("\n").flatMap((line) => {
        try {
          return line === "" ? [] : [JSON.parse(line) as NewAnswer];
        } catch {
          return [];
        }
      });
    },
  };
}

/** No file: answers waiting to be saved live in memory only (tests, local play). */
export const noSpool: AnswerSpool = { add: () => {}, clear: () => {}, left: () => [] };
