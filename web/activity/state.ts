// What the page knows, and how each message from the server changes it: one pure reducer, so
// the view only draws and the tests read outcomes without a browser.

import type { LiveRound, LiveStanding, MyWord, PlayerCount, ServerMessage } from "../../src/live/protocol.ts";
import { skewOf } from "./clock.ts";

export interface Results {
  readonly roundId: number;
  readonly standings: readonly LiveStanding[];
  readonly summary: string;
}

export type Link = "connecting" | "open" | "lost" | "refused";

export interface LiveState {
  readonly link: Link;
  readonly me: string | null;
  /** serverNow − local now, at the last message that carried it. */
  readonly skew: number;
  readonly round: LiveRound | null;
  readonly idle: string | null;
  readonly mine: readonly MyWord[];
  readonly counts: readonly PlayerCount[];
  readonly results: Results | null;
  /** The last verdict or refusal, said plainly. */
  readonly notice: { readonly text: string; readonly ok: boolean } | null;
}

export const initial: LiveState = { link: "connecting", me: null, skew: 0, round: null, idle: null, mine: [], counts: [], results: null, notice: null };

/** The word's latest verdict replaces an earlier one of the same text. */
function withWord(mine: readonly MyWord[], word: MyWord): readonly MyWord[] {
  return [...mine.filter((w) => w.text !== word.text), word];
}

export function reduce(state: LiveState, message: ServerMessage, localNow: number): LiveState {
  switch (message.type) {
    case "welcome":
      return {
        ...state,
        link: "open",
        me: message.you.name,
        skew: skewOf(message.serverNow, localNow),
        round: message.round,
        idle: message.idle,
        mine: message.mine,
        counts: message.counts,
        // A reconnection mid-round keeps the last results only while no round runs.
        results: message.round ? null : state.results,
        notice: null,
      };
    case "round":
      return { ...state, skew: skewOf(message.serverNow, localNow), round: message.round, idle: null, mine: [], counts: [], results: null, notice: null };
    case "verdict":
      return { ...state, mine: message.word ? withWord(state.mine, message.word) : state.mine, notice: { text: message.message, ok: message.ok } };
    case "counts":
      return { ...state, counts: message.counts };
    case "mine":
      return { ...state, mine: message.words.reduce(withWord, state.mine) };
    case "ended":
      return {
        ...state,
        round: null,
        idle: null,
        results: { roundId: message.roundId, standings: message.standings, summary: message.summary },
        notice: null,
      };
    case "refused":
      return { ...state, link: "refused", notice: { text: message.reason, ok: false } };
    case "error":
      return { ...state, notice: { text: message.message, ok: false } };
  }
}

/** The live strip as drawn: you among the players from the start, with 0 until your first word. */
export function stripOf(state: Pick<LiveState, "counts" | "me">): readonly PlayerCount[] {
  const { counts, me } = state;
  return me === null || counts.some((c) => c.you) ? counts : [...counts, { name: me, words: 0, you: true }];
}

/** My words' line before the first: how a word is made on this board. */
export const howToPlay = (round: LiveRound): string =>
  round.board.adjacent ? "Drag across touching tiles, or tap them, then Submit." : "Tap tiles anywhere on the board, then Submit.";

/** The socket dropped: the page says so and waits for the next welcome. */
export const lost = (state: LiveState): LiveState => (state.link === "refused" ? state : { ...state, link: "lost" });
