// A load run against the fake Discord on loopback: many channels with rounds at once, players
// answering through /guess as fast as a bounded number of senders can, then every round
// ended. In this process (manual clock), or as `lexicord start` or `start-sharded` processes
// (real time, one host or several sharing the database), on SQLite or PostgreSQL. Used by
// `npm run bench:load` and, small, by the test suite.

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COMMANDS } from "../../commands/index.ts";
import { createBot } from "../../src/discord/bot.ts";
import { deployCommands } from "../../src/discord/deploy.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { Logger } from "../../src/games/engine/ports.ts";
import { openStoreFrom } from "../../src/store/choose.ts";
import { FakeDiscord, type FakeUser, textOf } from "./fake-discord/index.ts";
import { childrenOf } from "./processes.ts";
import { roundCommand } from "./round-command.ts";
import type { GameName } from "../../src/games/model.ts";

export interface LoadPlan {
  readonly channels: number;
  readonly players: number;
  readonly guessesPerPlayer: number;
  /** Answers in flight at once. */
  readonly concurrency: number;
  /**
   * Run the bot as its own process instead of in this one: `lexicord start` (0) or
   * `lexicord start-sharded` with this many shards.
   */
  readonly shards?: number;
  /** With `shards`: that many shards split between this many hosts (`start-sharded` each,
   *  SHARDS_PER_HOST their share), sharing the database. One by default. */
  readonly hosts?: number;
  /** A fresh PostgreSQL database (postgres://…); a SQLite file of the run's own by default. */
  readonly databaseUrl?: string;
}

export interface LoadReport {
  readonly plan: LoadPlan;
  readonly answersSent: number;
  readonly answersStored: number;
  readonly answersPerSecond: number;
  readonly ackP50Ms: number;
  readonly ackP99Ms: number;
  /** This process (bot and fake), or the bot's processes alone (shards and manager together). */
  readonly peakRssMb: number;
  readonly rounds: number;
  /** Rounds whose results were posted exactly once. */
  readonly announcedOnce: number;
  readonly errorsLogged: number;
}

interface Game {
  readonly game: GameName;
  readonly options: Record<string, string | number>;
  /** A guess that fits the round's board (a conundrum guess must be an anagram of its letters). */
  readonly guess: (board: unknown) => string;
}

/** One round of each game in turn, with options that skip picking, and a guess that fits it. */
const EVERY_GAME: readonly Game[] = [
  { game: "letters", options: { picks: "cvccvcvcc", duration: 300 }, guess: () => "rate" },
  { game: "numbers", options: { large: 2, duration: 300 }, guess: () => "100+25" },
  { game: "conundrum", options: { duration: 300 }, guess: (board) => (board as { scramble: string }).scramble },
  { game: "boggle", options: { duration: 600 }, guess: () => "tea" },
  { game: "letterpress", options: { duration: 600 }, guess: () => "rate" },
  { game: "letterboxed", options: { duration: 1800 }, guess: () => "table" },
];

const GUILDS = 8;

const quiet = (errors: { count: number }): Logger => ({ info: () => {}, warn: () => {}, error: () => void errors.count++ });

/** `read()`, or `fallback` once the process it reads about has gone. */
function orThen<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Where the bot runs: how it starts, how its rounds end, what it weighs, how it stops. */
interface Target {
  endRounds(roundIds: readonly number[], channels: readonly string[]): Promise<void>;
  roundIn(channelId: string): Promise<number>;
  board(roundId: number): Promise<unknown>;
  stored(roundId: number): Promise<{ answers: number; finished: boolean }>;
  rssMb(): number;
  errors(): number;
  stop(): Promise<void>;
}

/** The database's variables, as the bot reads them (the other one unset). */
type DatabaseEnv = { readonly DATABASE_URL?: string; readonly DATABASE_PATH?: string };

