// Picking a board through Discord: Random rest fills in the rest within the rules, a double
// click picks once, and a board the bot completed (Random rest or the pick timer) says so on
// the board and in the results.

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { isVowel } from "../../src/games/letters/piles.ts";
import { textOf, type StoredMessage } from "../support/fake-discord/index.ts";
import { buttonId, buttonLabels, Harness, titleOf } from "../support/bot-harness.ts";

const FILLED_IN = "-# The bot filled in the rest of the board.";

// The pick timer runs on this clock: nothing fills in a board unless a test moves it.
const clock: ManualClock = manualClock(Date.now());
let h: Harness;

beforeEach(async () => {
  h = await Harness.start({ clock });
});

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

const lettersOnBoard = async (): Promise<string> => ((await h.bot.engine.roundIn(h.games))?.round.board as { letters: string }).letters;

async function press(board: StoredMessage, label: string): Promise<void> {
  const press = await h.click(h.alice, board.id, buttonId(h.current(board), label));
  expect(press.type).toBe(6);
  await h.edited(press.id);
  await h.settle();
}

async function results(): Promise<string> {
  const stopped = await h.publicReply(h.command(h.alice, "stop"));
  expect(titleOf(stopped)).toMatch(/: results$/);
  return textOf(stopped);
}

describe("picking a board", () => {
  it("Random rest fills in the letters within the rules, and the board and results say the bot did", async () => {
    const board = await h.publicReply(h.command(h.alice, "letters"));
    expect(buttonLabels(board)).toEqual(["Vowel", "Consonant", "Random rest"]);
    for (let i = 0; i < 2; i++) await press(board, "Consonant");
    await press(board, "Random rest");

    const letters = (await lettersOnBoard());
    expect(letters).toHaveLength(9);
    const vowels = [...letters].filter(isVowel).length;
    expect(vowels).toBeGreaterThanOrEqual(3);
    expect(9 - vowels).toBeGreaterThanOrEqual(4);
    expect([...letters.slice(0, 2)].some(isVowel)).toBe(false); // the starter's two consonants are kept
    const running = h.current(board);
    expect(titleOf(running)).toBe("Countdown letters");
    expect(textOf(running).split("\n")).toContain(FILLED_IN);
    expect((await results()).split("\n")).toContain(FILLED_IN);
  });

  it("takes one pick from a double click, and tells the second click nothing", async () => {
    const board = await h.publicReply(h.command(h.alice, "letters"));
    const vowel = buttonId(board, "Vowel");
    const first = h.fake.clickButton({ user: h.alice, message: board.id, customId: vowel });
    const second = h.fake.clickButton({ user: h.alice, message: board.id, customId: vowel });
    expect((await h.fake.waitForInteractionResponse(first)).type).toBe(6);
    expect((await h.fake.waitForInteractionResponse(second)).type).toBe(6);
    await h.edited(first);
    await h.settle();
    expect((await lettersOnBoard())).toHaveLength(1);
    expect(h.fake.calls.filter((c) => c.interactionId === second && c.method === "POST" && c.path.startsWith("/webhooks/"))).toEqual([]);
    // The board as it stands now offers the next pick: it is taken.
    await press(board, "Vowel");
    expect((await lettersOnBoard())).toHaveLength(2);
  });

  it("a numbers board has Random rest beside the large counts, and a board picked by hand says nothing of the bot", async () => {
    const board = await h.publicReply(h.command(h.alice, "numbers"));
    expect(buttonLabels(board)).toEqual(["0 large", "1 large", "2 large", "3 large", "4 large", "Random rest"]);
    await press(board, "2 large");
    const numbers = ((await h.bot.engine.roundIn(h.games))?.round.board as { numbers: number[] }).numbers;
    expect(numbers.filter((n) => n >= 25)).toHaveLength(2);
    expect(textOf(h.current(board))).not.toContain("filled in");
    expect(await results()).not.toContain("filled in");
  });

  it("a board the pick timer completed says the bot filled it in", async () => {
    const board = await h.publicReply(h.command(h.alice, "numbers"));
    await h.settle();
    clock.advance(15_000);
    await h.settle();
    const running = h.current(board);
    expect(titleOf(running)).toBe("Countdown numbers");
    expect(textOf(running).split("\n")).toContain(FILLED_IN);
    expect((await results()).split("\n")).toContain(FILLED_IN);
  });
});
