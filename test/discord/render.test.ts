// Cutting to Discord's limits, custom ids, and reading boards out of messages.

import { ComponentType, MessageFlags } from "discord.js";
import { describe, expect, it } from "vitest";
import { boardInText } from "../../src/discord/board-in-message.ts";
import { dailyAnswerId, dailyFinalId, dailyModalId, dailyPlayId, dailyShareId, leaderboardId, pickId, ratingPageId, readCustomId, submitId } from "../../src/discord/custom-ids.ts";
import { fitEmbed } from "../../src/discord/render/embed.ts";
import { codeBlock, cutLines, LIMITS } from "../../src/discord/render/limits.ts";
import { ACCENTS } from "../../src/discord/render/layout.ts";
import { leaderboardMessage } from "../../src/discord/render/leaderboard.ts";
import type { OutgoingMessage } from "../../src/discord/render/message.ts";
import { boardMessage, resultsMessage } from "../../src/discord/render/round.ts";
import { statsMessage } from "../../src/discord/render/stats.ts";
import type { RoundOutcome, RoundView } from "../../src/games/engine/ports.ts";
import { lettersRules } from "../../src/games/letters/index.ts";
import type { GameRules } from "../../src/games/rules.ts";
import type { Standing } from "../../src/games/standings.ts";
import { allComponents, textOf, type Component } from "../support/fake-discord/index.ts";

/** A message's components as Discord receives them. */
const laidOut = (message: OutgoingMessage): Component[] => message.components.map((c) => c.toJSON() as Component);

const USER = "123456789012345678";

describe("cutting text", () => {
  it("keeps whole lines and counts the rest", () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i}`);
    const cut = cutLines(lines, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.split("\n").slice(0, -1).every((l, i) => l === `line ${i}`)).toBe(true);
    const kept = cut.split("\n").length - 1;
    expect(cut.endsWith(`… and ${100 - kept} more`)).toBe(true);
  });

  it("returns everything when it fits", () => {
    expect(cutLines(["a", "b"], 3)).toBe("a\nb");
  });

  it("fences a code block within the limit, with no fence inside", () => {
    const block = codeBlock(["```evil", ...Array.from({ length: 500 }, () => "x".repeat(20))], 1000);
    expect(block.length).toBeLessThanOrEqual(1000);
    expect(block.startsWith("```\n'''evil")).toBe(true);
    expect(block.endsWith("\n```")).toBe(true);
  });
});

