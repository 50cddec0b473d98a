// The game's own words: games, rounds, answers, results, leaderboards and a guild's settings.
// Plain data (times in ms since the epoch, boards and values JSON), so any store can keep them.

export const GAMES = ["letters", "numbers", "conundrum", "boggle", "letterpress", "letterboxed"] as const;
export type GameName = (typeof GAMES)[number];

/** Letterpress played as a two-player game: its rating mode, its table and its season board. */
export const LETTERPRESS_VERSUS = "letterpress-versus";

/** Games played with a dictionary (all but numbers). */
export type WordGame = Exclude<GameName, "numbers">;

/** picking: the starter is still choosing the board; running: answers accepted. */
export type RoundState = "picking" | "running" | "finished" | "cancelled";
export type UnfinishedState = "picking" | "running";

export interface Round {
  readonly id: number;
  readonly guildId: string;
  readonly channelId: string;
  readonly game: GameName;
  readonly state: RoundState;
  readonly board: unknown;
  readonly options: unknown;
  readonly seed: number;
  readonly startedBy: string;
  readonly startedAt: number;
  readonly endsAt: number | null;
  /** The adapter's board message, to edit later. */
  readonly messageId: string | null;
  /** When the round was finished or cancelled. */
  readonly finishedAt: number | null;
}

/** A round as it is first stored: picking or running, with no id or end yet. */
export type NewRound = Omit<Round, "id" | "state" | "messageId" | "finishedAt"> & {
  readonly state: UnfinishedState;
  readonly messageId?: string | null;
};

/** The fields of an unfinished round that may change; finishing and cancelling have their own methods. */
export interface RoundPatch {
  readonly state?: UnfinishedState;
  readonly board?: unknown;
  readonly endsAt?: number | null;
  readonly messageId?: string | null;
}

export interface Answer {
  readonly id: number;
  readonly roundId: number;
  readonly playerId: string;
  readonly playerName: string;
  /** The raw text as typed, cut to MAX_ANSWER_CHARS characters. */
  readonly text: string;
  readonly ok: boolean;
  /** Why the answer was refused (null when ok). */
  readonly reason: string | null;
  /** What the rules read from it: a normalised word, a numeric value, a word chain… */
  readonly value: unknown;
  readonly receivedAt: number;
}

export type NewAnswer = Omit<Answer, "id">;

export const MAX_ANSWER_CHARS = 500;

export interface RoundResult {
  readonly playerId: string;
  readonly playerName: string;
  readonly points: number;
  readonly won: boolean;
  /** The player's best word or answer, as shown on the results board. */
  readonly word: string | null;
  /** What that word earned on its own (in Boggle and Letterpress, a part of `points`); null
   *  where the answer is no word (numbers, Letter Boxed) or there is none. */
  readonly wordPoints: number | null;
  /** Numbers only: whether the player reached the target exactly. */
  readonly exact: boolean | null;
}

export type Period = "all" | "month" | "week" | "day";

/** Whether a server plays seasons, and how long they last (games/seasons). */
export const SEASON_LENGTHS = ["off", "monthly", "weekly"] as const;
export type SeasonLength = (typeof SEASON_LENGTHS)[number];

export interface LeaderboardQuery {
  /** Omit for the overall board. */
  readonly game?: GameName;
  readonly period: Period;
  /** 0-based; clamped to the pages that exist. */
  readonly page: number;
  /** Default 10, at most 100. */
  readonly pageSize?: number;
  readonly now: number;
  /** A season's span [since, until) instead of the period (the period is then ignored). */
  readonly span?: { readonly since: number; readonly until: number };
}

export interface LeaderboardEntry {
  /** Standard competition ranking by points: 1, 2, 2, 4. */
  readonly rank: number;
  readonly playerId: string;
  readonly playerName: string;
  readonly points: number;
  readonly rounds: number;
  readonly wins: number;
  /** Boards of games that can be drawn (Letterpress versus) count draws and losses too. */
  readonly draws?: number;
  readonly losses?: number;
}

export interface Leaderboard {
  readonly entries: readonly LeaderboardEntry[];
  readonly totalPlayers: number;
  readonly page: number;
  /** At least 1, even when nobody has played. */
  readonly pageCount: number;
}

export interface GameStats {
  readonly game: GameName;
  readonly rounds: number;
  readonly wins: number;
  readonly points: number;
}

