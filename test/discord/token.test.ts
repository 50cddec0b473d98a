// A brief 401 from Discord must not silence the bot: discord.js drops its token at the first
// one, so every later post would fail while commands still get answers.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { REFUSED_FOR_MS } from "../../src/discord/token-keeper.ts";
import { Harness } from "../support/bot-harness.ts";
import { textOf } from "../support/fake-discord/index.ts";

let h: Harness;
let clock: ManualClock;

afterEach(async () => {
  await h.stop();
});

async function roundEndingIn(seconds: number): Promise<number> {
  await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } }));
  await h.settle();
  clock.advance((30 - seconds) * 1000);
  await h.settle();
  return (await h.bot.engine.roundIn(h.games))?.round.id ?? 0;
}

const resultsOf = (roundId: number) => h.fake.messages(h.games).filter((m) => textOf(m).includes(`-# Round ${roundId} ·`));

describe("a brief 401 from Discord", () => {
  it("keeps the token: the results wait out the 401s and are posted, and later rounds post too", async () => {
    clock = manualClock(Date.now());
    h = await Harness.start({ clock });
    const first = await roundEndingIn(5);
    const end = h.fake.outage({ pathIncludes: "/channels/", status: 401 });
    clock.advance(5_000);
    await h.settle();
    clock.advance(2_000);
    await h.settle();
    expect(resultsOf(first)).toEqual([]);
    end();
    clock.advance(4_000);
    await h.settle();
    expect(resultsOf(first)).toHaveLength(1);
    const second = await roundEndingIn(5);
    clock.advance(5_000);
    await h.settle();
    expect(resultsOf(second)).toHaveLength(1);
    expect(h.logger.entries.filter((e) => e.message.startsWith("Discord answered 401"))).toHaveLength(1);
    expect(JSON.stringify(h.logger.entries)).not.toContain("Expected token to be set");
  });

  it("gives up after five minutes of nothing but 401s, saying so once", async () => {
    clock = manualClock(Date.now());
    const fatal: string[] = [];
    h = await Harness.start({ clock, fatal: (reason) => fatal.push(reason) });
    await roundEndingIn(5);
    h.fake.outage({ pathIncludes: "/channels/", status: 401 });
    for (let waited = 0; waited <= REFUSED_FOR_MS + 60_000; waited += 30_000) {
      clock.advance(30_000);
      await h.settle();
    }
    expect(fatal).toEqual([expect.stringContaining("Discord has refused DISCORD_TOKEN for five minutes")]);
  });
});