describe("fitEmbed", () => {
  it("cuts every part and drops the fields past 6000 characters, saying so", () => {
    const fields = Array.from({ length: 40 }, (_, i) => ({ name: `field ${i}`, value: "v".repeat(2000) }));
    const embed = fitEmbed({ title: "t".repeat(300), description: "d".repeat(5000), fields, footer: { text: "Round 1" } });
    const total = (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + (embed.footer?.text.length ?? 0) +
      (embed.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(LIMITS.embedTotal);
    expect(embed.title).toHaveLength(LIMITS.embedTitle);
    expect(embed.description?.length).toBeLessThanOrEqual(LIMITS.embedDescription);
    expect((embed.fields ?? []).every((f) => f.value.length <= LIMITS.fieldValue)).toBe(true);
    expect(embed.footer?.text).toMatch(/^Round 1 · \d+ more sections not shown$/);
  });

  it("leaves a small embed as it was", () => {
    const embed = { title: "Results", description: "alice: 7", fields: [{ name: "Corner", value: "STARLING" }] };
    expect(fitEmbed(embed)).toEqual(embed);
  });
});

describe("custom ids", () => {
  it("reads back what it writes", () => {
    expect(readCustomId(pickId(12, "vowel", 3))).toEqual({ kind: "pick", roundId: 12, choice: "vowel", seen: 3 });
    expect(readCustomId("pick:12:vowel")).toBeNull(); // a pick always says how many picks its board had
    expect(readCustomId(submitId(7))).toEqual({ kind: "submit", roundId: 7 });
    expect(readCustomId(leaderboardId("boggle", "week", 3, USER, "next", "text"))).toEqual({
      kind: "leaderboard",
      game: "boggle",
      period: "week",
      page: 3,
      userId: USER,
      button: "next",
      format: "text",
    });
    expect(readCustomId(leaderboardId(null, "all", 0, USER, "previous", "image"))).toMatchObject({ game: null, button: "previous", format: "image" });
    // Buttons posted before image cards existed still turn their text pages.
    expect(readCustomId(`lb:all:all:2:${USER}:n`)).toMatchObject({ page: 2, format: "text" });
    expect(readCustomId(ratingPageId("letterpress-versus", 2, USER, "next", "image"))).toEqual({ kind: "ratings", mode: "letterpress-versus", page: 2, userId: USER, button: "next", format: "image" });
    expect(readCustomId(ratingPageId("countdown", 0, USER, "previous", "text"))).toMatchObject({ kind: "ratings", mode: "countdown", button: "previous", format: "text" });
    expect(readCustomId(dailyPlayId())).toEqual({ kind: "dailyplay" });
    expect(readCustomId(dailyAnswerId("letterboxed", "2026-11-23"))).toEqual({ kind: "dailyanswer", game: "letterboxed", day: "2026-11-23" });
    expect(readCustomId(dailyModalId("conundrum", "2026-02-28"))).toEqual({ kind: "dailymodal", game: "conundrum", day: "2026-02-28" });
    expect(readCustomId(dailyFinalId("letters", "2026-12-31"))).toEqual({ kind: "dailyfinal", game: "letters", day: "2026-12-31" });
    expect(readCustomId(dailyShareId("2026-12-31"))).toEqual({ kind: "dailyshare", day: "2026-12-31" });
    expect(readCustomId("dshare:tomorrow")).toBeNull();
  });

  it("refuses forged or malformed ids", () => {
    for (const id of ["pick:0:vowel", "pick:1:VOWEL", "pick:1", "submit:x", "lb:chess:all:0:" + USER + ":n", "lb:all:year:0:" + USER + ":n", "lb:all:all:-1:" + USER + ":n", "lb:all:all:0:12:n", "lb:all:all:0:" + USER + ":n:x", "nope", "submit:1:2", "dplay:1", "danswer:boggle:2026-11-23", "dmodal:letters:2026-13-01", "dfinal:letters:23-11-2026", "danswer:letters", "lbr:chess:0:" + USER + ":n", "lbr:letters:0:12:n", "lbr:letters:0:" + USER + ":n:x", "lbr:letters:0:" + USER]) {
      expect(readCustomId(id), id).toBeNull();
    }
  });
});

describe("boards in text", () => {
  it("finds each kind of board", () => {
    expect(boardInText("MHIRCOACT")).toEqual({ game: "letters", fields: { letters: "mhircoact" } });
    expect(boardInText("M H I R C O A C T")).toEqual({ game: "letters", fields: { letters: "mhircoact" } });
    expect(boardInText("25 50 75 100 3 6 target 952")).toEqual({ game: "numbers", fields: { numbers: "25 50 75 100 3 6", target: 952 } });
    expect(boardInText("today's puzzle: 25 50 75 100 3 6 target 952")).toEqual({ game: "numbers", fields: { numbers: "25 50 75 100 3 6", target: 952 } });
    expect(boardInText("25 50 75 100 3 6 → 952")).toEqual({ game: "numbers", fields: { numbers: "25 50 75 100 3 6", target: 952 } });
    // Words after the target are chat about it, even with a number in them.
    expect(boardInText("25 50 75 100 3 6 target 952, good luck!")).toEqual({ game: "numbers", fields: { numbers: "25 50 75 100 3 6", target: 952 } });
    expect(boardInText("Numbers: 25 50 75 100 3 6 and the target is 952. I got 950 in round 2")).toEqual({ game: "numbers", fields: { numbers: "25 50 75 100 3 6", target: 952 } });
    expect(boardInText("25 and 50 and 75, target 952")).toBeNull();
    expect(boardInText("25 50 75 100 3 6 952 who can get it?")).toEqual({ game: "numbers", fields: { numbers: "25 50 75 100 3 6", target: 952 } });
    expect(boardInText("RME WCL TGK API")).toEqual({ game: "letterboxed", fields: { sides: "rme wcl tgk api" } });
    expect(boardInText("abcd/efgh/ijkl/mnop")).toEqual({ game: "boggle", fields: { board: "abcd/efgh/ijkl/mnop" } });
    expect(boardInText("quat efgh ijkl mnop")).toEqual({ game: "boggle", fields: { board: "quat/efgh/ijkl/mnop" } });
    expect(boardInText("abcdefghijklmnopqrstuvwxy")).toEqual({ game: "letterpress", fields: { letters: "abcdefghijklmnopqrstuvwxy" } });
  });

  it("finds nothing in ordinary chat", () => {
    expect(boardInText("good game everyone, see you tomorrow!")).toBeNull();
    expect(boardInText("42")).toBeNull();
    expect(boardInText("I got 3 of 5 right, 7 points")).toBeNull();
    // Words with spaces are a sentence, not a run of letters to solve.
    expect(boardInText("hello there friends")).toBeNull();
    expect(boardInText("nice one")).toBeNull();
  });
});

describe("round messages", () => {
  const view: RoundView = {
    round: {
      id: 9,
      guildId: "1",
      channelId: "2",
      game: "letters",
      state: "running",
      board: { letters: "starlings", vowels: "", consonants: "" },
      options: { picks: null, duration: 30, dict: "british" },
      seed: 1,
      startedBy: USER,
      startedAt: 1_700_000_000_000,
      endsAt: 1_700_000_030_000,
      messageId: null,
      finishedAt: null,
    },
    rules: lettersRules as GameRules,
    boardText: "S T A R L I N G S",
    choices: [],
    starterName: "alice",
  };

  it("lays the board out in Components V2: the end as a relative timestamp, the picture at full size with its alt text", () => {
    const message = boardMessage(view, { readsChat: false, open: false, live: false });
    expect(message.flags).toBe(MessageFlags.IsComponentsV2);
    const [container] = laidOut(message);
    expect(container).toMatchObject({ type: ComponentType.Container, accent_color: ACCENTS.letters });
    expect(textOf({ components: laidOut(message) })).toContain("**Ends <t:1700000030:R>**");
    expect(textOf({ components: laidOut(message) })).not.toContain("```"); // the picture shows the board
    const gallery = allComponents(laidOut(message)).find((c) => c.type === ComponentType.MediaGallery);
    expect(gallery?.items).toEqual([{ media: { url: "attachment://board.png" }, description: "Countdown letters: S, T, A, R, L, I, N, G, S." }]);
    expect(message.files[0]?.description).toBe("Countdown letters: S, T, A, R, L, I, N, G, S.");
    expect(message.allowedMentions).toEqual({ parse: [] });
  });

  it("tells Hurry on the board in the last seconds, and Finished at the end, without buttons", () => {
    expect(textOf({ components: laidOut(boardMessage(view, { readsChat: false, open: false, live: false }, "hurry")) })).toContain("⏳ **Hurry: ends <t:1700000030:R>!**");
    const finished = laidOut(boardMessage(view, { readsChat: false, open: false, live: false }, "finished"));
    expect(textOf({ components: finished })).toContain("**Finished — results below.**");
    expect(allComponents(finished).filter((c) => c.type === ComponentType.Button)).toEqual([]);
  });

  it("cuts results for a crowd within Discord's limits", () => {
    const lines: Standing[] = Array.from({ length: 500 }, (_, i) => ({
      playerId: `${i}`,
      playerName: `player${i}`,
      points: 18,
      answers: [{ kind: "word", word: "starlings", points: 18 }],
      refusals: [],
    }));
    const corner = Array.from({ length: 30 }, (_, i) => ({ title: `Dictionary Corner ${i}`, lines: Array.from({ length: 200 }, () => "starling") }));
    const outcome: RoundOutcome = { results: [], standings: lines, corner, answers: [], ending: "time" };
    const components = laidOut(resultsMessage(view, outcome));
    const text = textOf({ components });
    expect(text.length).toBeLessThanOrEqual(4000);
    expect(allComponents(components).length).toBeLessThanOrEqual(40);
    const shown = text.split("\n");
    expect(shown[1]).toBe("🏆 A 500-way tie: <@0> (**STARLINGS**), <@1> (**STARLINGS**), <@2> (**STARLINGS**) and 497 more, +18 each");
    expect(shown[2]).toBe("🥇 <@0>: STARLINGS (9) — 18 points");
    expect(shown[3]).toBe("🥇 <@1>: STARLINGS (9) — 18 points"); // a tie shares its medal
    expect(text).toMatch(/\n… and \d+ more players\n/);
    expect(shown.at(-1)).toBe("-# Round 9 · Time's up");
  });
});

describe("leaderboard medals", () => {
  const entry = (rank: number, points: number, name: string) => ({ rank, playerId: name, playerName: name, points, rounds: 1, wins: 0 });

  it("go by rank to players with points only, ties sharing them", () => {
    const board = { entries: [entry(1, 10, "ann"), entry(1, 10, "bob"), entry(3, 0, "cat"), entry(3, 0, "dee")], totalPlayers: 4, page: 0, pageCount: 1 };
    const [embed] = leaderboardMessage({ board, game: null, gameTitle: "all games", period: "all", userId: "1", format: "text" }).embeds ?? [];
    expect(embed?.description?.split("\n").map((line) => line.split(" ")[0])).toEqual(["🥇", "🥇", "**3.**", "**3.**"]);
  });

  it("are not given to the first player of a later page", () => {
    const board = { entries: [entry(11, 5, "eve")], totalPlayers: 11, page: 1, pageCount: 2 };
    const [embed] = leaderboardMessage({ board, game: null, gameTitle: "all games", period: "all", userId: "1", format: "text" }).embeds ?? [];
    expect(embed?.description).toBe("**11.** eve: **5 points** · 1 round · 0 wins");
  });
});

describe("/stats", () => {
  it("says which figures are this server's and which are the daily puzzles', the same everywhere", () => {
    const none = { solved: 0, streak: { current: 0, best: 0 } };
    const daily = { letterboxed: { solved: 3, streak: { current: 2, best: 3 } }, conundrum: none, letters: none };
    const stats = { rounds: 0, wins: 0, points: 0, bestWords: [], longestWord: null, exactRate: null, currentStreak: 0, bestStreak: 0, perGame: [], recent: { days: [], perGame: [] }, countdown: { games: 0, wins: 0 }, vsComputer: { rounds: 0, wins: 0, losses: 0 }, versus: { games: 0, wins: 0, draws: 0, losses: 0 } };
    const [embed] = statsMessage("alice", stats, daily).embeds ?? [];
    expect(embed?.description).toBe("alice hasn't played a round in this server yet.");
    expect(embed?.fields).toEqual([{ name: "Daily puzzles (every server)", value: "Letter Boxed: 3 days solved, streak 2 (best 3)" }]);
  });
});
