// Plays a Boggle round through the real bot and the fake Discord, then photographs the board
// and the results as Discord's dark theme shows them on a phone.
// npm run screenshots (needs Debian's chromium; writes docs/*.png)

import { Harness } from "../../test/support/bot-harness.ts";
import { loadDictionary, type DictName } from "../../src/solvers/dictionary/index.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { messageHtml, pageHtml, photograph, withPictures, type Names } from "./message-html.ts";

const h = await Harness.start({ seeds: [20261126] });
try {
  const names: Names = { [h.alice.id]: "alice", [h.bob.id]: "bob" };
  const board = await h.publicReply(h.command(h.alice, "boggle", { options: { duration: 120 } }));
  const view = await h.bot.engine.roundIn(h.games);
  if (!view) throw new Error("no round running");
  const { dict } = view.round.options as { dict: DictName };
  const words = solveBoggle(loadDictionary(dict), view.round.board as { size: number; tiles: string[] }).words;
  const longest = [...words].sort((a, b) => b.length - a.length);
  await h.privateReply(h.command(h.alice, "guess", { options: { answer: [longest[3], longest[9], words[0], words[4]].join(" ") } }));
  await h.privateReply(h.command(h.bob, "guess", { options: { answer: [longest[5], words[0], words[7]].join(" ") } }));
  const boardHtml = messageHtml(withPictures(h, h.current(board)), names, Date.now());
  const results = await h.publicReply(h.command(h.alice, "stop"));
  await h.settle();

  await photograph({ "round-board-phone": pageHtml([boardHtml]), "round-results-phone": pageHtml([messageHtml(withPictures(h, h.current(results)), names, Date.now())]) }, 390);
  console.log("docs/round-board-phone.png, docs/round-results-phone.png");
} finally {
  await h.stop();
}
