// Answers to the daily puzzle sent at once (two devices, a double press) are each played on
// the other's result, and interactions at once give one streak reminder, on both engines: on
// PostgreSQL two transactions run side by side.
import { describe, expect, it } from "vitest";
import { Daily } from "../../src/games/daily/daily.ts";
import { dailyPuzzle } from "../../src/games/daily/puzzles.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";

const DAY = "2026-11-23";

describe.each(storeEngines)("daily answers at once ($name)", (engine) => {
  it("count every try", async () => {
    const store = await tempStoreOn(engine);
    const daily = new Daily(store, () => Date.parse(`${DAY}T12:00:00Z`));
    const ann = { id: "7", name: "ann" };
    await daily.open(ann, "100");
    const words = wordsFromLetters(loadDictionary("british"), (dailyPuzzle(DAY, "letters").board as { letters: string }).letters).slice(0, 8);
    const answers = await Promise.all(words.map((word) => daily.answer(ann, "letters", DAY, word)));
    expect(answers.map((a) => a.kind)).toEqual(words.map(() => "kept"));
    expect((await store.dailyEntry(ann.id, "letters", DAY))?.tries).toBe(words.length);
  });

  it("give one streak reminder for interactions at once", async () => {
    const store = await tempStoreOn(engine);
    const clock = { now: Date.parse("2026-11-22T12:00:00Z") };
    const daily = new Daily(store, () => clock.now);
    const ann = { id: "7", name: "ann" };
    await daily.open(ann, null);
    const word = wordsFromLetters(loadDictionary("british"), (dailyPuzzle("2026-11-22", "letters").board as { letters: string }).letters)[0]!;
    await daily.answer(ann, "letters", "2026-11-22", word);
    await daily.remind(ann.id, true);
    clock.now = Date.parse("2026-11-23T22:00:00Z");
    const due = await Promise.all([1, 2, 3, 4].map(() => daily.reminderDue(ann.id)));
    expect(due.filter((d) => d !== null)).toHaveLength(1);
  });
});
