// Plays a Boggle round through the real bot and the fake Discord, then photographs the board
// and the results as Discord's dark theme shows them, at phone and desktop width.
// npm run screenshots (needs Debian's chromium; writes docs/*.png)

import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { Harness } from "../../test/support/bot-harness.ts";
import { loadDictionary, type DictName } from "../../src/solvers/dictionary/index.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";

import type { StoredMessage } from "../../test/support/fake-discord/index.ts";
import { messageHtml, pageHtml, type Names } from "./message-html.ts";

/** The message with its attachments as data URLs: the fake keeps the bytes, not a CDN. */
function withPictures(h: Harness, message: StoredMessage): StoredMessage {
  const uploads = h.fake.calls.filter((c) => c.message?.id === message.id).flatMap((c) => c.files);
  const dataUrl = (name: string) => {
    const file = uploads.findLast((f) => f.name === name);
    return file ? `data:${file.contentType};base64,${file.data.toString("base64")}` : "";
  };
  return { ...message, attachments: message.attachments.map((a) => ({ ...a, url: dataUrl(a.filename) })) };
}

const h = await Harness.start({ seeds: [20261126] });
try {
  const names: Names = { [h.alice.id]: "alice", [h.bob.id]: "bob" };
  const board = await h.publicReply(h.command(h.alice, "boggle", { options: { duration: 120 } }));
  const view = h.bot.engine.roundIn(h.games);
  if (!view) throw new Error("no round running");
  const { dict } = view.round.options as { dict: DictName };
  const words = solveBoggle(loadDictionary(dict), view.round.board as { size: number; tiles: string[] }).words;
  const longest = [...words].sort((a, b) => b.length - a.length);
  await h.privateReply(h.command(h.alice, "guess", { options: { answer: [longest[3], longest[9], words[0], words[4]].join(" ") } }));
  await h.privateReply(h.command(h.bob, "guess", { options: { answer: [longest[5], words[0], words[7]].join(" ") } }));
  const boardHtml = messageHtml(withPictures(h, h.current(board)), names, Date.now());
  const results = await h.publicReply(h.command(h.alice, "stop"));
  await h.settle();
  const pages = { "round-board": pageHtml([boardHtml]), "round-results": pageHtml([messageHtml(withPictures(h, h.current(results)), names, Date.now())]) };

  mkdirSync("docs", { recursive: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"] });
  for (const [name, html] of Object.entries(pages)) {
    for (const [suffix, width] of [["phone", 390]] as const) {
      const page = await browser.newPage({ viewport: { width, height: 400 }, deviceScaleFactor: 2 });
      await page.setContent(html, { waitUntil: "networkidle" });
      await page.screenshot({ path: `docs/${name}-${suffix}.png`, fullPage: true });
      await page.close();
    }
  }
  await browser.close();
  console.log("docs/round-board-*.png, docs/round-results-*.png");
} finally {
  await h.stop();
}
