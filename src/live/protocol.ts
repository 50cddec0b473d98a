// Live play: what the Activity's web client and the server inside Lexicord say to each other.
// Shared by both sides, so it imports nothing. The client holds the board, never a word list:
// every word is judged by the server, through the same engine path as /guess.

export const CONFIG_PATH = "/api/config";
export const TOKEN_PATH = "/api/token";
export const LIVE_PATH = "/api/live";

/** GET CONFIG_PATH: what the page needs before it starts the SDK. */
export interface LiveConfig {
  /** The application's id, for the SDK; null in local play. */
  readonly clientId: string | null;
  /** Local play: no Discord; each tab names its player with ?user=. */
  readonly local: boolean;
}

/** POST TOKEN_PATH with { code } (the SDK's authorize); answered with { access_token } or { error }. */
export interface TokenRequest {
  readonly code: string;
}

export type LiveGame = "boggle" | "letterpress";

export interface LiveBoard {
  readonly game: LiveGame;
  readonly columns: number;
  readonly rows: number;
  /** Row by row, as shown (a Boggle "Qu" is one tile). */
  readonly tiles: readonly string[];
  /** Boggle: each tile of a word touches the one before it; Letterpress: any tiles, each once. */
  readonly adjacent: boolean;
  readonly minLength: number;
}

export interface LiveRound {
  readonly id: number;
  readonly board: LiveBoard;
  /** When answers close, ms since the epoch (compare with `serverNow` for the clock). */
  readonly endsAt: number;
  /** "Boggle 4×4", "Letterpress": for the heading. */
  readonly title: string;
}

/** One of the player's own words, as judged. */
export interface MyWord {
  readonly text: string;
  readonly ok: boolean;
  readonly points: number;
  /** The verdict line, as /guess gives it ("+3 (RATE)", "not a word"). */
  readonly note: string;
}

/** The live strip: how many words each player has (never which). */
export interface PlayerCount {
  readonly name: string;
  readonly words: number;
  readonly you: boolean;
}

export interface LiveStanding {
  readonly place: number;
  readonly name: string;
  readonly points: number;
  readonly words: number;
  readonly you: boolean;
}

export type Hello =
  /** In Discord: the token from TOKEN_PATH and the SDK's instanceId. */
  | { readonly type: "hello"; readonly accessToken: string; readonly instanceId: string }
  /** Local play only: the tab's ?user=. */
  | { readonly type: "hello"; readonly localUser: string; readonly instanceId: string };

export type ClientMessage =
  | Hello
  /** `id` is the client's own, echoed in the verdict. */
  | { readonly type: "word"; readonly id: number; readonly text: string }
  /** Start a round here when none is running. */
  | { readonly type: "start"; readonly game: LiveGame; readonly size?: 4 | 5 };

export type ServerMessage =
  | {
      readonly type: "welcome";
      readonly you: { readonly id: string; readonly name: string };
      readonly serverNow: number;
      /** The channel's running round, or null (then `idle` says why, in a line). */
      readonly round: LiveRound | null;
      readonly idle: string | null;
      readonly mine: readonly MyWord[];
      readonly counts: readonly PlayerCount[];
    }
  /** A new round started in the channel (or the running one changed): mine and counts start afresh. */
  | { readonly type: "round"; readonly round: LiveRound; readonly serverNow: number }
  /** The answer to a word: `word` is null when nothing was kept (too fast, no round). */
  | { readonly type: "verdict"; readonly id: number; readonly ok: boolean; readonly word: MyWord | null; readonly message: string }
  | { readonly type: "counts"; readonly counts: readonly PlayerCount[] }
  /** The player's own words kept elsewhere (/guess, chat, their other tabs): each socket's own
   *  words come in its verdicts, these beside them. */
  | { readonly type: "mine"; readonly words: readonly MyWord[] }
  /** The round ended (or was cancelled: empty standings and the reason in `summary`). */
  | { readonly type: "ended"; readonly roundId: number; readonly standings: readonly LiveStanding[]; readonly summary: string }
  /** A refusal of the socket itself (bad token, unknown instance); the server closes it after. */
  | { readonly type: "refused"; readonly reason: string }
  /** A request refused without closing (a malformed message, a start while a round runs). */
  | { readonly type: "error"; readonly message: string };

/** WebSocket close code after "refused". */
export const REFUSED_CLOSE = 4003;
