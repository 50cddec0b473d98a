// A load run against the fake Discord on loopback: many channels with rounds of every game at
// once, players answering through /guess as fast as a bounded number of senders can, then
// every round ended. Used by `npm run bench:load` and, small, by the test suite.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COMMANDS } from "../../commands/index.ts";
import { createBot } from "../../src/discord/bot.ts";
import { deployCommands } from "../../src/discord/deploy.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { Logger } from "../../src/games/engine/ports.ts";
import { FakeDiscord, type FakeUser } from "./fake-discord/index.ts";

export interface LoadPlan {
  readonly channels: number;
  readonly players: number;
  readonly guessesPerPlayer: number;
  /** Answers in flight at once. */
  readonly concurrency: number;
}

export interface LoadReport {
  readonly plan: LoadPlan;
  readonly answersSent: number;
  readonly answersStored: number;
  readonly answersPerSecond: number;
  readonly ackP50Ms: number;
  readonly ackP99Ms: number;
  readonly peakRssMb: number;
  readonly rounds: number;
  /** Rounds whose results were posted exactly once. */
  readonly announcedOnce: number;
  readonly errorsLogged: number;
}

/** One round of each game in turn, with options that skip picking, and a guess that fits it. */
const ROUNDS: readonly { readonly game: string; readonly options: Record<string, string | number>; readonly guess: string }[] = [
  { game: "letters", options: { picks: "cvccvcvcc", duration: 300 }, guess: "rate" },
  { game: "numbers", options: { large: 2, duration: 300 }, guess: "100+25" },
  { game: "conundrum", options: { duration: 300 }, guess: "abcdefghi" },
  { game: "boggle", options: { duration: 600 }, guess: "tea" },
  { game: "letterpress", options: { duration: 600 }, guess: "rate" },
  { game: "letterboxed", options: { duration: 1800 }, guess: "table" },
];

const quiet = (errors: { count: number }): Logger => ({ info: () => {}, warn: () => {}, error: () => void errors.count++ });

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function runLoad(plan: LoadPlan): Promise<LoadReport> {
  const names = Array.from({ length: plan.channels }, (_, i) => `games-${i}`);
  const fake = await FakeDiscord.start({ guilds: [{ name: "Load", channels: names }] });
  const dir = mkdtempSync(join(tmpdir(), "lexicord-load-"));
  const clock = manualClock(Date.now());
  const errors = { count: 0 };
  const bot = createBot({
    token: "load.token",
    commands: COMMANDS,
    applicationId: fake.applicationId,
    apiUrl: fake.apiUrl,
    databasePath: join(dir, "load.db"),
    readMessages: false,
    logger: quiet(errors),
    clock,
  });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    await deployCommands({ token: "load.token", applicationId: fake.applicationId, guildId: fake.guild.id, apiUrl: fake.apiUrl }, COMMANDS);
    await bot.start();
    const players: FakeUser[] = Array.from({ length: plan.players }, (_, i) => fake.addUser(`player${i}`));
    const channels = names.map((name) => fake.channelId(name));
    const starts = channels.map((channelId, i) => {
      const { game, options } = ROUNDS[i % ROUNDS.length]!;
      return fake.sendSlashCommand({ user: players[0]!, name: game, channelId, options });
    });
    await Promise.all(starts.map((id) => fake.waitFor((c) => c.interactionId === id && c.method === "PATCH" && c.status < 300, 60_000)));

    const guesses = channels.flatMap((channelId, i) =>
      players.flatMap((user) => Array.from({ length: plan.guessesPerPlayer }, () => ({ user, channelId, answer: ROUNDS[i % ROUNDS.length]!.guess }))),
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

    const roundIds = channels.map((channelId) => bot.engine.roundIn(channelId)?.round.id ?? -1);
    const answersStored = roundIds.reduce((sum, id) => sum + bot.store.answersFor(id).length, 0);
    clock.advance(1800_000 + 1000);
    await bot.engine.idle();
    const announcedOnce = roundIds.filter((id, i) => {
      const results = fake.messages(channels[i]!).filter((m) => m.embeds[0]?.footer?.text?.startsWith(`Round ${id} ·`));
      return results.length === 1 && bot.store.getRound(id)?.state === "finished";
    }).length;
    return {
      plan,
      answersSent: guesses.length,
      answersStored,
      answersPerSecond: guesses.length / seconds,
      ackP50Ms: percentile(acks, 50),
      ackP99Ms: percentile(acks, 99),
      peakRssMb: peakRss / 2 ** 20,
      rounds: roundIds.length,
      announcedOnce,
      errorsLogged: errors.count,
    };
  } finally {
    clearInterval(sampler);
    await bot.stop();
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
