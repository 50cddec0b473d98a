// A round's changes ask the store about that round's pending announcements only: reading every
// round's (and parsing each payload) on each change made 200 rounds stopped at once cost
// 200 × 200 reads, which held bench:load's peak memory 25 MB higher.

import { expect, it } from "vitest";
import type { Store } from "../../src/store/types.ts";
import { tempStore } from "../store/temp-store.ts";
import { ann, started, table } from "./engine-fakes.ts";

/** The real store, counting the calls that read every pending announcement. */
function countingWholeReads(store: Store): { store: Store; wholeReads: () => number } {
  let reads = 0;
  const counting = new Proxy(store, {
    get(target, key, receiver) {
      if (key === "pendingAnnouncements") reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { store: counting, wholeReads: () => reads };
}

it("rounds start, are stopped and end with others' results still pending, never reading every pending announcement", async () => {
  const { store, wholeReads } = countingWholeReads(tempStore());
  const t = table({ store });
  // Results that cannot be posted stay pending, as 200 rounds' results do while they queue.
  t.announcer.fail.add("finished");
  const rounds = [];
  for (const channelId of ["c1", "c2", "c3"]) rounds.push((await started(t, channelId, "conundrum", ann)).round);
  expect(await t.engine.stop("c1", ann)).toMatchObject({ ok: true });
  expect(await t.engine.stop("c2", ann)).toMatchObject({ ok: true });
  t.clock.advance(3600_000);
  await t.engine.idle();

  expect(wholeReads()).toBe(0);
  // What the change did is still there: each round finished, its results waiting to go out.
  expect(await Promise.all(rounds.map(async (round) => (await t.store.getRound(round.id))?.state))).toEqual(["finished", "finished", "finished"]);
  expect((await store.pendingAnnouncements()).map((a) => [a.roundId, a.kind])).toEqual(rounds.map((round) => [round.id, "results"]));
});
