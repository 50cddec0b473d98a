// Small fake games, a recording announcer and a recording logger for the engine's tests:
// the engine only knows the GameRules contract, so toy rules exercise every path.

import { onTestFinished } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { composeEngine, type EngineOptions } from "../../src/games/compose.ts";
import type { Engine } from "../../src/games/engine/engine.ts";
import type { Announcer, Logger, Player, Post, RoundOutcome, RoundView } from "../../src/games/engine/ports.ts";
import type { GameNews } from "../../src/games/countdown/progress.ts";
import type { VersusNewsView } from "../../src/games/versus/news.ts";
import type { GameRules, OptionFields, Scoring } from "../../src/games/rules.ts";
import type { ScoredAnswer, Standing } from "../../src/games/standings.ts";
import type { Store } from "../../src/store/types.ts";
import type { Answer, GameName, RoundResult } from "../../src/games/model.ts";
import { answerThatCounts, answersByPlayer } from "../../src/games/words.ts";
import { tempStore } from "../store/temp-store.ts";

export const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);
export const ann: Player = { id: "1", name: "Ann" };
export const bob: Player = { id: "2", name: "Bob" };
export const cat: Player = { id: "3", name: "Cat" };

interface Timed {
  readonly duration: number;
  /** The whole board at once, skipping the picks. */
  readonly picks: string;
}

function readTimed(fields: OptionFields): { ok: true; value: Timed } | { ok: false; error: string } {
  const stray = Object.keys(fields).find((k) => k !== "duration" && k !== "picks");
  if (stray) return { ok: false, error: `no option "${stray}"` };
  const duration = fields.duration === undefined ? 30 : Number(fields.duration);
  const picks = String(fields.picks ?? "");
  return Number.isInteger(duration) && duration >= 10 ? { ok: true, value: { duration, picks } } : { ok: false, error: "duration: 10 or more" };
}

function result(a: Answer, points: number, word: string | null): RoundResult {
  return { playerId: a.playerId, playerName: a.playerName, points, won: points > 0, word, wordPoints: word === null ? null : points, exact: null };
}

/** A result as a results line: the word it scored with, if any. */
function standing(r: RoundResult): Standing {
  const answers: ScoredAnswer[] = r.word === null ? [] : [{ kind: "word", word: r.word, points: r.points }];
  return { playerId: r.playerId, playerName: r.playerName, points: r.points, answers, refusals: [] };
}

const longer = (value: unknown): number => String(value).length;

/** Each player's longest valid answer counts; the longest word(s) score their length. */
function scoreLongest(answers: readonly Answer[]): Scoring {
  const counted = answersByPlayer(answers).map((theirs) => answerThatCounts(theirs, longer));
  const best = Math.max(0, ...counted.map((a) => (a.ok ? String(a.value).length : 0)));
  const results = counted
    .map((a) => result(a, a.ok && String(a.value).length === best ? best : 0, a.ok ? String(a.value) : null))
    .sort((x, y) => y.points - x.points);
  return { results, standings: results.map(standing) };
}

const WORDS = new Set(["cat", "cart", "trace", "crate", "react", "act", "tea", "eat", "rate"]);

/** Hidden: words from the board's letters; the starter may pick them one at a time (a/e/t). */
export const hiddenRules: GameRules<{ letters: string }, Timed> = {
  game: "letters",
  title: "Toy letters",
  style: "hidden",
  howToPlay: "Longest word wins.",
  readOptions: readTimed,
  durationSeconds: (o) => o.duration,
  deal: (_random, o) => ({ letters: o.picks }),
  picking: {
    isComplete: (b) => b.letters.length >= 5,
    picksMade: (b) => b.letters.length,
    choices: (b) => ["a", "e", "t"].map((id) => ({ id, label: id.toUpperCase(), allowed: !b.letters.includes(id) || id === "t" })),
    pick: (b, id) => (["a", "e", "t"].includes(id) ? { ok: true, value: { letters: b.letters + id } } : { ok: false, error: `no choice "${id}"` }),
    autoComplete: (b) => ({ letters: (b.letters + "crate").slice(0, 5) }),
    what: "letters",
    secondsPerPick: 10,
  },
  check: (_b, _o, text) => {
    const word = text.trim().toLowerCase();
    return WORDS.has(word) ? { ok: true, value: word, summary: `${word.toUpperCase()} is in` } : { ok: false, reason: "not a word" };
  },
  merit: (_b, value) => longer(value),
  score: (_b, _o, answers) => scoreLongest(answers),
  corner: () => [{ title: "Corner", lines: ["TRACE, CRATE, REACT"] }],
  showBoard: (b) => b.letters.toUpperCase().padEnd(5, "_"),
};

