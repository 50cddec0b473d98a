// At start, the answers a process before this one acknowledged but could not save (the answer
// spool) are saved into their rounds, before those rounds are recovered and scored. An answer
// already saved (the process died after saving it, before the spool was emptied) is not saved
// twice; one whose round has ended or is served elsewhere now cannot count, and is reported.

import type { Answer, NewAnswer, Round } from "../model.ts";
import type { AnswerSpool, EngineStore, Logger } from "./ports.ts";

const same = (a: NewAnswer, b: Answer): boolean => a.playerId === b.playerId && a.receivedAt === b.receivedAt && a.text === b.text;

export async function replaySpooled(store: EngineStore, spool: AnswerSpool, owns: (round: Round) => boolean, logger: Logger): Promise<void> {
  const left = spool.left();
  if (left.length === 0) return;
  let saved = 0;
  const lost: NewAnswer[] = [];
  for (const roundId of new Set(left.map((a) => a.roundId))) {
    const answers = left.filter((a) => a.roundId === roundId);
    const round = await store.getRound(roundId);
    if (round?.state !== "running" || !owns(round)) {
      lost.push(...answers);
      continue;
    }
    const stored = await store.answersFor(roundId);
    for (const answer of answers.filter((a) => !stored.some((b) => same(a, b)))) {
      await store.addAnswer(answer);
      saved += 1;
    }
  }
  logger.info({ spooled: left.length, saved }, "saved the answers acknowledged before the last stop");
  if (lost.length > 0) logger.warn({ lost: lost.map(({ roundId, playerId, text }) => ({ roundId, playerId, text })) }, "answers acknowledged before the last stop whose round has ended or moved elsewhere: they cannot count");
  spool.clear();
}
