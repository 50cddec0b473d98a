// One dealer: for 1,000 seeds of each game, the board the engine plays (dealt at the start,
// the picks left to the pick timeout, read back from the store) is the board `lexicord deal`
// prints. The command runs in process for every seed, and as the real binary for a few.

import { beforeAll, describe, expect, it } from "vitest";
import { RULES } from "../../src/games/catalogue.ts";
import { dealBoard, dealCompleteBoard, fillInBoard } from "../../src/games/dealer.ts";
import { lettersRules, type LettersBoard } from "../../src/games/letters/index.ts";
import { GAMES, type GameName } from "../../src/games/model.ts";
import { lexicordDeal, lexicordDealBinary } from "./deal-cli.ts";
import { withoutEmptyFields } from "../../src/cli/deal.ts";
import { storeAt } from "../store/temp-store.ts";
import { ann, started, table } from "./engine-fakes.ts";

/** The last seed's fill-in stream wraps round to seed 0. */
const SEEDS = [...Array.from({ length: 999 }, (_, i) => i), 2 ** 32 - 1];

/** A few seeds per game for the real binary, each among SEEDS. */
const BINARY_SEEDS: Readonly<Record<GameName, number>> = {
  letters: 42, numbers: 2 ** 32 - 1, conundrum: 7, boggle: 998, letterpress: 1, letterboxed: 0,
};

const rulesOf = (game: GameName) => RULES.get(game)!;

interface Dealt {
  readonly seed: number;
  readonly board: unknown;
}

/** Each seed's board as the engine plays it, from a round in which the starter picks nothing. */
async function engineBoards(game: GameName): Promise<Dealt[]> {
  let seed = 0;
  const t = table({ rules: RULES, newSeed: () => seed, store: storeAt(":memory:") });
  const picking = rulesOf(game).picking;
  const dealt: Dealt[] = [];
  for (seed of SEEDS) {
    const { round } = await started(t, "c1", game);
    if (picking) {
      expect(round.state).toBe("picking");
      t.clock.advance(picking.secondsPerPick * 1000);
      await t.engine.idle();
    }
    const played = (await t.store.getRound(round.id))!;
    expect(played.state).toBe("running");
    // The engine marks a board it filled in; otherwise it is the dealer's board, which the
    // command prints without the piles the deal emptied.
    const { filledIn, ...board } = played.board as { filledIn?: boolean };
    if (picking) expect(filledIn).toBe(true);
    dealt.push({ seed, board: withoutEmptyFields(board) });
    await t.engine.cancel("c1", "next seed");
  }
  return dealt;
}

/** Each seed's board as `lexicord deal <game> --seed N --json` prints it. */
async function cliBoards(game: GameName): Promise<Dealt[]> {
  const dealt: Dealt[] = [];
  for (const seed of SEEDS) {
    const { code, out, err } = await lexicordDeal([game, "--seed", String(seed), "--json"]);
    expect({ code, err }).toEqual({ code: 0, err: "" });
    dealt.push({ seed, board: JSON.parse(out).board });
  }
  return dealt;
}

describe("one dealer for the bot and lexicord deal", () => {
  const played = new Map<GameName, Dealt[]>();
  let binary: Promise<{ game: GameName; out: string; err: string }[]>;

  // The child processes start first and run on another core while the seeds are dealt here.
  beforeAll(() => {
    binary = Promise.all(
      GAMES.map(async (game) => ({ game, ...(await lexicordDealBinary([game, "--seed", String(BINARY_SEEDS[game]), "--json"])) })),
    );
    binary.catch(() => {}); // awaited (and reported) by the last test
  });

  it.each(GAMES)("%s: the engine and the command deal the same 1,000 boards, all complete", async (game) => {
    const engine = await engineBoards(game);
    expect(await cliBoards(game)).toEqual(engine);
    const picking = rulesOf(game).picking;
    if (picking) expect(engine.filter(({ board }) => !picking.isComplete(board))).toEqual([]);
    // Boards that hardly vary would compare equal however the seed was used.
    expect(new Set(engine.map(({ board }) => JSON.stringify(board))).size).toBeGreaterThan(900);
    played.set(game, engine);
  }, 60_000); // Letter Boxed solves each box it deals: some 5 s here, more on a busy machine

  it("deals seed 42 as the bot does since picks are filled the way players pick (from their own stream)", () => {
    const boardOf = (game: GameName) => played.get(game)!.find((d) => d.seed === 42)!.board;
    expect(boardOf("letters")).toMatchObject({ letters: "egoapaenr" });
    expect(boardOf("numbers")).toMatchObject({ numbers: [25, 100, 50, 75, 3, 10] });
  });

  it("the real binary prints the engine's board too", async () => {
    for (const { game, out, err } of await binary) {
      expect(err).toBe("");
      const seed = BINARY_SEEDS[game];
      expect(JSON.parse(out)).toEqual({ game, seed, board: played.get(game)!.find((d) => d.seed === seed)!.board });
    }
  });
});

describe("fillInBoard", () => {
  const options = { picks: null, duration: 30, dict: "british" } as const;
  const halfPicked = (seed: number): LettersBoard => {
    const picked = lettersRules.picking!.pick(dealBoard(lettersRules, seed, options), "vowel");
    return picked.ok ? picked.value : expect.unreachable(picked.error);
  };

  it("keeps the starter's picks and fills in the rest the same way every time, from the seed alone", () => {
    const board = halfPicked(5);
    const filled = fillInBoard(lettersRules, board, 5);
    expect(filled.letters).toHaveLength(9);
    expect(filled.letters.startsWith(board.letters)).toBe(true);
    expect(fillInBoard(lettersRules, halfPicked(5), 5)).toEqual(filled);
  });

  it("is how the engine fills in a half-picked board when the starter stops picking", async () => {
    const t = table({ rules: RULES, newSeed: () => 5, store: storeAt(":memory:") });
    const { round } = await started(t, "c1", "letters");
    const picked = await t.engine.pick("c1", ann, "vowel");
    expect(picked.ok && picked.value.round.board).toEqual(halfPicked(5));
    t.clock.advance(lettersRules.picking!.secondsPerPick * 1000);
    await t.engine.idle();
    expect((await t.store.getRound(round.id))?.board).toEqual({ ...fillInBoard(lettersRules, halfPicked(5), 5), filledIn: true });
  });

  it("leaves a complete board as it is", () => {
    const complete = dealCompleteBoard(lettersRules, 5, options);
    expect(fillInBoard(lettersRules, complete, 6)).toBe(complete);
    expect(complete).toEqual(fillInBoard(lettersRules, dealBoard(lettersRules, 5, options), 5));
  });
});
