// Scoring a conundrum (a race): the first correct answer scores 10; everyone else 0.

import type { Answer, RoundResult } from "../model.ts";
import type { Scoring } from "../rules.ts";
import { standingOf } from "../standing-of.ts";
import { answersByPlayer } from "../words.ts";

export const CONUNDRUM_POINTS = 10;

export function scoreConundrumRound(answers: readonly Answer[]): Scoring {
  const winner = answers.find((a) => a.ok);
  // One guess per player: a player's first answer is their guess.
  const guesses = answersByPlayer(answers).map((theirs) => theirs[0]);
  guesses.sort((a, b) => Number(b === winner) - Number(a === winner));
  const results: RoundResult[] = guesses.map((guess) => ({
    playerId: guess.playerId,
    playerName: guess.playerName,
    points: guess === winner ? CONUNDRUM_POINTS : 0,
    won: guess === winner,
    word: guess.ok && typeof guess.value === "string" ? guess.value : null,
    wordPoints: guess.ok ? (guess === winner ? CONUNDRUM_POINTS : 0) : null,
    exact: null,
  }));
  const lines = guesses.map((guess, i) => {
    const { points, word } = results[i];
    return standingOf(guess, points, word === null ? null : { kind: "solution", word, points }, "wrong");
  });
  return { results, standings: lines };
}