/** A word from a word-game result (letters, conundrum, boggle, letterpress) and its points. */
export interface ScoredWord {
  readonly word: string;
  readonly game: GameName;
  readonly points: number;
}

/** How many days the /stats chart looks back, today included. */
export const RECENT_DAYS = 30;

/** A player's points on each of the last days, per game: what the /stats chart draws. */
export interface RecentPoints {
  /** 00:00 UTC of each day, oldest first; the last is today. */
  readonly days: readonly number[];
  /** Only games with a finished round in those days, in GAMES order; one figure a day. */
  readonly perGame: readonly { readonly game: GameName; readonly points: readonly number[] }[];
}

export interface PlayerStats {
  readonly rounds: number;
  readonly wins: number;
  readonly points: number;
  /** The player's highest-scoring distinct words, best first (at most five); ties go to the
   *  longer word, then alphabetical. */
  readonly bestWords: readonly ScoredWord[];
  /** The longest word in the player's word-game results; ties alphabetical. */
  readonly longestWord: string | null;
  /** Share of numbers rounds in which the player hit the target exactly; null if none played. */
  readonly exactRate: number | null;
  /** Consecutive UTC days with a finished round played, ending today or yesterday (else 0). */
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Only games played, in GAMES order. */
  readonly perGame: readonly GameStats[];
  /** The last RECENT_DAYS UTC days, ending today. */
  readonly recent: RecentPoints;
  /** Countdown games played to the end, and won. */
  readonly countdown: { readonly games: number; readonly wins: number };
  /** Rounds the computer played in: the player's wins, and the computer's wins over them. */
  readonly vsComputer: { readonly rounds: number; readonly wins: number; readonly losses: number };
  /** Letterpress versus games played to the end (over), against people or the computer. */
  readonly versus: { readonly games: number; readonly wins: number; readonly draws: number; readonly losses: number };
}

/** default: each game's own way (hidden /guess, race for conundrum, find-all);
 *  open: plain chat messages are read as answers in every game. */
export type AnswerMode = "default" | "open";

export interface GuildSettings {
  /** Round length in seconds. */
  readonly durations: Readonly<Record<GameName, number>>;
  readonly dictionaries: Readonly<Record<WordGame, string>>;
  readonly answerMode: AnswerMode;
  /** Boggle box rule: a word found by several players scores for nobody. */
  readonly boggleDuplicatesCancel: boolean;
  /** Channels where rounds may start; empty means every channel. */
  readonly allowedChannels: readonly string[];
  /** Role needed to start a round; null means anyone. */
  readonly starterRoleId: string | null;
  /** The server's rulings on single words (/words), used by every word game. */
  readonly words: WordRulings;
  /** Letterpress versus: a turn left this long is forfeited (within VERSUS_TURN_LIMITS). */
  readonly versusTurnSeconds: number;
  /** The word list new versus games are judged by (one of ROUND_DICTIONARIES). */
  readonly versusDictionary: string;
  /** Whether the server plays seasons, and how long (games/seasons). */
  readonly seasons: SeasonLength;
}

/** allow: a word counts although the round's list lacks it; deny: it never counts. */
export type WordRuling = "allow" | "deny";

export interface WordRulings {
  /** Alphabetical. */
  readonly allowed: readonly string[];
  readonly denied: readonly string[];
}

export const NO_RULINGS: WordRulings = { allowed: [], denied: [] };

/** Every word game's list until a server or a round chooses another; `/solve`'s too. */
export const DEFAULT_DICTIONARY = "british";

/** The word lists a guild may choose for its rounds (`common` only deals boards); every place
 *  that names them takes them from here, through word-lists.ts. */
export const ROUND_DICTIONARIES = ["british", "american", "scrabble"] as const;

/** Seconds a round of each game may last, [min, max]: the bounds of `durations`. */
export const DURATION_LIMITS: Readonly<Record<GameName, readonly [number, number]>> = {
  letters: [10, 300],
  numbers: [10, 300],
  conundrum: [10, 300],
  boggle: [30, 600],
  letterpress: [30, 600],
  letterboxed: [60, 1800],
};

/** Seconds a Letterpress versus turn may be given, [min, max]: an hour to a week. */
export const VERSUS_TURN_LIMITS: readonly [number, number] = [3_600, 7 * 86_400];

