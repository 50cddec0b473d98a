// `lexicord deal` in process, for the tests: the command function with in-memory streams, and
// the real binary in a child process.

import { execFile } from "node:child_process";
import { Writable } from "node:stream";
import { promisify } from "node:util";
import { dealCommand } from "../../src/cli/deal.ts";

/** Collects what is written, as text. */
function sink(): Writable & { text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return Object.assign(stream, { text: () => chunks.join("") });
}

/** Runs `lexicord deal <args>` in this process. */
export async function lexicordDeal(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out = sink(), err = sink();
  const code = await dealCommand(args, out, err);
  return { code, out: out.text(), err: err.text() };
}

/** Runs `bin/lexicord.js deal <args>` in a child process; rejects on a non-zero exit. */
export async function lexicordDealBinary(args: string[]): Promise<{ out: string; err: string }> {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ["bin/lexicord.js", "deal", ...args], { encoding: "utf8" });
  return { out: stdout, err: stderr };
}
