// A round of every game through the fake Discord, on SQLite and on PostgreSQL: each answered,
// its results posted once, and the leaderboard after adding up what the games' rules award;
// and chat answers taken in the order they arrived, so a race goes to the first.

import { afterEach, describe, expect, it } from "vitest";
import { letterBoxedPoints } from "../../src/games/letterboxed/score.ts";
import { letterpressPoints } from "../../src/games/letterpress/check.ts";
import { lettersPoints } from "../../src/games/letters/score.ts";
import type { GameName } from "../../src/games/model.ts";
import { numbersPoints } from "../../src/games/numbers/score.ts";
import { counted } from "../../src/games/words.ts";
import { scoreBoggleWord } from "../../src/solvers/boggle/score.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { loadDictionary, type Dictionary, type DictName } from "../../src/solvers/dictionary/index.ts";
import { solveLetterBoxed } from "../../src/solvers/letterboxed/solutions.ts";
import { letterpressWords } from "../../src/solvers/letterpress.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { formatExpression } from "../../src/solvers/numbers/expression.ts";
import { solveNumbers } from "../../src/solvers/numbers/solve.ts";
import { Harness, titleOf } from "../support/bot-harness.ts";
import { textOf, type OptionValue, type StoredMessage } from "../support/fake-discord/index.ts";
import { storeEngines } from "../support/postgres.ts";
import { roundCommand } from "../support/round-command.ts";

let h: Harness;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

/** How one game is played well: how it starts, and alice's answer and its points for a board. */
interface Play {
  readonly game: GameName;
  readonly options?: Record<string, OptionValue>;
  readonly title: string;
  answer(board: unknown, dict: Dictionary): { text: string; points: number };
  /** A race: the right answer ends the round, no /stop. */
  readonly race?: boolean;
  /** Bob's wrong answer (a try at the board, but no word). */
  wrong?(board: unknown): string;
}

const PLAYS: readonly Play[] = [
  {
    game: "letters",
    options: { picks: "cvccvcvcc" },
    title: "Countdown letters",
    answer: ({ letters }: { letters: string }, dict) => {
      const [word] = wordsFromLetters(dict, letters);
      return { text: word, points: lettersPoints(word.length) };
    },
  },
  {
    game: "numbers",
    options: { large: 2 },
    title: "Countdown numbers",
    answer: ({ numbers, target }: { numbers: number[]; target: number }) => {
      const best = solveNumbers(numbers, target);
      return { text: `${formatExpression(best.solution)} = ${best.best}`, points: numbersPoints(best.distance) };
    },
  },
  {
    game: "conundrum",
    title: "Countdown conundrum",
    race: true,
    wrong: ({ scramble }: { scramble: string }) => scramble,
    answer: ({ scramble }: { scramble: string }, dict) => ({ text: conundrumAnswers(dict, scramble)[0], points: 10 }),
  },
  {
    game: "boggle",
    title: "Boggle",
    answer: (board: { size: number; tiles: string[] }, dict) => {
      const [word] = solveBoggle(dict, board).words;
      return { text: word, points: scoreBoggleWord(word) };
    },
  },
  {
    game: "letterpress",
    title: "Letterpress",
    answer: ({ letters }: { letters: string }, dict) => {
      const word = letterpressWords(dict, letters, 4).sort((a, b) => b.length - a.length)[0];
      return { text: word, points: letterpressPoints(word) };
    },
  },
  {
    game: "letterboxed",
    title: "Letter Boxed",
    answer: ({ sides, par }: { sides: string[]; par: number }, dict) => {
      const [chain] = solveLetterBoxed(dict, sides).solutions;
      return { text: chain.join(" "), points: letterBoxedPoints(chain.length, par) };
    },
  },
];

/** The results messages of a round in the games channel. */
const resultsOf = (roundId: number): StoredMessage[] => h.fake.messages(h.games).filter((m) => textOf(m).includes(`-# Round ${roundId} ·`));

