// `npm run bench:load`: the bot under load against the fake Discord on loopback (both in this
// process). Reports, never fails. Targets: p99 acknowledgement ≤ 50 ms, peak RSS ≤ 200 MB.

import { runLoad, type LoadPlan } from "../test/support/load.ts";

const plan: LoadPlan = { channels: 200, players: 10, guessesPerPlayer: 2, concurrency: Number(process.env.CONCURRENCY ?? 20) };
const r = await runLoad(plan);
const yes = (ok: boolean) => (ok ? "yes" : "NO");
console.log(`Lexicord load — Node ${process.version}; ${plan.channels} channels with rounds of every game, ${plan.players} players each, ${plan.concurrency} answers in flight`);
console.log(`  answers: ${r.answersSent} sent, ${r.answersStored} stored (all: ${yes(r.answersStored === r.answersSent)}), ${Math.round(r.answersPerSecond)} a second`);
console.log(`  acknowledgement: p50 ${r.ackP50Ms.toFixed(1)} ms, p99 ${r.ackP99Ms.toFixed(1)} ms (target ≤ 50 ms)`);
console.log(`  rounds: ${r.rounds}, results posted exactly once: ${r.announcedOnce} (all: ${yes(r.announcedOnce === r.rounds)})`);
console.log(`  peak RSS: ${Math.round(r.peakRssMb)} MB with the fake in the same process (target ≤ 200 MB); errors logged: ${r.errorsLogged}`);
