import { describe, expect, it } from "vitest";
import { MAX_NAME_CHARS } from "../../src/store/players.ts";
import { MAX_ANSWER_CHARS } from "../../src/games/model.ts";
import { newRound, result, startRound, storeAt, tempDbPath } from "./temp-store.ts";

const HOSTILE = [
  "it's",
  'say "hi"',
  "'; DROP TABLE rounds; --",
  "Robert'); DROP TABLE answers;--",
  "\" OR 1=1 --",
  "%_\\ LIKE wildcards",
  "🎲 dice, 👩‍👩‍👧 family, 🇬🇧 flag",
  "line\nbreak\ttab\u0000nul",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ÆØÅ ß ñ 中文 عربى",
];
const BIG = "x'".repeat(50_000) + "🎲"; // about 100 KB

describe("hostile text", () => {
  it("is stored and read back exactly, and the tables survive", () => {
    const path = tempDbPath();
    const store = storeAt(path);
    HOSTILE.forEach((text, i) => {
      const round = startRound(store, {
        guildId: text,
        channelId: `${text}#${i}`,
        startedBy: text,
        board: { text, big: BIG },
        options: [text],
        messageId: text,
      });
      expect(store.getRound(round.id)).toEqual(round);
      expect(round).toMatchObject({ guildId: text, startedBy: text, messageId: text, board: { text, big: BIG }, options: [text] });
      expect(store.runningRoundIn(`${text}#${i}`)?.id).toBe(round.id);

      const answer = store.addAnswer({
        roundId: round.id,
        playerId: text,
        playerName: text,
        text,
        ok: false,
        reason: text,
        value: { text },
        receivedAt: 1,
      });
      expect(store.answersFor(round.id)).toEqual([answer]);
      expect(answer).toMatchObject({ playerId: text, playerName: text, text, reason: text, value: { text } });

      store.finishRound(round.id, 2, [result(text, 5, { playerName: text, word: text })]);
      expect(store.resultsFor(round.id)).toEqual([result(text, 5, { playerName: text, word: text })]);
      expect(store.leaderboard(text, { period: "all", page: 0, now: 3 }).entries).toEqual([
        { rank: 1, playerId: text, playerName: text, points: 5, rounds: 1, wins: 0 },
      ]);
      expect(store.playerStats(text, text, 3).rounds).toBe(1);
      expect(store.updateGuildSettings(text, { answerMode: "open" }).ok).toBe(true);
      expect(store.guildSettings(text).answerMode).toBe("open");
    });
    store.close();

    const reopened = storeAt(path);
    expect(reopened.unfinishedRounds()).toEqual([]);
    expect(reopened.getRound(1)?.guildId).toBe(HOSTILE[0]);
    expect(reopened.guildSettings(HOSTILE[2]!).answerMode).toBe("open");
  });

  it("of 100 KB is cut to the answer limit but kept whole in boards and results", () => {
    const store = storeAt(tempDbPath());
    const round = startRound(store, { board: BIG });
    const answer = store.addAnswer({
      roundId: round.id, playerId: "1", playerName: BIG, text: BIG, ok: true, reason: null, value: BIG, receivedAt: 1,
    });
    expect(answer.text).toBe(BIG.slice(0, MAX_ANSWER_CHARS));
    expect(answer.value).toBe(BIG);
    expect(answer.playerName).toBe(BIG.slice(0, MAX_NAME_CHARS));
    expect(store.getRound(round.id)?.board).toBe(BIG);
    store.finishRound(round.id, 2, [result("1", 1, { word: BIG })]);
    expect(store.resultsFor(round.id)[0]!.word).toBe(BIG);
  });

  it("cannot pose as a game or state the schema does not know", () => {
    const store = storeAt(tempDbPath());
    expect(() => store.createRound(newRound({ game: "chess'); --" as "letters" }))).toThrow(/CHECK/);
    expect(() => store.createRound(newRound({ state: "finished" as "running" }))).toThrow(/CHECK/);
    expect(store.unfinishedRounds()).toEqual([]);
  });
});