describe.each(storeEngines)("a round of every game, on $name", (engine) => {
  it("is answered, its results posted once, and the leaderboard adds them up", async () => {
    h = await Harness.start({ engine, seeds: [11, 12, 13, 14, 15, 16] });
    let total = 0;
    const earned = new Map<GameName, number>();
    for (const play of PLAYS) {
      const board = await h.publicReply(h.command(h.alice, roundCommand(play.game).name, { ...roundCommand(play.game), options: { duration: 120, ...play.options } }));
      expect(titleOf(board)).toBe(play.title);
      const round = (await h.bot.engine.roundIn(h.games))?.round;
      if (!round) throw new Error(`no ${play.game} round`);
      const { text, points } = play.answer(round.board, loadDictionary((round.options as { dict?: DictName }).dict ?? "british"));
      expect(points, `${play.game}: ${text}`).toBeGreaterThan(0);
      total += points;
      earned.set(play.game, points);

      expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: play.wrong?.(round.board) ?? "qqqq" } }))).toMatch(/^❌/);
      expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: text } })), `${play.game}: ${text}`).not.toMatch(/^❌/);
      if (!play.race) await h.publicReply(h.command(h.alice, "stop"));
      await h.settle();

      expect(resultsOf(round.id).map(titleOf)).toEqual([`${play.title}: results`]);
      expect(await h.bot.engine.roundIn(h.games)).toBeNull();
      const scored = await h.bot.store.resultsFor(round.id);
      expect(scored.map((r) => [r.playerName, r.points, r.won])).toEqual([
        ["alice", points, true],
        ["bob", 0, false],
      ]);
    }
    expect(await h.bot.store.pendingAnnouncements()).toEqual([]);

    const leaderboard = await h.publicReply(h.command(h.bob, "leaderboard"));
    expect(leaderboard.embeds[0]?.description?.split("\n")).toEqual([
      `🥇 alice: **${counted(total, "point")}** · 6 rounds · 6 wins`,
      "**2.** bob: **0 points** · 6 rounds · 0 wins",
    ]);
    const boggle = await h.publicReply(h.command(h.bob, "leaderboard", { options: { game: "boggle", period: "week" } }));
    expect(boggle.embeds[0]?.title).toBe("Leaderboard: Boggle, this week");
    expect(boggle.embeds[0]?.description?.split("\n")[0]).toBe(`🥇 alice: **${counted(earned.get("boggle") ?? 0, "point")}** · 1 round · 1 win`);
  });
});

describe.each(storeEngines)("chat answers, on $name", (engine) => {
  it("are taken in the order they arrived: the first right answer in a race wins", async () => {
    h = await Harness.start({ engine, readMessages: true });
    await h.publicReply(h.command(h.alice, "conundrum"));
    const round = (await h.bot.engine.roundIn(h.games))?.round;
    const { scramble } = round?.board as { scramble: string };
    const [answer] = conundrumAnswers(loadDictionary((round?.options as { dict: DictName }).dict), scramble);
    const guessers = Array.from({ length: 8 }, (_, i) => h.fake.addUser(`guesser${i}`));

    for (const user of guessers) h.fake.sendMessage({ user, content: scramble, channelId: h.games }); // a try at the letters, no word
    h.fake.sendMessage({ user: h.bob, content: answer, channelId: h.games });
    h.fake.sendMessage({ user: h.alice, content: answer, channelId: h.games });
    await h.fake.waitFor((c) => c.method === "POST" && c.path === `/channels/${h.games}/messages` && textOf(c.message ?? { content: "" } as StoredMessage).includes(`-# Round ${round!.id} ·`));
    await h.settle();

    expect((await h.bot.store.answersFor(round!.id)).map((a) => a.playerName)).toEqual([...guessers.map((u) => u.username), "bob"]);
    expect((await h.bot.store.resultsFor(round!.id)).find((r) => r.won)?.playerName).toBe("bob");
  });
});
