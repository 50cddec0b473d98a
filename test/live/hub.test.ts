// Live play end to end at the socket: Node `ws` clients against local play's live server, on
// a real engine with the shipped rules, on both store engines. Words go the way /guess goes.

import { describe, expect, it } from "vitest";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import type { BoggleBoard } from "../../src/solvers/boggle/board.ts";
import { LOCAL_CHANNEL, LOCAL_GUILD, localPlayer } from "../../src/console/commands.ts";
import { NO_ROUND, ROUND_OVER } from "../../src/games/refusals.ts";
import { LiveHub, NO_LIVE_ROUND } from "../../src/live/hub.ts";
import { localIdentity } from "../../src/live/local-identity.ts";
import type { ServerMessage } from "../../src/live/protocol.ts";
import { storeEngines } from "../support/postgres.ts";
import { eventually } from "../support/eventually.ts";
import { joined, liveTable, type LiveClient, type LiveTable } from "./live-client.ts";

const ann = localPlayer("Ann");
const bob = localPlayer("Bob");

async function boggleRound(t: LiveTable, size = 4) {
  const started = await t.engine.start({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL, game: "boggle", player: ann, options: { size, duration: 60 } });
  if (!started.ok) throw new Error(started.error);
  const board = started.value.round.board as BoggleBoard;
  return { round: started.value.round, words: solveBoggle(loadDictionary("british"), board).words };
}

