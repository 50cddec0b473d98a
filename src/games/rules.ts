// The contract every game's rules fulfil. The engine runs any round through it: it never
// knows what a letter or a die is. Boards and options are plain JSON data (they are stored
// with the round and must survive a restart); functions here are pure apart from Random.

import type { Checked } from "../solvers/checked.ts";
import type { Random } from "../solvers/random.ts";
import type { Answer, GameName, GuildSettings, RoundResult } from "./model.ts";
import type { Standing } from "./standings.ts";

export type { GameName };

export { ok, refuse, type Checked } from "../solvers/checked.ts";

/**
 * hidden:   one answer per player, kept secret; a player may send more, the best valid one counts.
 * race:     the first correct answer wins and ends the round; one guess per player.
 * find-all: many words per player; a word already found by that player is refused.
 */
export type AnswerStyle = "hidden" | "race" | "find-all";

/** Options as the starter gave them: slash-command options or local `name:value` pairs. */
export type OptionFields = Readonly<Record<string, string | number | boolean | undefined>>;

/** The rules' judgement of one answer. `value` is stored with the answer (JSON). Not a
 *  Checked: it carries a summary for the player, and a refusal's reason is stored. */
export type Verdict =
  | { readonly ok: true; readonly value: unknown; readonly summary: string }
  | { readonly ok: false; readonly reason: string };

/** A titled block of lines for the results: one player line each, or a Dictionary Corner part. */
export interface Section {
  readonly title: string;
  readonly lines: readonly string[];
}

export interface Scoring {
  /** One per player who answered, best first. */
  readonly results: readonly RoundResult[];
  /** What each player sent and scored, one line each, best first; adapters write them out. */
  readonly standings: readonly Standing[];
}

/** A button or pick the starter can make while the board is being chosen. */
export interface Choice {
  readonly id: string;
  readonly label: string;
  /** False when the rules forbid it now (e.g. a sixth vowel when 4 consonants are still owed). */
  readonly allowed: boolean;
  /** Why it is not allowed, in a few words: "the board needs 2 more consonants". */
  readonly why?: string;
}

/** For boards the starter builds step by step (letters: vowel/consonant; numbers: large count). */
export interface PickingRules<Board> {
  /** What the starter picks, plural: "letters", "numbers". */
  readonly what: string;
  /** True once the board is complete and the round can run. */
  isComplete(board: Board): boolean;
  /** How many picks the board has had, so a pick offered on an older board is not taken twice. */
  picksMade(board: Board): number;
  choices(board: Board): readonly Choice[];
  pick(board: Board, choiceId: string): Checked<Board>;
  /** Completes the board for a starter who stopped picking (after a timeout). */
  autoComplete(board: Board, random: Random): Board;
  /** Seconds the starter has for each pick before the bot fills in the rest. */
  readonly secondsPerPick: number;
}

export interface GameRules<Board = unknown, Options = unknown> {
  readonly game: GameName;
  readonly title: string;
  readonly style: AnswerStyle;
  /** The rules in one line, shown with the board. */
  readonly howToPlay: string;
  /** Checks and completes the starter's options, defaults from the guild's settings. */
  readOptions(fields: OptionFields, settings: GuildSettings): Checked<Options>;
  /** The round's length in seconds, counted from when the board is complete. */
  durationSeconds(options: Options): number;
  /** Deals a board; it may still need picks (see `picking`). */
  deal(random: Random, options: Options): Board;
  readonly picking?: PickingRules<Board>;
  /** Why `text` is not a try at this board at all (a slip of the keyboard), or null: such a
   *  text is not judged, kept or counted against the player. */
  typo?(board: Board, text: string): string | null;
  /** Hidden rounds: how good a valid answer's value is (higher is better); the best counts. */
  merit?(board: Board, value: unknown): number;
  /** Judges one answer against the board. */
  check(board: Board, options: Options, text: string): Verdict;
  /** Find-all rounds: true when a word several players found scores for none of them. */
  sharedWordsCancel?(options: Options, settings: GuildSettings): boolean;
  /** Scores the finished round from every stored answer, in arrival order. */
  score(board: Board, options: Options, answers: readonly Answer[], settings: GuildSettings): Scoring;
  /** Dictionary Corner: the best possible answers, from the solvers; given the round's
   *  answers, it can also say what nobody found. */
  corner(board: Board, options: Options, answers?: readonly Answer[]): readonly Section[];
  /** The board as text (monospace), for terminals and beside the image in Discord. */
  showBoard(board: Board, options: Options): string;
}
