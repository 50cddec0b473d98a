// The CLI's memory (issue 25): one batch answering every game in every word list, each list's
// tables kept for the whole run, peaks under 100 MB resident (about 92 MB when written).

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DICTIONARY_NAMES } from "../../src/solvers/dictionary/index.ts";

const REQUESTS = [
  { game: "letters", letters: "mhircoact" },
  { game: "numbers", numbers: [25, 50, 75, 100, 3, 6], target: 952 },
  { game: "conundrum", letters: "tacmorich" },
  { game: "boggle", board: "abcd efgh ijkl mnop" },
  { game: "letterpress", letters: "phosphatidylethanolamines" },
  { game: "letterboxed", sides: "rme wcl tgk api" },
];

/** Loaded before the CLI: says the process's peak resident memory (kB) as it exits (its own:
 *  a build of the bundle, after a source changed, is another process's). */
const PEAK_ON_EXIT = `data:text/javascript,${encodeURIComponent('process.on("exit",()=>process.stderr.write("peak "+process.resourceUsage().maxRSS+"\\n"));')}`;

describe("lexicord solve --batch memory", () => {
  it("answers six games in each of the four lists at a peak of at most 100 MB", () => {
    const input = DICTIONARY_NAMES.flatMap((dict) => REQUESTS.map((r) => JSON.stringify({ ...r, dict }) + "\n")).join("");
    const run = spawnSync(process.execPath, ["--import", PEAK_ON_EXIT, "bin/lexicord.js", "solve", "--batch"], { input, encoding: "utf8" });
    expect(run.status).toBe(0);
    const results = run.stdout.trim().split("\n").map((line) => JSON.parse(line) as { error?: string });
    expect(results).toHaveLength(DICTIONARY_NAMES.length * REQUESTS.length);
    expect(results.filter((r) => r.error !== undefined)).toEqual([]);
    const peakMb = Number(/^peak (\d+)$/m.exec(run.stderr)?.[1]) / 1024;
    expect(peakMb).toBeGreaterThan(0);
    expect(peakMb).toBeLessThanOrEqual(100);
  });
});
