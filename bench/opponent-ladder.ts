// The opponent ladder (issue 26): seeded short Countdown games (LLNLLNC, then sudden-death
// conundrums on a tie) of the simulated casual player (casual-player.ts) against each level.
// Every board is dealt as a game deals it, and both answers are judged and scored by the
// round's own rules, so the figures are the games' own.

import { rulesFor } from "../src/games/catalogue.ts";
import { MAX_SUDDEN_DEATHS, planOf } from "../src/games/countdown/formats.ts";
import { dealCompleteBoard } from "../src/games/dealer.ts";
import { OPPONENT_LEVELS, type Answer, type CountdownRound, type OpponentLevel } from "../src/games/model.ts";
import { opponentMove, type OpponentMove } from "../src/games/opponent/answer.ts";
import { computerChoice } from "../src/games/opponent/choices.ts";
import type { GameRules } from "../src/games/rules.ts";
import type { DictName } from "../src/solvers/dictionary/index.ts";
import { seededRandom, type Random } from "../src/solvers/random.ts";
import { DEFAULT_SETTINGS } from "../src/store/settings.ts";
import { CASUAL_PLAYER, casualConundrum, describeCasual, casualLetters, casualNumbers, type CasualAnswer, type CasualPlayer } from "./casual-player.ts";

/** Games a casual player should win against each level, in per cent: [fewest, most]. */
export const LADDER_TARGETS: Readonly<Record<OpponentLevel, readonly [number, number]>> = {
  easy: [70, 90],
  medium: [40, 70],
  hard: [10, 40],
  perfect: [0, 10],
};

// Streams of their own, so the choice, the computer and the player never share draws.
const CHOICE_STREAM = 0x5eed;
const OPPONENT_STREAM = 0x0c0ffee;
const CASUAL_STREAM = 0xca5a1;

interface Board {
  readonly letters?: string;
  readonly scramble?: string;
  readonly numbers?: readonly number[];
  readonly target?: number;
}

function casualAnswer(player: CasualPlayer, game: CountdownRound, board: Board, dict: DictName, random: Random): CasualAnswer {
  if (game === "letters") return casualLetters(player, board.letters ?? "", dict, random);
  if (game === "numbers") return casualNumbers(player, board.numbers ?? [], board.target ?? 0, random);
  return casualConundrum(player, board.scramble ?? "", dict, random);
}

export interface RoundPoints {
  readonly casual: number;
  readonly computer: number;
}

export interface DealtRound {
  readonly rules: GameRules;
  readonly options: unknown;
  readonly board: unknown;
  readonly durationMs: number;
}

/** A round of a game dealt from `seed`, its chooser picking as the computer does. */
export function dealRound(game: CountdownRound, seed: number): DealtRound {
  const rules = rulesFor(game);
  const chosen = rules.readOptions(computerChoice(game, seededRandom(seed ^ CHOICE_STREAM)), DEFAULT_SETTINGS);
  if (!chosen.ok) throw new Error(chosen.error);
  const options = chosen.value;
  return { rules, options, board: dealCompleteBoard(rules, seed, options), durationMs: rules.durationSeconds(options) * 1000 };
}

/** One round dealt from `seed`: both sides' points. */
export function playRound(level: OpponentLevel, game: CountdownRound, seed: number, player = CASUAL_PLAYER): RoundPoints {
  const { rules, options, board, durationMs } = dealRound(game, seed);
  const dict = (options as { dict?: DictName }).dict ?? "british";
  const computer = opponentMove(level, game, board, options, durationMs, seededRandom((seed ^ OPPONENT_STREAM) >>> 0));
  const casual = casualAnswer(player, game, board as Board, dict, seededRandom((seed ^ CASUAL_STREAM) >>> 0));
  const sent = [
    { who: "casual", text: casual.text, at: casual.at * durationMs },
    { who: "computer", text: computer.text, at: computer.afterMs },
  ].sort((a, b) => a.at - b.at);
  const answers = sent.flatMap(({ who, text, at }, i): Answer[] => {
    if (text === null) return [];
    const verdict = rules.check(board, options, text);
    const [ok, reason, value] = verdict.ok ? [true, null, verdict.value] : [false, verdict.reason, null];
    return [{ id: i + 1, roundId: seed, playerId: who, playerName: who, text, ok, reason, value, receivedAt: at }];
  });
  const { results } = rules.score(board, options, answers, DEFAULT_SETTINGS);
  const points = (who: string) => results.find((r) => r.playerId === who)?.points ?? 0;
  return { casual: points("casual"), computer: points("computer") };
}

/** How good an answer is by the round's own rules: a hidden round's merit (a longer word, a
 *  nearer sum), a race's being right; nothing sent is worst. */
