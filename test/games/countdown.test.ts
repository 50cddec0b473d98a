// A Countdown game's rules without Discord: the plan of each format, whose turn it is, the
// running totals, sudden death on a tie, and players dropped for not answering.

import { describe, expect, it } from "vitest";
import { MAX_SUDDEN_DEATHS, planLetters, planOf } from "../../src/games/countdown/formats.ts";
import { joinLobby, leaveLobby, newPlayer, startLobby, COMPUTER } from "../../src/games/countdown/lobby.ts";
import { afterRound, answerRefusal, nextRound, IDLE_ROUNDS, type GameNews, type RoundPlayed } from "../../src/games/countdown/progress.ts";
import { chooserOf } from "../../src/games/countdown/turns.ts";
import { newsTitle, outcomeLines, titleInGame } from "../../src/games/countdown/news-lines.ts";
import type { CountdownFormat, CountdownGame } from "../../src/games/model.ts";

const alice = { id: "1", name: "alice" };
const bob = { id: "2", name: "bob" };
const carol = { id: "3", name: "carol" };

function lobby(format: CountdownFormat = "short"): CountdownGame {
  return {
    id: 1, guildId: "g", channelId: "c", format, level: null, state: "lobby", players: [newPlayer(alice)],
    startedBy: alice.id, scores: [], roundId: null, winners: [], createdAt: 0, finishedAt: null, lobbyChannelId: "c", lobbyMessageId: null,
  };
}

function started(format: CountdownFormat = "short", ...others: { id: string; name: string }[]): CountdownGame {
  const joined = others.reduce((game, p) => {
    const next = joinLobby(game, p);
    if (!next.ok) throw new Error(next.error);
    return next.value;
  }, lobby(format));
  const playing = startLobby(joined, alice);
  if (!playing.ok) throw new Error(playing.error);
  return playing.value;
}

const played = (points: Record<string, number>, answered = Object.keys(points)): RoundPlayed => ({ points, answered: new Set(answered) });

/** Plays rounds in order, returning the game and each round's news. */
function play(game: CountdownGame, rounds: RoundPlayed[]): { game: CountdownGame; news: GameNews[] } {
  const news: GameNews[] = [];
  for (const round of rounds) {
    const after = afterRound(game, round);
    game = after.game;
    news.push(after.news);
  }
  return { game, news };
}

describe("formats", () => {
  it("play the rounds of the show in order", () => {
    expect(planOf("short")).toEqual(["letters", "letters", "numbers", "letters", "letters", "numbers", "conundrum"]);
    expect(planLetters("full")).toBe("LLNLLNLLNLLLLNC");
    const classic = planOf("classic");
    expect([classic.filter((r) => r === "letters").length, classic.filter((r) => r === "numbers").length, classic.at(-1)]).toEqual([6, 2, "conundrum"]);
  });
});

describe("the lobby", () => {
  it("takes joins and leaves, and starts with two players at the starter's word", () => {
    expect(startLobby(lobby(), alice)).toEqual({ ok: false, error: expect.stringMatching(/needs two players/) });
    const joined = joinLobby(lobby(), bob);
    if (!joined.ok) throw new Error(joined.error);
    expect(joinLobby(joined.value, bob)).toEqual({ ok: false, error: "You are in this game already." });
    expect(startLobby(joined.value, bob)).toEqual({ ok: false, error: expect.stringMatching(/^Only the player who opened/) });
    expect(leaveLobby(joined.value, alice)).toEqual({ ok: false, error: expect.stringMatching(/use \/countdown stop/) });
    const left = leaveLobby(joined.value, bob);
    expect(left.ok && left.value.players.map((p) => p.name)).toEqual(["alice"]);
    const playing = startLobby(joined.value, alice);
    expect(playing.ok && playing.value.state).toBe("playing");
    expect(playing.ok && joinLobby(playing.value, carol)).toEqual({ ok: false, error: "This game has started: join the next one." });
  });
});

