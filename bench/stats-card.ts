// The /stats card for a player with 10,000 results (target: within 200 ms): the stats query
// and the chart drawn and encoded, and the leaderboard card beside it.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drawLeaderboardCard, drawStatsCard } from "../src/discord/images/index.ts";
import { POINTS } from "../src/discord/images/leaderboard-card.ts";
import { GAMES, type RoundResult } from "../src/games/model.ts";
import { seededRandom } from "../src/solvers/random.ts";
import { openStore, type SqliteStore } from "../src/store/sqlite-store.ts";
import { formatMs, timeEach, timeEachAsync } from "./measure.ts";

const GUILD = "100";
const PLAYER = "me";
const RESULTS = 10_000;
const NOW = Date.parse("2026-11-23T16:00:00Z");
const YEAR = 365 * 86_400_000;
const WORDS = ["starling", "quixotic", "bawdier", "rates", "plinth", "zymurgy", "cakewalk", "tears"];

/** RESULTS rounds over the last year, each with the player and two others. */
async function seed(store: SqliteStore): Promise<void> {
  const random = seededRandom(16);
  for (let i = 0; i < RESULTS; i++) {
    const finishedAt = NOW - random.int(YEAR);
    const game = GAMES[random.int(GAMES.length)]!;
    const player = (id: string): RoundResult => {
      const points = random.int(12);
      return { playerId: id, playerName: id, points, won: random.int(3) === 0, word: WORDS[random.int(WORDS.length)]!, wordPoints: Math.min(points, 5), exact: null };
    };
    const started = await store.createRound({ guildId: GUILD, channelId: String(i), game, state: "running", board: {}, options: {}, seed: i, startedBy: PLAYER, startedAt: finishedAt - 30_000, endsAt: finishedAt });
    if (!started.ok) throw new Error(started.error);
    await store.finishRound(started.round.id, finishedAt, [player(PLAYER), player(`other${i % 40}`), player(`other${(i + 7) % 40}`)]);
  }
}

export async function benchStatsCard(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "lexicord-bench-"));
  const store = openStore(join(dir, "lexicord.db"));
  try {
    await seed(store);
    const runs = Array.from({ length: 30 }, (_, i) => i);
    const query = await timeEachAsync(runs, () => store.playerStats(GUILD, PLAYER, NOW));
    const stats = await store.playerStats(GUILD, PLAYER, NOW);
    const card = timeEach(runs, () => drawStatsCard("me", stats));
    const leaders = await store.leaderboard(GUILD, { period: "all", page: 0, now: NOW });
    const board = timeEach(runs, () => drawLeaderboardCard(leaders, "Leaderboard: all games, all time", POINTS));
    return [
      `stats card, ${RESULTS.toLocaleString("en")} results: median ${formatMs(card.median)}, worst ${formatMs(card.worst)} (target ≤ 200 ms); the stats query alone ${formatMs(query.median)}`,
      `leaderboard card, a page of 10: median ${formatMs(board.median)}, worst ${formatMs(board.worst)}`,
    ];
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
