// Scoring a Boggle round (box rules): each player's distinct words score by length; a word
// more than one player found scores for nobody, unless the guild turned that rule off.

import { scoreBoggleWord } from "../../solvers/boggle/score.ts";
import type { Answer, RoundResult } from "../model.ts";
import type { Scoring } from "../rules.ts";
import type { Standing } from "../standings.ts";
import { answersByPlayer, wordsFound } from "../words.ts";

const longestFirst = (a: string, b: string) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0);

/** How many players found each word. */
function finders(players: readonly (readonly string[])[]): Map<string, number> {
  const count = new Map<string, number>();
  for (const words of players) for (const word of words) count.set(word, (count.get(word) ?? 0) + 1);
  return count;
}

export function scoreBoggleRound(answers: readonly Answer[], duplicatesCancel: boolean): Scoring {
  const byPlayer = answersByPlayer(answers);
  const found = byPlayer.map((theirs) => wordsFound(theirs).sort(longestFirst));
  const count = finders(found);
  const cancelled = (word: string) => duplicatesCancel && (count.get(word) ?? 0) > 1;
  const players = byPlayer.map((theirs, i) => {
    const scoring = found[i].filter((w) => !cancelled(w));
    const total = scoring.reduce((sum, w) => sum + scoreBoggleWord(w), 0);
    const line: Standing = {
      playerId: theirs[0].playerId,
      playerName: theirs[0].playerName,
      points: total,
      answers: found[i].map((word) => ({ kind: "found", word, points: scoreBoggleWord(word), cancelled: cancelled(word) })),
      refusals: [],
    };
    return { first: theirs[0], best: scoring[0] ?? null, total, line };
  });
  players.sort((a, b) => b.total - a.total);
  const top = players[0]?.total ?? 0;
  const results: RoundResult[] = players.map(({ first, best, total }) => ({
    playerId: first.playerId,
    playerName: first.playerName,
    points: total,
    won: total > 0 && total === top,
    word: best,
    wordPoints: best === null ? null : scoreBoggleWord(best),
    exact: null,
  }));
  return { results, standings: players.map((p) => p.line) };
}