describe.each(storeEngines)("live play on $name", (engine) => {
  it("welcomes with the board, judges a word as /guess does, and keeps every strip up to date", async () => {
    const t = await liveTable(await (await engine.database())());
    const { round, words } = await boggleRound(t);
    const [first, second, third] = words;
    const a = await joined(t.server.url, "Ann");
    expect(a.welcome).toMatchObject({ type: "welcome", you: { id: ann.id, name: "Ann" }, idle: null, mine: [], counts: [] });
    const board = round.board as BoggleBoard;
    expect(a.welcome.round).toEqual({
      id: round.id, endsAt: round.endsAt, title: "Boggle 4×4",
      board: { game: "boggle", columns: 4, rows: 4, tiles: board.tiles.map((x) => (x === "q" ? "Qu" : x.toUpperCase())), adjacent: true, minLength: 3 },
    });
    // Nothing that reveals an answer: not one of the board's words appears in the welcome.
    expect(JSON.stringify(a.welcome).toLowerCase()).not.toMatch(new RegExp(`"${words.slice(0, 50).join('"|"')}"`, "u"));
    const b = await joined(t.server.url, "Bob");

    a.send({ type: "word", id: 1, text: first! });
    const verdict = await a.next("verdict");
    // The receipt /guess would give for the same word, from the engine itself.
    const guess = await t.engine.answer({ channelId: LOCAL_CHANNEL, player: localPlayer("Guess"), text: first!, via: "command" });
    expect(guess.ok && verdict.message).toBe(guess.ok && guess.value.message);
    expect(verdict).toMatchObject({ id: 1, ok: true, word: { text: first, ok: true, note: verdict.message } });
    expect(verdict.word!.points).toBeGreaterThan(0);
    expect((await t.store.answersFor(round.id)).map((x) => [x.playerName, x.text])).toContainEqual(["Ann", first]);
    a.send({ type: "word", id: 2, text: first! });
    expect(await a.next("verdict")).toMatchObject({ id: 2, ok: false, message: `❌ ${first}: you already found it.` });

    // Bob's strip shows Ann's count (and the /guess player's), never the words.
    await eventually("Bob sees Ann's word counted", () => b.messages.some((m) => m.type === "counts" && m.counts.some((c) => c.name === "Ann" && c.words === 1)));
    expect(JSON.stringify(b.messages)).not.toContain(first!);

    // A word from chat, through the engine from outside the hub, reaches both strips.
    await t.engine.answer({ channelId: LOCAL_CHANNEL, player: bob, text: second!, via: "command" });
    await eventually("Ann sees Bob's chat word", () => a.messages.some((m) => m.type === "counts" && m.counts.some((c) => c.name === "Bob" && c.words === 1 && c.you === false)));
    await eventually("Bob sees himself", () => b.messages.some((m) => m.type === "counts" && m.counts.some((c) => c.name === "Bob" && c.you)));

    // A socket opened now sees its player's own words with their verdicts.
    b.send({ type: "word", id: 7, text: third! });
    await b.next("verdict");
    const again = await joined(t.server.url, "bob");
    expect(again.welcome.mine.map((w) => [w.text, w.ok])).toEqual([[second, true], [third, true]]);
    expect(again.welcome.mine[0]!.note).toMatch(/^✅ /u);
    expect(again.welcome.counts.find((c) => c.you)).toMatchObject({ name: "Bob", words: 2 });

    // The end: standings naming both, as the results message has them.
    t.clock.advance(60_000);
    await t.engine.idle();
    const [ended] = await Promise.all([a.next("ended"), b.next("ended")]);
    const results = t.announcer.of("finished")[0]!.outcome.standings;
    expect(ended.roundId).toBe(round.id);
    expect(ended.standings.map((s) => [s.name, s.points])).toEqual(results.map((s) => [s.playerName, s.points]));
    expect(ended.standings.map((s) => s.name)).toEqual(expect.arrayContaining(["Ann", "Bob"]));
    expect(ended.standings.find((s) => s.you)?.name).toBe("Ann");
    expect(ended.summary).toMatch(/wins|tie|Nobody/u);

    // Words after the end are refused in the engine's words.
    a.send({ type: "word", id: 3, text: third! });
    expect(await a.next("verdict")).toEqual({ type: "verdict", id: 3, ok: false, word: null, message: NO_ROUND });
  });

  it("a player's words kept elsewhere (/guess, their other tab) reach their own sockets, and no one else's", async () => {
    const t = await liveTable(await (await engine.database())());
    const { words } = await boggleRound(t);
    const [guessed, traced, racing, bobs] = words;
    const [tab1, tab2, b] = [await joined(t.server.url, "Ann"), await joined(t.server.url, "ann"), await joined(t.server.url, "Bob")];
    const mineOf = (c: LiveClient) => c.messages.flatMap((m) => (m.type === "mine" ? m.words.map((w) => w.text) : []));

    // A /guess from outside the hub: both of Ann's tabs list it, with its verdict line.
    await t.engine.answer({ channelId: LOCAL_CHANNEL, player: ann, text: guessed!, via: "command" });
    for (const tab of [tab1, tab2]) expect((await tab.next("mine")).words).toEqual([{ text: guessed, ok: true, points: expect.any(Number) as number, note: expect.stringMatching(/^✅ /u) as string }]);

    // A word traced in one tab: its verdict there (not told twice), My words in the other. A
    // /guess sent while it is with the engine still reaches that tab.
    tab1.send({ type: "word", id: 1, text: traced! });
    await t.engine.answer({ channelId: LOCAL_CHANNEL, player: ann, text: racing!, via: "command" });
    expect((await tab1.next("verdict")).word?.text).toBe(traced);
    await eventually("the /guess word in tab 1", () => mineOf(tab1).includes(racing!));
    await eventually("both words in tab 2", () => [traced!, racing!].every((w) => mineOf(tab2).includes(w)));
    expect(mineOf(tab1)).not.toContain(traced);

    // Bob's socket hears Ann's counts, never her words; nor is his own word told to him twice or to Ann.
    b.send({ type: "word", id: 1, text: bobs! });
    expect((await b.next("verdict")).word?.text).toBe(bobs);
    await eventually("Ann counts Bob's word", () => tab1.messages.some((m) => m.type === "counts" && m.counts.some((c) => c.name === "Bob" && c.words === 1)));
    expect(b.messages.filter((m) => m.type === "mine")).toEqual([]);
    expect([...mineOf(tab1), ...mineOf(tab2)]).not.toContain(bobs);
  });
});