/** Race: the first right answer scores 10. */
export const raceRules: GameRules<{ answer: string }, Timed> = {
  game: "conundrum",
  title: "Toy conundrum",
  style: "race",
  howToPlay: "Unscramble it.",
  readOptions: readTimed,
  durationSeconds: (o) => o.duration,
  deal: () => ({ answer: "chromatic" }),
  check: (b, _o, text) =>
    text.trim().toLowerCase() === b.answer ? { ok: true, value: b.answer, summary: "Right!" } : { ok: false, reason: "not the answer" },
  score: (_b, _o, answers) => {
    const winner = answers.find((a) => a.ok);
    const results = winner ? [result(winner, 10, String(winner.value))] : [];
    return { results, standings: results.map(standing) };
  },
  corner: (b) => [{ title: "Answer", lines: [b.answer.toUpperCase()] }],
  showBoard: () => "TACMORICH",
};

/** Find-all: each distinct valid word scores 1; a word found by two players scores for neither. */
export const findAllRules: GameRules<{ words: string[] }, Timed> = {
  game: "boggle",
  title: "Toy boggle",
  style: "find-all",
  howToPlay: "Find words.",
  readOptions: readTimed,
  durationSeconds: (o) => o.duration,
  deal: () => ({ words: ["cat", "act", "tea", "eat"] }),
  check: (b, _o, text) => {
    const word = text.toLowerCase();
    return b.words.includes(word) ? { ok: true, value: word, summary: `${word.toUpperCase()} found` } : { ok: false, reason: "not on the board" };
  },
  score: (_b, _o, answers) => {
    const finders = new Map<string, Set<string>>();
    for (const a of answers.filter((x) => x.ok)) finders.set(String(a.value), (finders.get(String(a.value)) ?? new Set()).add(a.playerId));
    const players = new Map(answers.map((a) => [a.playerId, a]));
    const results = [...players.values()].map((a) => {
      const mine = [...finders].filter(([, who]) => who.has(a.playerId));
      return result(a, mine.filter(([, who]) => who.size === 1).length, mine[0]?.[0] ?? null);
    });
    return { results, standings: results.map(standing) };
  },
  corner: (b) => [{ title: "All words", lines: [b.words.join(", ")] }],
  showBoard: () => "C A\nT E",
};

export const TOY_RULES: ReadonlyMap<GameName, GameRules> = new Map<GameName, GameRules>([
  ["letters", hiddenRules as GameRules],
  ["conundrum", raceRules as GameRules],
  ["boggle", findAllRules as GameRules],
]);

type Event =
  | { kind: "picking"; view: RoundView; nonce: string }
  | { kind: "started"; view: RoundView; nonce: string }
  | { kind: "resumed"; view: RoundView }
  | { kind: "finished"; view: RoundView; outcome: RoundOutcome; nonce: string }
  | { kind: "cancelled"; view: RoundView; reason: string; nonce: string }
  | { kind: "warning"; view: RoundView; secondsLeft: number }
  | { kind: "game"; view: RoundView; news: GameNews; nonce: string }
  | { kind: "versus"; channelId: string; view: VersusNewsView; nonce: string };

/** Records every announcement attempt; `fail` makes a kind throw (`failWith` names the error),
 *  `hold` makes it wait for `release`. */
