// Plays a letters round in local play (the real `lexicord play` process) and photographs the
// terminal: what was typed, then what Lexicord printed.
// npm run screenshots (needs Debian's chromium; writes docs/local-play.png)

import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { photograph } from "./message-html.ts";

const child = spawn(process.execPath, ["bin/lexicord.js", "play"], {
  env: { ...process.env, DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "lexicord-shot-")), "db"), DISCORD_TOKEN: "", LOG_LEVEL: "silent", NO_COLOR: "1" },
});
let out = "";
let shown = 0;
const transcript: string[] = [];
child.stdout.setEncoding("utf8").on("data", (chunk: string) => void (out += chunk));
const flush = () => {
  transcript.push(out.slice(shown));
  shown = out.length;
};
const until = async (pattern: RegExp) => {
  while (!pattern.test(out.slice(shown))) await new Promise((r) => setTimeout(r, 50));
};
const type = (line: string) => {
  flush();
  transcript.push(`<b>&gt; ${line}</b>\n`);
  child.stdin.write(`${line}\n`);
};

await until(/\S/);
type("/as Ann");
await until(/Ann/);
type("/letters picks:cvccvcvcc duration:15");
await until(/[A-Z](?: [A-Z]){8}|[A-Z]{9}/);
const letters = (/\b([A-Z](?: [A-Z]){8})\b/.exec(out.slice(shown)) ?? /\b([A-Z]{9})\b/.exec(out.slice(shown)))?.[1]?.replace(/ /g, "").toLowerCase() ?? "";
const words = wordsFromLetters(loadDictionary("british"), letters).sort((a, b) => b.length - a.length);
type(words[Math.min(3, words.length - 1)] ?? "tea");
await until(/\S/);
await until(/[Rr]esults|wins|Dictionary Corner/);
await new Promise((r) => setTimeout(r, 500));
flush();
child.stdin.end();
child.kill();

const esc = (s: string) => s.replace(/&(?!gt;)/g, "&amp;").replace(/<(?!\/?b>)/g, "&lt;");
const html = `<!doctype html><meta charset="utf-8"><style>
body { margin: 0; background: #1e1e1e; color: #d4d4d4; font: 14px/1.45 "DejaVu Sans Mono", monospace; }
pre { margin: 0; padding: 14px 16px; white-space: pre-wrap; } b { color: #7ee787; font-weight: normal; }
</style><pre>${transcript.map(esc).join("")}</pre>`;
await photograph({ "local-play": html }, 560);
console.log("docs/local-play.png");