export interface GuildSettingsPatch {
  readonly durations?: Partial<Record<GameName, number>>;
  readonly dictionaries?: Partial<Record<WordGame, string>>;
  readonly answerMode?: AnswerMode;
  readonly boggleDuplicatesCancel?: boolean;
  readonly allowedChannels?: readonly string[];
  readonly starterRoleId?: string | null;
  readonly versusTurnSeconds?: number;
  readonly versusDictionary?: string;
  readonly seasons?: SeasonLength;
}

/** What a round must show its channel: recorded with the state change that calls for it and
 *  kept until it is delivered or given up. */
export type AnnouncementKind = "picking" | "board" | "results" | "cancelled" | "game" | RoundlessKind;
/** What belongs to no round: a server's daily post, a Letterpress versus game's news, a season's end. */
export type RoundlessKind = "daily" | "versus" | "season";

export interface Announcement {
  readonly id: number;
  /** Null for what belongs to no round: a server's daily post, a versus game's news. */
  readonly roundId: number | null;
  readonly guildId: string;
  readonly channelId: string;
  readonly kind: AnnouncementKind;
  /** results: the round's outcome; cancelled: `{ reason }`; game: the news of the Countdown game
   *  the round belongs to, after the round's own; daily: a DailyPost; versus: a VersusNews
   *  (games/versus/news.ts); season: a SeasonNews (games/seasons/news.ts); picking and board: null
   *  (the round has it). */
  readonly payload: unknown;
  /** Sent with every attempt, so a retry after a lost response does not post twice. */
  readonly nonce: string;
  /** Failed attempts so far. */
  readonly attempts: number;
  readonly createdAt: number;
}

export type NewAnnouncement = Omit<Announcement, "id" | "attempts">;

/** A computer opponent's strength; what each level does is data in games/opponent/levels.ts. */
export const OPPONENT_LEVELS = ["easy", "medium", "hard", "perfect"] as const;
export type OpponentLevel = (typeof OPPONENT_LEVELS)[number];
/** The level when only `opponent:computer` is asked for. */
export const DEFAULT_OPPONENT_LEVEL: OpponentLevel = "medium";

/** The computer opponent's player id: no Discord id is ever this. */
export const COMPUTER_ID = "computer";

/** The games a computer opponent plays and a Countdown game is made of. */
export const COUNTDOWN_ROUNDS = ["letters", "numbers", "conundrum"] as const;
export type CountdownRound = (typeof COUNTDOWN_ROUNDS)[number];

/** short: LLNLLNC (default); classic: 6 letters, 2 numbers, 1 conundrum; full: the 15-round show. */
export const COUNTDOWN_FORMATS = ["short", "classic", "full"] as const;
export type CountdownFormat = (typeof COUNTDOWN_FORMATS)[number];

/** lobby: players join; playing: rounds run in turn; over: won (or drawn); stopped: ended early. */
export type CountdownState = "lobby" | "playing" | "over" | "stopped";

export interface CountdownPlayer {
  readonly id: string;
  readonly name: string;
  /** The computer opponent, at the game's level. */
  readonly computer: boolean;
  /** Rounds in a row this player sent nothing; reset by any answer. */
  readonly idle: number;
  /** Dropped for not answering: no longer chooses, cannot win. */
  readonly dropped: boolean;
}

export interface CountdownGame {
  readonly id: number;
  readonly guildId: string;
  /** Where the rounds are played: the game's own thread, or the channel it was started in. */
  readonly channelId: string;
  /** Where the lobby was opened, and its message once known: the game's end is told there. */
  readonly lobbyChannelId: string;
  readonly lobbyMessageId: string | null;
  readonly format: CountdownFormat;
  /** The computer opponent's level, or null when only people play. */
  readonly level: OpponentLevel | null;
  readonly state: CountdownState;
  /** In join order, which is also the order of choosing. */
  readonly players: readonly CountdownPlayer[];
  readonly startedBy: string;
  /** Points per round played, by player id: the running totals are their sums. */
  readonly scores: readonly Readonly<Record<string, number>>[];
  /** The round in play, once started; null in the lobby and between rounds. */
  readonly roundId: number | null;
  /** The winners once over (several only when sudden death ran out). */
  readonly winners: readonly string[];
  readonly createdAt: number;
  readonly finishedAt: number | null;
}

/** The games of the daily puzzles, in the order they are shown. */
export const DAILY_GAMES = ["letterboxed", "conundrum", "letters"] as const;
export type DailyGame = (typeof DAILY_GAMES)[number];

/** A calendar date, "YYYY-MM-DD", as a day of the daily puzzles. */
export type Day = string;

