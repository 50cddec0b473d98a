// Text players control is shown as text: a masked link in an answer and a display name full
// of markdown come back escaped in receipts, results, the leaderboard and /stats.

import { afterEach, expect, it } from "vitest";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { textOf } from "../support/fake-discord/components-v2.ts";
import { Harness } from "../support/bot-harness.ts";

let h: Harness;
afterEach(async () => {
  await h.stop();
});

const NAME = "# Boss ||spoiler|| ```js [x](https://evil.example)";
const LINK = "[FREE NITRO](https://evil.example/nitro)";

/** No markdown left: every link, heading, spoiler and code character is preceded by a backslash. */
function asTyped(text: string): void {
  expect(text).not.toMatch(/(?<!\\)[[\]#|`]/u);
}

it("escapes answers and names everywhere they are echoed", async () => {
  h = await Harness.start({ seeds: [7] });
  const mallory = h.fake.addUser(NAME);
  await h.publicReply(h.command(mallory, "letters", { options: { picks: "cvccvcvcc" } }));
  const { letters } = (await h.bot.engine.roundIn(h.games))!.round.board as { letters: string };
  const [word] = wordsFromLetters(loadDictionary("british"), letters);
  await h.privateReply(h.command(mallory, "guess", { options: { answer: word! } }));
  const receipt = await h.privateReply(h.command(h.bob, "guess", { options: { answer: LINK } }));
  expect(receipt).toContain("\\[FREE NITRO\\](https\\://");
  asTyped(receipt);

  const results = textOf(await h.publicReply(h.command(mallory, "stop")));
  // Results name players by (non-pinging) mention, so the name itself is not echoed there.
  expect(results).toContain(`<@${mallory.id}>`);
  expect(results).not.toContain("Boss");
  expect(results).toContain("\\[FREE NITRO\\]");
  expect(results).toContain("\\[FREE NITRO\\](HTTPS\\://");

  const leaderboard = (await h.publicReply(h.command(h.bob, "leaderboard"))).embeds[0]!.description!;
  expect(leaderboard).toContain("\\# Boss");
  asTyped(leaderboard);
  const stats = (await h.publicReply(h.command(mallory, "stats"))).embeds[0]!;
  asTyped(stats.title!);
});