async function inProcess(fake: FakeDiscord, database: DatabaseEnv): Promise<Target> {
  const clock = manualClock(Date.now());
  const errors = { count: 0 };
  const store = await openStoreFrom(database);
  const bot = createBot({ token: "load.token", commands: COMMANDS, applicationId: fake.applicationId, apiUrl: fake.apiUrl, store, ownsStore: true, readMessages: false, logger: quiet(errors), clock });
  await bot.start();
  return {
    async endRounds() {
      clock.advance(1800_000 + 1000);
      await bot.engine.idle();
    },
    roundIn: async (channelId) => (await bot.engine.roundIn(channelId))?.round.id ?? -1,
    board: async (id) => (await bot.store.getRound(id))?.board,
    stored: async (id) => ({ answers: (await bot.store.answersFor(id)).length, finished: (await bot.store.getRound(id))?.state === "finished" }),
    rssMb: () => process.memoryUsage().rss / 2 ** 20,
    errors: () => errors.count,
    stop: () => bot.stop(),
  };
}

/** The node flags `npm start` gives the bot (the heap's), so the bench weighs what users run. */
const START_FLAGS = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start.split(" ").filter((word) => word.startsWith("--"));

/** The bot in processes of its own, in real time: `lexicord start`, or `start-sharded` on each
 *  host (each claiming its share through the database's leases). Its rounds are ended by their
 *  starter's /stop. */
async function spawned(fake: FakeDiscord, database: DatabaseEnv, shards: number, hosts: number, starter: FakeUser): Promise<Target> {
  const sharded = shards === 0 ? {} : { SHARDS: String(shards), SHARDS_PER_HOST: String(Math.ceil(shards / hosts)) };
  const env = { ...process.env, DISCORD_TOKEN: "load.token", DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_URL: fake.apiUrl, ...database, LOG_LEVEL: "warn", ...sharded };
  const managers = Array.from({ length: shards === 0 ? 1 : hosts }, () => spawn(process.execPath, [...START_FLAGS, "bin/lexicord.js", shards === 0 ? "start" : "start-sharded"], { env }));
  const logs = managers.map((manager) => {
    const log = { text: "" };
    manager.stderr.setEncoding("utf8").on("data", (chunk: string) => void (log.text += chunk));
    return log;
  });
  const logged = (): string => logs.map((log) => log.text).join("");
  const store = await openStoreFrom(database);
  for (const start = Date.now(); fake.identifies.length < Math.max(shards, 1); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() - start > 60_000) throw new Error(`the shards did not start:\n${logged()}`);
  }
  const family = (): number[] => managers.flatMap((manager) => [manager.pid!, ...childrenOf(manager.pid!).map(([pid]) => pid)]);
  const rssKb = (pid: number): number => Number(/VmRSS:\s+(\d+)/u.exec(orThen(() => readFileSync(`/proc/${pid}/status`, "utf8"), ""))?.[1] ?? 0);
  return {
    async endRounds(roundIds, channels) {
      for (const channelId of channels) fake.sendSlashCommand({ user: starter, name: "stop", channelId });
      /** The rounds not yet finished with their results posted. */
      const open = async (): Promise<number[]> => {
        const ended = await Promise.all(roundIds.map(async (id, i) => (await store.getRound(id))?.state === "finished" && fake.messages(channels[i]!).some((m) => textOf(m).includes(`-# Round ${id} ·`))));
        return roundIds.filter((_, i) => !ended[i]);
      };
      for (const start = Date.now(); (await open()).length > 0; await new Promise((resolve) => setTimeout(resolve, 250))) {
        if (Date.now() - start > 180_000) throw new Error(`rounds ${(await open()).join(", ")} did not end:\n${logged().split("\n").slice(-20).join("\n")}`);
      }
    },
    roundIn: async (channelId) => (await store.runningRoundIn(channelId))?.id ?? -1,
    board: async (id) => (await store.getRound(id))?.board,
    stored: async (id) => ({ answers: (await store.answersFor(id)).length, finished: (await store.getRound(id))?.state === "finished" }),
    rssMb: () => family().reduce((sum, pid) => sum + rssKb(pid), 0) / 1024,
    errors: () => (logged().match(/"level":50/gu) ?? []).length,
    async stop() {
      await Promise.all(
        managers.map(async (manager) => {
          manager.kill("SIGTERM");
          await new Promise((resolve) => manager.once("close", resolve));
        }),
      );
      await store.close();
    },
  };
}

