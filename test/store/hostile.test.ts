import { describe, expect, it } from "vitest";
import { MAX_NAME_CHARS } from "../../src/store/players.ts";
import { MAX_ANSWER_CHARS } from "../../src/games/model.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { newRound, result, startRound } from "./temp-store.ts";

const HOSTILE = [
  "it's",
  'say "hi"',
  "'; DROP TABLE rounds; --",
  "Robert'); DROP TABLE answers;--",
  "\" OR 1=1 --",
  "%_\\ LIKE wildcards",
  "$1 $2 ?1 @id :name",
  "🎲 dice, 👩‍👩‍👧 family, 🇬🇧 flag",
  "line\nbreak\ttab\u0000nul",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ÆØÅ ß ñ 中文 عربى",
];
const BIG = "x'".repeat(50_000) + "🎲"; // about 100 KB

/** What each engine gives back: PostgreSQL text cannot hold NUL, which it keeps as U+FFFD. */
const asStored = (engine: string, text: string): string => (engine === "postgres" ? text.replaceAll("\0", "\uFFFD") : text);

describe.each(storeEngines)("hostile text ($name)", (engine) => {
  it("is stored and read back exactly, and the tables survive", async () => {
    const open = await engine.database();
    const store = await open();
    for (const [i, text] of HOSTILE.entries()) {
      const kept = asStored(engine.name, text);
      const round = await startRound(store, {
        guildId: text,
        channelId: `${text}#${i}`,
        startedBy: text,
        board: { text, big: BIG },
        options: [text],
        messageId: text,
      });
      expect(await store.getRound(round.id)).toEqual(round);
      expect(round).toMatchObject({ guildId: kept, startedBy: kept, messageId: kept, board: { text, big: BIG }, options: [text] });
      expect((await store.runningRoundIn(`${text}#${i}`))?.id).toBe(round.id);

      const answer = await store.addAnswer({
        roundId: round.id,
        playerId: text,
        playerName: text,
        text,
        ok: false,
        reason: text,
        value: { text },
        receivedAt: 1,
      });
      expect(await store.answersFor(round.id)).toEqual([answer]);
      expect(answer).toMatchObject({ playerId: kept, playerName: kept, text: kept, reason: kept, value: { text } });

      await store.finishRound(round.id, 2, [result(text, 5, { playerName: text, word: text })]);
      expect(await store.resultsFor(round.id)).toEqual([result(kept, 5, { playerName: kept, word: kept })]);
      expect((await store.leaderboard(text, { period: "all", page: 0, now: 3 })).entries).toEqual([
        { rank: 1, playerId: kept, playerName: kept, points: 5, rounds: 1, wins: 0 },
      ]);
      expect((await store.playerStats(text, text, 3)).rounds).toBe(1);
      expect((await store.updateGuildSettings(text, { answerMode: "open" })).ok).toBe(true);
      expect((await store.guildSettings(text)).answerMode).toBe("open");
    }
    await store.close();

    const reopened = await open();
    expect(await reopened.unfinishedRounds()).toEqual([]);
    expect((await reopened.getRound(1))?.guildId).toBe(HOSTILE[0]);
    expect((await reopened.guildSettings(HOSTILE[2]!)).answerMode).toBe("open");
  });

  it("of 100 KB is cut to the answer limit but kept whole in boards and results", async () => {
    const store = await tempStoreOn(engine);
    const round = await startRound(store, { board: BIG });
    const answer = await store.addAnswer({
      roundId: round.id, playerId: "1", playerName: BIG, text: BIG, ok: true, reason: null, value: BIG, receivedAt: 1,
    });
    expect(answer.text).toBe(BIG.slice(0, MAX_ANSWER_CHARS));
    expect(answer.value).toBe(BIG);
    expect(answer.playerName).toBe(BIG.slice(0, MAX_NAME_CHARS));
    expect((await store.getRound(round.id))?.board).toBe(BIG);
    await store.finishRound(round.id, 2, [result("1", 1, { word: BIG })]);
    expect((await store.resultsFor(round.id))[0]!.word).toBe(BIG);
  });

  it("cannot pose as a game or state the schema does not know", async () => {
    const store = await tempStoreOn(engine);
    await expect(store.createRound(newRound({ game: "chess'); --" as "letters" }))).rejects.toThrow(/check/i);
    await expect(store.createRound(newRound({ state: "finished" as "running" }))).rejects.toThrow(/check/i);
    expect(await store.unfinishedRounds()).toEqual([]);
  });
});