export class RecordingAnnouncer implements Announcer {
  readonly events: Event[] = [];
  readonly fail = new Set<Event["kind"]>();
  readonly hold = new Set<Event["kind"]>();
  failWith: () => Error = () => new Error("cannot post");
  private readonly waiting: (() => void)[] = [];
  private nextMessage = 1000;

  private async record(event: Event): Promise<void> {
    this.events.push(event);
    if (this.hold.has(event.kind)) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.fail.has(event.kind)) throw this.failWith();
  }

  release(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  of<K extends Event["kind"]>(kind: K): Extract<Event, { kind: K }>[] {
    return this.events.filter((e): e is Extract<Event, { kind: K }> => e.kind === kind);
  }

  async picking(view: RoundView, { nonce }: Post): Promise<string | null> {
    await this.record({ kind: "picking", view, nonce });
    return String(this.nextMessage++);
  }
  async roundStarted(view: RoundView, { nonce }: Post): Promise<string | null> {
    await this.record({ kind: "started", view, nonce });
    return String(this.nextMessage++);
  }
  roundFinished(view: RoundView, outcome: RoundOutcome, { nonce }: Post): Promise<void> {
    return this.record({ kind: "finished", view, outcome, nonce });
  }
  roundCancelled(view: RoundView, reason: string, { nonce }: Post): Promise<void> {
    return this.record({ kind: "cancelled", view, reason, nonce });
  }
  gameNews(view: RoundView, news: GameNews, { nonce }: Post): Promise<void> {
    return this.record({ kind: "game", view, news, nonce });
  }
  timeRunningOut(view: RoundView, secondsLeft: number): Promise<void> {
    return this.record({ kind: "warning", view, secondsLeft });
  }
  roundResumed(view: RoundView): Promise<void> {
    return this.record({ kind: "resumed", view });
  }
  async versusNews(channelId: string, view: VersusNewsView, { nonce }: Post): Promise<string | null> {
    await this.record({ kind: "versus", channelId, view, nonce });
    return String(this.nextMessage++);
  }
}

export class RecordingLogger implements Logger {
  readonly lines: { level: string; context: Record<string, unknown>; message: string }[] = [];
  info(context: object, message: string): void {
    this.lines.push({ level: "info", context: context as Record<string, unknown>, message });
  }
  warn(context: object, message: string): void {
    this.lines.push({ level: "warn", context: context as Record<string, unknown>, message });
  }
  error(context: object, message: string): void {
    this.lines.push({ level: "error", context: context as Record<string, unknown>, message });
  }
  errors(): { context: Record<string, unknown>; message: string }[] {
    return this.lines.filter((l) => l.level === "error").map(({ context, message }) => ({ context, message }));
  }
}

export interface Table {
  engine: Engine;
  store: Store;
  clock: ManualClock;
  announcer: RecordingAnnouncer;
  logger: RecordingLogger;
}

/** An engine over a fresh database file with the toy rules, a manual clock at T0 and fixed seeds. */
export function table(overrides: Partial<EngineOptions> & { store?: Store; clock?: ManualClock } = {}): Table {
  const store = overrides.store ?? tempStore();
  const clock = overrides.clock ?? manualClock(T0);
  const announcer = new RecordingAnnouncer();
  const logger = new RecordingLogger();
  let seed = 7;
  const { engine } = composeEngine({
    store,
    clock,
    announcer,
    logger,
    rules: TOY_RULES,
    newSeed: () => seed++,
    ...overrides,
  });
  onTestFinished(() => engine.close());
  return { engine, store, clock, announcer, logger };
}

export function startIn(t: Table, channelId: string, game: GameName, player: Player = ann, options: OptionFields = {}) {
  return t.engine.start({ guildId: "100", channelId, game, player, options });
}

/** Starts a round and fails the test if it was refused. */
export async function started(t: Table, channelId: string, game: GameName, player: Player = ann, options: OptionFields = {}) {
  const start = await startIn(t, channelId, game, player, options);
  if (!start.ok) throw new Error(start.error);
  return start.value;
}