export async function runLoad(plan: LoadPlan): Promise<LoadReport> {
  const separate = plan.shards !== undefined;
  const guilds = Array.from({ length: separate ? GUILDS : 1 }, (_, g) => ({
    name: `Load ${g}`,
    channels: Array.from({ length: Math.ceil(plan.channels / (separate ? GUILDS : 1)) }, (_, i) => `games-${i}`),
  }));
  // Every shard may identify at once (through the database's buckets on several hosts): the
  // start is not what is measured.
  const shards = Math.max(plan.shards ?? 1, 1);
  const fake = await FakeDiscord.start({ guilds, shards, maxConcurrency: shards });
  const dir = mkdtempSync(join(tmpdir(), "lexicord-load-"));
  const channels = fake.guilds.flatMap((g) => g.channels.map((c) => c.id)).slice(0, plan.channels);
  let target: Target | null = null;
  try {
    await deployCommands({ token: "load.token", applicationId: fake.applicationId, apiUrl: fake.apiUrl }, COMMANDS);
    const players: FakeUser[] = Array.from({ length: plan.players }, (_, i) => fake.addUser(`player${i}`));
    const database = plan.databaseUrl ? { DATABASE_URL: plan.databaseUrl, DATABASE_PATH: undefined } : { DATABASE_PATH: join(dir, "load.db"), DATABASE_URL: undefined };
    target = separate ? await spawned(fake, database, plan.shards!, plan.hosts ?? 1, players[0]!) : await inProcess(fake, database);
    const bot = target;
    let peakRss = bot.rssMb();
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, bot.rssMb())), 200);
    const starts = channels.map((channelId, i) => {
      const { game, options } = EVERY_GAME[i % EVERY_GAME.length]!;
      return fake.sendSlashCommand({ user: players[0]!, ...roundCommand(game), channelId, options });
    });
    await Promise.all(starts.map((id) => fake.waitFor((c) => c.interactionId === id && c.method === "PATCH" && c.status < 300, 180_000)));

    const boards = await Promise.all(channels.map(async (channelId) => bot.board(await bot.roundIn(channelId))));
    const guesses = channels.flatMap((channelId, i) =>
      players.flatMap((user) => {
        const answer = EVERY_GAME[i % EVERY_GAME.length]!.guess(boards[i]);
        return Array.from({ length: plan.guessesPerPlayer }, () => ({ user, channelId, answer }));
      }),
    );
    const ids: string[] = [];
    const began = performance.now();
    let next = 0;
    const sender = async (): Promise<void> => {
      while (next < guesses.length) {
        const { user, channelId, answer } = guesses[next++]!;
        const id = fake.sendSlashCommand({ user, name: "guess", channelId, options: { answer } });
        ids.push(id);
        await fake.waitForInteractionResponse(id, 60_000);
      }
    };
    await Promise.all(Array.from({ length: plan.concurrency }, sender));
    const seconds = (performance.now() - began) / 1000;
    const acks = ids.map((id) => fake.acknowledgementMs(id) ?? Infinity).sort((a, b) => a - b);

    const roundIds = await Promise.all(channels.map((channelId) => bot.roundIn(channelId)));
    const stored = async () => Promise.all(roundIds.map((id) => bot.stored(id)));
    const answersStored = (await stored()).reduce((sum, s) => sum + s.answers, 0);
    await bot.endRounds(roundIds, channels);
    clearInterval(sampler);
    const finished = await stored();
    const announcedOnce = roundIds.filter((id, i) => {
      const results = fake.messages(channels[i]!).filter((m) => textOf(m).includes(`-# Round ${id} ·`));
      return results.length === 1 && finished[i]!.finished;
    }).length;
    return {
      plan,
      answersSent: guesses.length,
      answersStored,
      answersPerSecond: guesses.length / seconds,
      ackP50Ms: percentile(acks, 50),
      ackP99Ms: percentile(acks, 99),
      peakRssMb: peakRss,
      rounds: roundIds.length,
      announcedOnce,
      errorsLogged: bot.errors(),
    };
  } finally {
    await target?.stop();
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