function meritOf({ rules, options, board }: DealtRound, text: string | null): number {
  if (text === null) return -Infinity;
  const verdict = rules.check(board, options, text);
  if (!verdict.ok) throw new Error(`${rules.game}: ${text}: ${verdict.reason}`);
  return rules.merit?.(board, verdict.value) ?? 1;
}

/** Each level's move on the round dealt from `seed`, from the same draws. */
export function movesOnSeed(game: CountdownRound, seed: number): OpponentMove[] {
  const { options, board, durationMs } = dealRound(game, seed);
  return OPPONENT_LEVELS.map((level) => opponentMove(level, game, board, options, durationMs, seededRandom(seed)));
}

/** Where a level does worse than the level below on the same board: a worse answer, or a
 *  later one (a race is won by the first right answer). */
export function levelsOutOfOrder(game: CountdownRound, seeds: readonly number[]): string[] {
  return seeds.flatMap((seed) => {
    const dealt = dealRound(game, seed);
    const moves = movesOnSeed(game, seed);
    const merits = moves.map((move) => meritOf(dealt, move.text));
    return OPPONENT_LEVELS.slice(1).flatMap((above, i) => {
      const [below, a, b] = [OPPONENT_LEVELS[i], moves[i + 1], moves[i]];
      const worse = merits[i + 1] < merits[i] ? [`${game} ${seed}: ${above} ${a.text} < ${below} ${b.text}`] : [];
      return a.afterMs > b.afterMs ? [...worse, `${game} ${seed}: ${above} answers after ${below}`] : worse;
    });
  });
}

export type Outcome = "won" | "lost" | "shared";

/** A short game from `gameSeed`, as the casual player sees it. */
export function playShortGame(level: OpponentLevel, gameSeed: number, player = CASUAL_PLAYER): Outcome {
  const seedOf = (index: number) => (gameSeed * 64 + index) >>> 0;
  const plan = planOf("short");
  let lead = 0;
  plan.forEach((game, index) => {
    const { casual, computer } = playRound(level, game, seedOf(index), player);
    lead += casual - computer;
  });
  for (let extra = 0; lead === 0 && extra < MAX_SUDDEN_DEATHS; extra++) {
    const { casual, computer } = playRound(level, "conundrum", seedOf(plan.length + extra), player);
    lead += casual - computer;
  }
  return lead > 0 ? "won" : lead < 0 ? "lost" : "shared";
}

/** Games won against each level, in per cent, over `games` seeded short games a level. */
export function ladder(games: number, player = CASUAL_PLAYER): Record<OpponentLevel, number> {
  const wonAgainst = (level: OpponentLevel) => [...Array(games).keys()].filter((seed) => playShortGame(level, seed, player) === "won").length;
  return Object.fromEntries(OPPONENT_LEVELS.map((level) => [level, (100 * wonAgainst(level)) / games])) as Record<OpponentLevel, number>;
}

/** Rounds of each kind the casual player wins outright, in per cent, against a level. */
function roundsWon(level: OpponentLevel, game: CountdownRound, rounds: number): number {
  const won = [...Array(rounds).keys()].filter((seed) => {
    const { casual, computer } = playRound(level, game, seed);
    return casual > computer;
  });
  return (100 * won.length) / rounds;
}

const GAMES = 1000;
const ROUNDS = 400;

export async function benchOpponentLadder(): Promise<string[]> {
  const won = ladder(GAMES);
  const kinds: CountdownRound[] = ["letters", "numbers", "conundrum"];
  const pct = (x: number) => `${x.toFixed(1)} %`.padStart(7);
  const seeds = [...Array(ROUNDS).keys()];
  const disorder = kinds.map((game) => `${game} ${levelsOutOfOrder(game, seeds).length}`).join(", ");
  return [
    `opponent levels out of order (worse or later than the level below on the same board), of ${ROUNDS} seeded boards each: ${disorder}`,
    `opponent ladder: a casual player (bench/casual-player.ts) in ${GAMES.toLocaleString("en")} seeded short games (LLNLLNC) against each level`,
    `  the casual player: ${describeCasual(CASUAL_PLAYER)}`,
    `  level     games won  target     rounds won outright (${ROUNDS} seeded each): ${kinds.join(" / ")}`,
    ...OPPONENT_LEVELS.map((level) => {
      const [fewest, most] = LADDER_TARGETS[level];
      const met = won[level] >= fewest && won[level] <= most ? "met" : "MISSED";
      const rounds = kinds.map((game) => pct(roundsWon(level, game, ROUNDS))).join(" /");
      return `  ${level.padEnd(8)} ${pct(won[level])}    ${`${fewest}–${most} %`.padEnd(9)} ${met.padEnd(7)}${rounds}`;
    }),
    "",
  ];
}
