// Plays a short /countdown game for two through the real bot and the fake Discord on a manual
// clock, then photographs the game's channel as Discord's dark theme shows it on a phone.
// npm run screenshots (needs Debian's chromium; writes docs/countdown-game-phone.png)

import { manualClock } from "../../src/games/engine/clock.ts";
import { BETWEEN_ROUNDS_SECONDS } from "../../src/games/countdown/progress.ts";
import { Harness, buttonId } from "../../test/support/bot-harness.ts";
import { bestAnswer } from "../../test/games/best-answer.ts";
import { messageHtml, pageHtml, photograph, withPictures, type Names } from "./message-html.ts";

const clock = manualClock(Date.now());
const h = await Harness.start({ clock, seeds: [11, 12, 13, 14, 15, 16, 17, 18] });
try {
  const names: Names = { [h.alice.id]: "alice", [h.bob.id]: "bob" };
  const lobby = await h.publicReply(h.command(h.alice, "countdown", { subcommand: "start", options: {} }));
  await h.click(h.bob, lobby, buttonId(h.current(lobby), "Join"));
  const start = await h.click(h.alice, lobby, buttonId(h.current(lobby), "Start"));
  await h.edited(start.id);
  await h.settle();
  const channelId = h.fake.threadsOf(h.games)[0]?.id ?? h.games;
  for (let turn = 0; turn < 7; turn++) {
    if (await h.bot.engine.roundIn(channelId) === null) {
      clock.advance(BETWEEN_ROUNDS_SECONDS * 1000);
      await h.settle();
    }
    let view = await h.bot.engine.roundIn(channelId);
    if (view?.round.state === "picking") {
      clock.advance(20_000);
      await h.settle();
      view = await h.bot.engine.roundIn(channelId);
    }
    if (!view || view.round.state !== "running") break;
    const best = bestAnswer(view.round);
    if (best) await h.privateReply(h.command(turn % 2 ? h.bob : h.alice, "guess", { channelId, options: { answer: best } }));
    clock.advance(31_000);
    await h.settle();
  }
  const shown = h.fake.messages(channelId).slice(-5).map((m) => messageHtml(withPictures(h, m), names, clock.now()));
  await photograph({ "countdown-game-phone": pageHtml(shown) }, 390);
  console.log("docs/countdown-game-phone.png");
} finally {
  await h.stop();
}