describe("a game", () => {
  it("rotates the choice, keeps running totals and names the winner after the conundrum", () => {
    const game = started("short", bob);
    expect(nextRound(game)).toMatchObject({ index: 0, game: "letters", chooser: { name: "alice" }, suddenDeath: false });
    const { game: over, news } = play(game, [
      played({ 1: 7, 2: 0 }), played({ 1: 0, 2: 8 }), played({ 1: 10, 2: 7 }),
      played({ 1: 6, 2: 6 }), played({ 1: 0, 2: 7 }), played({ 1: 5, 2: 0 }), played({ 2: 10 }, ["1", "2"]),
    ]);
    expect(news.slice(0, 6).map((n) => [n.next?.game, n.next?.chooser.name])).toEqual([
      ["letters", "bob"], ["numbers", "alice"], ["letters", "bob"], ["letters", "alice"], ["numbers", "bob"], ["conundrum", "alice"],
    ]);
    expect(news[2].totals.map((t) => [t.player.name, t.points])).toEqual([["alice", 17], ["bob", 15]]);
    expect(news.at(-1)).toMatchObject({ round: 7, planned: 7, turn: "won", next: null, winners: [{ name: "bob" }] });
    expect(news.at(-1)?.totals.map((t) => [t.player.name, t.points, t.perRound])).toEqual([
      ["bob", 38, [0, 8, 7, 6, 7, 0, 10]],
      ["alice", 28, [7, 0, 10, 6, 0, 5, 0]],
    ]);
    expect(over).toMatchObject({ state: "over", winners: ["2"], roundId: null });
  });

  it("breaks a tie after the conundrum with sudden death, in which only the tied leaders score", () => {
    const game = started("short", bob, carol);
    const tied = play(game, [...Array(6)].map(() => played({ 1: 5, 2: 5, 3: 0 })).concat([played({}, ["1", "2", "3"])]));
    expect(tied.news.at(-1)).toMatchObject({ turn: "next", next: { index: 7, game: "conundrum", suddenDeath: true }, winners: [] });
    // carol, out of the running, solves the first sudden death: it counts for nobody.
    const first = afterRound(tied.game, played({ 3: 10 }));
    expect(first.news).toMatchObject({ turn: "next", next: { index: 8, suddenDeath: true } });
    expect(first.news.totals.map((t) => [t.player.name, t.points])).toEqual([["alice", 30], ["bob", 30], ["carol", 0]]);
    const second = afterRound(first.game, played({ 2: 10 }, ["1", "2"]));
    expect(second.news).toMatchObject({ turn: "won", round: 9, winners: [{ name: "bob" }] });
    expect(second.game).toMatchObject({ state: "over", winners: ["2"] });
  });

  it("lets only the tied leaders answer a sudden death, and never drops anyone for it", () => {
    const game = started("short", bob, carol);
    // carol answers the last conundrum but is far behind; alice and bob go quiet from round 6 on.
    const rounds = [...Array(5)].map(() => played({ 1: 5, 2: 5, 3: 0 })).concat([played({}, ["3"]), played({}, ["3"])]);
    const tied = play(game, rounds);
    expect(tied.news.at(-1)).toMatchObject({ turn: "next", next: { suddenDeath: true } });
    expect(answerRefusal(tied.game, "3")).toMatch(/^Only the players tied at the top play the sudden death/);
    expect([answerRefusal(tied.game, "1"), answerRefusal(tied.game, "2")]).toEqual([null, null]);
    expect(answerRefusal(tied.game, "9")).toMatch(/^This round is part of a Countdown game/);
    // Sudden deaths where the leaders send nothing (or are beaten to it) drop nobody; the game is shared, never carol's.
    const after = play(tied.game, [...Array(MAX_SUDDEN_DEATHS)].map(() => played({})));
    expect(after.news.flatMap((n) => n.dropped)).toEqual([]);
    expect(after.news.at(-1)).toMatchObject({ turn: "drawn", winners: [{ name: "alice" }, { name: "bob" }] });
    expect(after.game.players.every((p) => !p.dropped)).toBe(true);
  });

  it("names the players it drops as each adapter shows a player, never as raw text", () => {
    const sly = { id: "4", name: "[click](https://evil.example)" };
    const { news } = play(started("full", sly), [...Array(IDLE_ROUNDS)].map(() => played({ 1: 5 })));
    const lines = outcomeLines(news.at(-1)!, (p) => `<@${p.id}>`);
    expect(lines[0]).toBe("Dropped for not answering in a while: <@4>.");
    expect(lines.join("\n")).not.toContain("evil");
  });

  it("puts the winner first at the end, ahead of a player dropped on more points", () => {
    const game = started("short", bob);
    const rounds = [played({ 1: 0, 2: 18 }), ...[...Array(6)].map(() => played({ 1: 5 }, ["1"]))];
    const { news } = play(game, rounds);
    expect(news[1].totals.map((t) => t.player.name)).toEqual(["bob", "alice"]); // mid-game: by points
    expect(news.at(-1)).toMatchObject({ turn: "won", winners: [{ name: "alice" }] });
    expect(news.at(-1)?.totals.map((t) => [t.player.name, t.points, t.player.dropped])).toEqual([["alice", 30, false], ["bob", 18, true]]);
  });

  it(`shares the game when ${MAX_SUDDEN_DEATHS} sudden deaths go unsolved`, () => {
    const game = started("short", bob);
    const rounds = [...Array(7 + MAX_SUDDEN_DEATHS)].map(() => played({}, ["1", "2"]));
    const { game: over, news } = play(game, rounds);
    expect(news.at(-2)?.turn).toBe("next");
    expect(news.at(-1)).toMatchObject({ turn: "drawn", winners: [{ name: "alice" }, { name: "bob" }] });
    expect(over.winners).toEqual(["1", "2"]);
  });

  it(`drops a player silent for ${IDLE_ROUNDS} rounds, and the turn passes them by`, () => {
    const game = started("full", bob, carol);
    const { game: after, news } = play(game, [...Array(IDLE_ROUNDS)].map(() => played({ 1: 5, 2: 5 })));
    expect(news.map((n) => n.dropped)).toEqual([[], [], ["3"]]);
    expect(after.players.find((p) => p.name === "carol")).toMatchObject({ dropped: true, idle: IDLE_ROUNDS });
    expect(news.at(-1)?.next?.chooser.name).toBe("bob"); // round 4 of alice, bob, carol would be carol's
    expect([4, 5].map((i) => chooserOf(after.players, i)?.name)).toEqual(["alice", "bob"]);
  });

  it("counts a round nobody could see (its board never posted) as nobody's silence", () => {
    const game = started("short", bob);
    const unseen: RoundPlayed = { points: {}, answered: new Set(), seen: false };
    const { game: after, news } = play(game, [...Array(IDLE_ROUNDS + 1)].map(() => unseen));
    expect(after.players.map((p) => [p.name, p.idle, p.dropped])).toEqual([["alice", 0, false], ["bob", 0, false]]);
    expect(news.at(-1)?.turn).toBe("next");
  });

  it("ends without a winner when every person has gone quiet, even with the computer still in", () => {
    const game: CountdownGame = { ...lobby(), state: "playing", players: [newPlayer(alice), COMPUTER] };
    const { game: over, news } = play(game, [...Array(IDLE_ROUNDS)].map(() => played({ computer: 7 })));
    expect(news.at(-1)).toMatchObject({ turn: "abandoned", next: null, winners: [], dropped: ["1"] });
    expect(over.state).toBe("stopped");
  });
});

describe("the news heading", () => {
  const news = (round: number): GameNews => ({ round, planned: 7, totals: [], dropped: [], turn: { index: 0, chooser: null } as never, next: null, winners: [] });
  it("names the round just played, sudden death after the plan, and a game stopped before any", () => {
    expect(newsTitle(news(3))).toBe("Countdown: round 3 of 7");
    expect(newsTitle(news(9))).toBe("Countdown: sudden death 2");
    expect(newsTitle(news(0))).toBe("Countdown: before the first round");
  });

  it("titles a game's round by its place in the game, as the totals count rounds", () => {
    expect(titleInGame("Countdown letters", { number: 2, of: 7 })).toBe("Countdown letters, round 2 of 7");
    expect(titleInGame("Countdown conundrum", { number: 9, of: 7 })).toBe("Countdown conundrum, sudden death 2");
    expect(titleInGame("Boggle", null)).toBe("Boggle");
  });
});
