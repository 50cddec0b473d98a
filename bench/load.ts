// `npm run bench:load`: the bot under load against the fake Discord on loopback, the bot as
// `lexicord start` and then as 2 and 4 shard processes, the fake in this process. Reports,
// never fails. Targets: p99 acknowledgement ≤ 50 ms, peak RSS ≤ 200 MB for one process.

import { runLoad, type LoadPlan, type LoadReport } from "../test/support/load.ts";

const concurrency = Number(process.env.CONCURRENCY ?? 20);
const base: LoadPlan = { channels: 200, players: 10, guessesPerPlayer: 2, concurrency };
const yes = (ok: boolean) => (ok ? "yes" : "NO");

function report(title: string, r: LoadReport): void {
  console.log(title);
  console.log(`  answers: ${r.answersSent} sent, ${r.answersStored} stored (all: ${yes(r.answersStored === r.answersSent)}), ${Math.round(r.answersPerSecond)} a second`);
  console.log(`  acknowledgement: p50 ${r.ackP50Ms.toFixed(1)} ms, p99 ${r.ackP99Ms.toFixed(1)} ms (target ≤ 50 ms)`);
  console.log(`  rounds of every game: ${r.rounds}, results posted exactly once: ${r.announcedOnce} (all: ${yes(r.announcedOnce === r.rounds)}); errors logged: ${r.errorsLogged}`);
}

console.log(`Lexicord load — Node ${process.version}; ${base.channels} channels, ${base.players} players each, ${concurrency} answers in flight\n`);
const one = await runLoad({ ...base, shards: 0 });
report("One bot process (lexicord start)", one);
console.log(`  peak RSS: ${Math.round(one.peakRssMb)} MB (target ≤ 200 MB)\n`);
for (const shards of (process.env.SHARDS_RUNS ?? "2,4").split(",").map(Number).filter((n) => n > 0)) {
  const r = await runLoad({ ...base, shards });
  report(`${shards} shard processes under ShardingManager`, r);
  console.log(`  peak RSS: ${Math.round(r.peakRssMb)} MB for the manager and its ${shards} shards together\n`);
}