describe("live play", () => {
  const sqlite = storeEngines[0]!;

  it("a round started in the channel, by chat or by a socket, reaches every socket; a second start is refused", async () => {
    const t = await liveTable(await (await sqlite.database())());
    const a = await joined(t.server.url, "Ann");
    expect(a.welcome).toMatchObject({ round: null, idle: NO_LIVE_ROUND });
    const { round } = await boggleRound(t, 5);
    expect((await a.next("round")).round).toMatchObject({ id: round.id, title: "Boggle 5×5", board: { columns: 5, minLength: 4 } });
    await t.engine.stop(LOCAL_CHANNEL, ann);
    await a.next("ended");

    const b = await joined(t.server.url, "Bob");
    b.send({ type: "start", game: "letterpress" });
    const [forA, forB] = await Promise.all([a.next("round"), b.next("round")]);
    expect(forA).toEqual(forB);
    expect(forA.round.board).toMatchObject({ game: "letterpress", columns: 5, rows: 5, adjacent: false, minLength: 4 });
    expect(forA.round.board.tiles).toHaveLength(25);
    b.send({ type: "start", game: "boggle", size: 4 });
    expect((await b.next("error")).message).toMatch(/already running in this channel/u);
    // A cancellation ends it for every socket, with the reason and no standings.
    await t.engine.cancel(LOCAL_CHANNEL, "Stopped by {stopper}.", bob);
    const cancelled = await a.next("ended");
    expect(cancelled).toEqual({ type: "ended", roundId: forA.round.id, standings: [], summary: "Stopped by Bob." });
    expect(await b.next("ended")).toEqual(cancelled);
  });

  it("a word sent as the round ends is refused for that round, never taken into the next", async () => {
    const t = await liveTable(await (await sqlite.database())());
    const { round, words } = await boggleRound(t);
    const a = await joined(t.server.url, "Ann");
    // The round is stopped behind the hub's back while the board of the next is not yet shown.
    t.announcer.hold.add("finished");
    const stopped = t.engine.stop(LOCAL_CHANNEL, ann);
    await eventually("the round is finished", async () => (await t.store.getRound(round.id))?.state === "finished");
    a.send({ type: "word", id: 1, text: words[0]! });
    expect(await a.next("verdict")).toMatchObject({ id: 1, ok: false, word: null, message: ROUND_OVER });
    t.announcer.release();
    await stopped;
    expect((await a.next("ended")).roundId).toBe(round.id);
  });

  it("paces a socket's messages by real time, not the game's clock, which may stand still", async () => {
    const t = await liveTable(await (await sqlite.database())());
    let now = 0;
    const told: ServerMessage[] = [];
    const place = { guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL };
    const hub = new LiveHub({ engine: () => t.engine, store: t.store, identity: localIdentity(place, localPlayer), clock: t.clock, logger: t.logger, pace: () => now });
    const seat = hub.seat({ send: (m) => told.push(m), close: () => {} }, { player: ann, place });
    const refused = () => told.filter((m) => m.type === "error" && /Too many messages: at most 20 a second/u.test(m.message)).length;
    // Twenty a second for three seconds while the game's clock stands still: none turned away.
    const gameNow = t.clock.now();
    for (let second = 0; second < 3; second++, now += 1000) for (let i = 0; i < 20; i++) seat.received('{"type":"dance"}');
    expect(t.clock.now()).toBe(gameNow);
    expect(refused()).toBe(0);
    // The twenty-first within one second is.
    for (let i = 0; i < 21; i++) seat.received('{"type":"dance"}');
    expect(refused()).toBe(1);
    await eventually("every message read", () => told.filter((m) => m.type === "error").length === 81);
  });

  it("a round of a game played in chat: no board, a line saying so, and words refused with it", async () => {
    const t = await liveTable(await (await sqlite.database())());
    await t.engine.start({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL, game: "conundrum", player: ann, options: {} });
    const a = await joined(t.server.url, "Ann");
    expect(a.welcome).toMatchObject({ round: null, idle: expect.stringMatching(/conundrum round is running in this channel: it is played in chat/u) as unknown as string });
    a.send({ type: "word", id: 1, text: "anything" });
    expect((await a.next("verdict")).message).toBe(a.welcome.idle);
    expect(await t.store.answersFor((await t.engine.roundIn(LOCAL_CHANNEL))!.round.id)).toEqual([]);
    a.send({ type: "start", game: "boggle" });
    expect((await a.next("error")).message).toMatch(/round is already running/u);
  });
});
