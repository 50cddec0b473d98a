// What the Activity's page knows after each message from the server (web/activity/state.ts).

import { describe, expect, it } from "vitest";
import type { LiveRound, ServerMessage } from "../../src/live/protocol.ts";
import { howToPlay, initial, lost, reduce, stripOf, type LiveState } from "../../web/activity/state.ts";

const round: LiveRound = {
  id: 7,
  title: "Boggle 4×4",
  endsAt: 200_000,
  board: { game: "boggle", columns: 4, rows: 4, tiles: ["R", "A", "T", "E", "S", "Qu", "I", "N", "O", "L", "D", "P", "M", "E", "A", "K"], adjacent: true, minLength: 3 },
};

const play = (messages: ServerMessage[], from: LiveState = initial, now = 100_000): LiveState => messages.reduce((s, m) => reduce(s, m, now), from);

const welcome: ServerMessage = {
  type: "welcome",
  you: { id: "u1", name: "ann" },
  serverNow: 110_000,
  round,
  idle: null,
  mine: [{ text: "rate", ok: true, points: 1, note: "+1" }],
  counts: [{ name: "ann", words: 1, you: true }],
};

describe("reduce", () => {
  it("takes the round, my words and the strip from the welcome, and the clock's skew", () => {
    const s = play([welcome]);
    expect(s).toMatchObject({ link: "open", me: "ann", skew: 10_000, round, mine: [{ text: "rate", ok: true }], counts: [{ name: "ann", words: 1 }] });
  });

  it("adds a judged word, replacing an earlier verdict of the same word, and says the server's line", () => {
    const s = play([
      welcome,
      { type: "verdict", id: 1, ok: true, word: { text: "tin", ok: true, points: 1, note: "+1" }, message: "+1 if nobody else finds it" },
      { type: "verdict", id: 2, ok: false, word: { text: "rate", ok: false, points: 0, note: "sent already" }, message: "You had sent it already" },
      { type: "verdict", id: 3, ok: false, word: null, message: "Slow down" },
    ]);
    expect(s.mine.map((w) => [w.text, w.ok])).toEqual([["tin", true], ["rate", false]]);
    expect(s.notice).toEqual({ text: "Slow down", ok: false });
  });

  it("lists the player's words kept elsewhere (mine) without touching the verdict line", () => {
    const s = play([
      welcome,
      { type: "verdict", id: 1, ok: true, word: { text: "tin", ok: true, points: 1, note: "+1" }, message: "✅ tin" },
      { type: "mine", words: [{ text: "rate", ok: false, points: 0, note: "sent already" }, { text: "dine", ok: true, points: 1, note: "+1" }] },
    ]);
    expect(s.mine.map((w) => [w.text, w.ok])).toEqual([["tin", true], ["rate", false], ["dine", true]]);
    expect(s.notice).toEqual({ text: "✅ tin", ok: true });
  });

  it("shows you in the strip before your first word, once, and says how a word is made on each board", () => {
    const counts = [{ name: "bob", words: 2, you: false }];
    expect(stripOf({ me: "ann", counts })).toEqual([...counts, { name: "ann", words: 0, you: true }]);
    expect(stripOf({ me: "ann", counts: [{ name: "ann", words: 1, you: true }] })).toEqual([{ name: "ann", words: 1, you: true }]);
    expect(stripOf({ me: null, counts: [] })).toEqual([]);
    expect(howToPlay(round)).toBe("Drag across touching tiles, or tap them, then Submit.");
    expect(howToPlay({ ...round, board: { ...round.board, game: "letterpress", adjacent: false } })).toBe("Tap tiles anywhere on the board, then Submit.");
  });

  it("shows the results at the end, then a new round starts afresh", () => {
    const ended = play([welcome, { type: "ended", roundId: 7, standings: [{ place: 1, name: "ann", points: 3, words: 2, you: true }], summary: "ann wins" }]);
    expect(ended).toMatchObject({ round: null, results: { roundId: 7, summary: "ann wins" } });
    const next = play([{ type: "round", round: { ...round, id: 8 }, serverNow: 100_000 }], ended);
    expect(next).toMatchObject({ round: { id: 8 }, results: null, mine: [], counts: [], skew: 0 });
  });

  it("keeps the last results over a reconnection while no round runs", () => {
    const ended = play([welcome, { type: "ended", roundId: 7, standings: [], summary: "Stopped" }]);
    const back = play([{ ...welcome, round: null, idle: "No round is running", mine: [] }], lost(ended));
    expect(back).toMatchObject({ link: "open", results: { summary: "Stopped" }, idle: "No round is running" });
  });

  it("marks the link lost when the socket drops, but a refusal stays a refusal", () => {
    expect(lost(play([welcome])).link).toBe("lost");
    const refused = play([{ type: "refused", reason: "This Activity is in another channel" }]);
    expect(refused).toMatchObject({ link: "refused", notice: { text: "This Activity is in another channel", ok: false } });
    expect(lost(refused).link).toBe("refused");
  });
});
