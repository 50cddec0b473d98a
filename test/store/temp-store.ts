// Test helpers: a real database file in a fresh temp directory per test, removed afterwards,
// and short ways to start and finish rounds on any store (SQLite or PostgreSQL).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";
import { openStore, type SqliteStore } from "../../src/store/sqlite-store.ts";
import type { GameName, NewRound, Round, RoundResult } from "../../src/games/model.ts";
import type { Store } from "../../src/store/types.ts";

/** A database path in a new temp directory, deleted when the test ends. */
export function tempDbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), "lexicord-store-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, "lexicord.db");
}

/** Opens a store that is closed when the test ends (closing twice is harmless). */
export function storeAt(path: string): SqliteStore {
  const store = openStore(path);
  onTestFinished(() => store.close());
  return store;
}

export function tempStore(): SqliteStore {
  return storeAt(tempDbPath());
}

export function newRound(overrides: Partial<NewRound> = {}): NewRound {
  return {
    guildId: "100",
    channelId: "200",
    game: "letters",
    state: "running",
    board: { letters: "STARELING" },
    options: { picks: "cvccvcvcc" },
    seed: 42,
    startedBy: "300",
    startedAt: 1_700_000_000_000,
    endsAt: 1_700_000_030_000,
    ...overrides,
  };
}

/** Any store that starts and finishes rounds: a temp one, or a running bot's. */
type RoundKeeper = Pick<Store, "createRound" | "finishRound">;

export async function startRound(store: RoundKeeper, overrides: Partial<NewRound> = {}): Promise<Round> {
  const started = await store.createRound(newRound(overrides));
  if (!started.ok) throw new Error(started.error);
  return started.round;
}

/** A result; a word given scores the round's points unless `wordPoints` says otherwise (as in letters). */
export function result(playerId: string, points: number, more: Partial<RoundResult> = {}): RoundResult {
  return { playerId, playerName: `name-${playerId}`, points, won: false, word: null, exact: null, ...more, wordPoints: more.wordPoints ?? (more.word ? points : null) };
}

let channel = 0;

/** Starts a round in a fresh channel and finishes it at `finishedAt` with these results. */
export async function playRound(
  store: RoundKeeper,
  finishedAt: number,
  results: readonly RoundResult[],
  where: { guildId?: string; game?: GameName } = {},
): Promise<Round> {
  const round = await startRound(store, { channelId: String(++channel), startedAt: finishedAt - 30_000, ...where });
  const finished = await store.finishRound(round.id, finishedAt, results);
  if (!finished.ok) throw new Error(finished.error);
  return finished.round;
}