/** One player's play at one daily puzzle: opened on `day`, with their best (or current) answer. */
export interface DailyEntry {
  readonly playerId: string;
  readonly playerName: string;
  readonly game: DailyGame;
  readonly day: Day;
  /** Where it was opened: the server whose results it joins; null in local play. */
  readonly guildId: string | null;
  readonly openedAt: number;
  /** Valid answers sent so far. */
  readonly tries: number;
  /** The rules' value of the answer that counts (a chain, a word), or null before any. */
  readonly best: unknown;
  readonly points: number;
  readonly solved: boolean;
  /** No more answers: the final one is in (conundrum, letters), or the box is solved at par. */
  readonly final: boolean;
}

/** A server's daily post: where and when (HH:MM in an IANA time zone) it goes out. */
export interface DailyPostSettings {
  readonly channelId: string;
  readonly time: string;
  readonly timeZone: string;
}

export interface DailySubscription extends DailyPostSettings {
  readonly guildId: string;
  /** The puzzle day of the last post recorded, or null before the first. */
  readonly lastDay: Day | null;
}

/** A player's run of days in a row with the game solved. */
export interface Streak {
  readonly current: number;
  readonly best: number;
}

/** A player's opt-in to be nudged privately before a streak ends. */
export interface DailyReminder {
  /** The zone of the day's last hours: UTC, where the one puzzle day turns over. */
  readonly timeZone: string;
  /** The last day they were nudged: once a day at most. */
  readonly nudgedDay: Day | null;
}

/** Letterpress versus: the computer's levels, weakest first (what each does: games/versus/levels.ts). */
export const VERSUS_LEVELS = ["easy", "medium", "hard", "master"] as const;
export type VersusLevel = (typeof VERSUS_LEVELS)[number];

/** challenged: waiting for the opponent's answer; playing; over: ended by a full board, two
 *  passes, a resignation or a forfeit; declined: the challenge refused; expired: the challenge
 *  left unanswered, or the game ended by neither player (the channel lost, a player forgotten). */
export type VersusState = "challenged" | "playing" | "over" | "declined" | "expired";

/** How a game that is over ended. */
export type VersusEnd = "full-board" | "passes" | "resigned" | "forfeit";

export interface VersusPlayer {
  readonly id: string;
  readonly name: string;
  /** The computer, at the game's level. */
  readonly computer: boolean;
}

/** Who a forgotten player becomes in their games, as stored and in news still to be posted. */
export const FORGOTTEN_PLAYER: VersusPlayer = { id: "forgotten", name: "A former player", computer: false };

/** One turn: `by` is the side who took it (0 moves first). `tiles` are board places 0–24 in the
 *  word's letter order; `chosen` when Lexicord chose them rather than the player. */
export type VersusMove =
  | { readonly kind: "word"; readonly by: 0 | 1; readonly word: string; readonly tiles: readonly number[]; readonly chosen: boolean; readonly at: number }
  | { readonly kind: "pass" | "resign" | "forfeit"; readonly by: 0 | 1; readonly at: number };

export interface VersusGame {
  readonly id: number;
  readonly guildId: string;
  /** Where the challenge was made. */
  readonly channelId: string;
  /** The challenge's message, once known: it links to the game. */
  readonly challengeMessageId: string | null;
  /** Where the moves are posted: the game's own thread, or null for the challenge's channel. */
  readonly threadId: string | null;
  /** The challenger first: they move first and play blue. */
  readonly players: readonly [VersusPlayer, VersusPlayer];
  /** The computer's level when it plays, else null. */
  readonly level: VersusLevel | null;
  /** The word list the game is judged by (a list name, as in GuildSettings.dictionaries). */
  readonly dictionary: string;
  /** 25 lowercase letters, row by row. */
  readonly letters: string;
  /** Each side's tiles as a 25-bit set (tile i is bit i); a tile is in at most one. */
  readonly colours: readonly [number, number];
  readonly moves: readonly VersusMove[];
  readonly state: VersusState;
  /** A turn left this long is forfeited (a reminder goes out first). */
  readonly turnSeconds: number;
  /** When the turn now being waited for began (the challenge, while challenged). */
  readonly turnStartedAt: number;
  /** Whether this turn's reminder has gone out. */
  readonly reminded: boolean;
  /** The winning side once over; null while playing, or for a draw. */
  readonly winner: 0 | 1 | null;
  readonly endedBy: VersusEnd | null;
  readonly createdAt: number;
  readonly finishedAt: number | null;
}
