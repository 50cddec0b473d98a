// The Activity's web client as built for the live server (src/live/client-files.ts): a page and
// its assets, holding the board's code and never a word list (the server judges every word).

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { activityClientDir } from "../../src/live/client-files.ts";

let dir: string;
let shipped: string[];
beforeAll(async () => {
  dir = await activityClientDir();
  shipped = readdirSync(dir).filter((f) => !f.endsWith(".map"));
}, 60_000);

it("builds index.html with the script and styles it names, once for each version of web/", async () => {
  expect(shipped.sort()).toEqual(["activity.css", "activity.js", "index.html"]);
  const page = readFileSync(join(dir, "index.html"), "utf8");
  expect(page).toContain('src="./activity.js"');
  expect(page).toContain('href="./activity.css"');
  expect(await activityClientDir()).toBe(dir);
});

it("holds no dictionary: a fraction of any list's size, and few of its long words", () => {
  const bytes = shipped.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
  const text = shipped.map((f) => readFileSync(join(dir, f), "utf8")).join("\n").toLowerCase();
  const inBundle = new Set(text.match(/[a-z]{7,}/gu));
  const longWords = readFileSync("dict/british.txt", "utf8").split("\n").filter((w) => w.length >= 7);
  const found = longWords.filter((w) => inBundle.has(w));
  console.log(`Activity bundle: ${(bytes / 1024).toFixed(0)} KB; ${found.length} of the british list's ${longWords.length} words of 7+ letters occur in it (code and UI words)`);
  // The smallest list (common.txt) is 340 KB and british.txt 1.1 MB; the client is the SDK and the UI.
  expect(bytes).toBeLessThan(300 * 1024);
  expect(found.length).toBeLessThan(longWords.length / 100);
});
