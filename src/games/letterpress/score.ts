// Scoring a timed Letterpress round: each player's distinct valid words score length − 3,
// even a word someone else found too. The most points win.

import type { Answer, RoundResult } from "../model.ts";
import type { Scoring } from "../rules.ts";
import type { Standing } from "../standings.ts";
import { answersByPlayer, wordsFound } from "../words.ts";
import { letterpressPoints } from "./check.ts";

export function scoreLetterpressRound(answers: readonly Answer[]): Scoring {
  const players = answersByPlayer(answers).map((theirs) => {
    const words = wordsFound(theirs).sort((a, b) => b.length - a.length);
    const total = words.reduce((sum, w) => sum + letterpressPoints(w), 0);
    return { first: theirs[0], words, total };
  });
  players.sort((a, b) => b.total - a.total);
  const best = players[0]?.total ?? 0;
  const results: RoundResult[] = players.map(({ first, words, total }) => ({
    playerId: first.playerId,
    playerName: first.playerName,
    points: total,
    won: total > 0 && total === best,
    word: words[0] ?? null,
    wordPoints: words[0] === undefined ? null : letterpressPoints(words[0]),
    exact: null,
  }));
  const lines: Standing[] = players.map(({ first, words, total }) => ({
    playerId: first.playerId,
    playerName: first.playerName,
    points: total,
    // Everyone scores a word, however many found it: nothing is cancelled.
    answers: words.map((word) => ({ kind: "found", word, points: letterpressPoints(word), cancelled: false })),
    refusals: [],
  }));
  return { results, standings: lines };
}
