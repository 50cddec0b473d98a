// How local play shows things in a terminal: boards, results with Dictionary Corner,
// leaderboards and stats, as plain lines.

import { pickKeys } from "./pick-keys.ts";
import type { RoundOutcome, RoundView } from "../games/engine/ports.ts";
import type { Section } from "../games/rules.ts";
import { FILLED_IN, filledInByBot } from "../games/picks.ts";
import { headline, medal, places } from "../games/podium.ts";
import { allowedIn } from "../games/rulings.ts";
import { standingLines } from "../games/standing-lines.ts";
import type { Standing } from "../games/standings.ts";
import { PERIOD_LABELS } from "../games/catalogue.ts";
import { counted, scoredWords } from "../games/words.ts";
import type { CountdownPlayer, Leaderboard, LeaderboardEntry, Period, PlayerStats } from "../games/model.ts";
import type { GameNews } from "../games/countdown/progress.ts";
import { newsTitle, outcomeLines, titleInGame, totalLines } from "../games/countdown/news-lines.ts";
import { vsComputerLine } from "../games/opponent/record.ts";
import type { Rating } from "../games/ratings/glicko.ts";
import { ratingLines } from "../games/ratings/lines.ts";
import type { RatingMode } from "../games/ratings/modes.ts";

const INDENT = "   ";

/** The wall-clock time of `at`, HH:MM:SS in the local zone. */
export function clockTime(at: number): string {
  return new Date(at).toTimeString().slice(0, 8);
}

/** Control characters drawn as symbols (ESC as ␛), so nothing typed can steer the terminal. */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu, (ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? "\u2421" : "\ufffd";
  });
}

/** Words in lines of at most `width` characters. */
export function wrapped(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

const indented = (text: string): string[] => text.split("\n").map((line) => INDENT + line);

function heading(title: string, note: string): string {
  return `── ${title} ── ${note}`;
}

function starter(view: RoundView): string {
  return view.starterName ?? "someone";
}

/** The board while the starter is still choosing it, how to choose, and by when: `now` is
 *  when the pick timer was (re)armed. */
export function showPicking(view: RoundView, now: number): string {
  const choices = pickKeys(view.choices)
    .map(({ key, choice }) => {
      if (!choice.allowed) return `(${key}: not now${choice.why ? `, ${choice.why}` : ""})`;
      return choice.label.toLowerCase() === key ? key : `${key} (${choice.label})`;
    })
    .join(" · ");
  const seconds = view.rules.picking?.secondsPerPick ?? 0;
  return [
    heading(titleInGame(view.rules.title, view.part), `${starter(view)} is choosing the board`),
    ...indented(view.boardText),
    `${starter(view)} picks by typing a key alone (or /pick it): ${choices}`,
    `No pick within ${seconds} s (by ${clockTime(now + seconds * 1000)}) and I fill in the rest.`,
  ].join("\n");
}

/** A line for a board the bot completed, else nothing. */
const filledIn = (view: RoundView): string[] => (filledInByBot(view.round.board) ? [FILLED_IN] : []);

/** A running board: what to do and when it ends. */
export function showRunning(view: RoundView, note: string, now: number): string {
  const endsAt = view.round.endsAt ?? now;
  const seconds = Math.max(0, Math.round((endsAt - now) / 1000));
  return [
    heading(titleInGame(view.rules.title, view.part), note),
    ...indented(view.boardText),
    ...filledIn(view),
    view.rules.howToPlay,
    `Type your answer (or /guess it). Time: ${seconds} s, ends at ${clockTime(endsAt)}. /stop ends it now.`,
  ].join("\n");
}

const ENDINGS: Readonly<Record<RoundOutcome["ending"], string>> = {
  time: "time is up",
  stopped: "stopped",
  solved: "solved",
  recovered: "time ran out while local play was closed",
};

function showSection(section: Section): string[] {
  return [section.title, ...section.lines.map((line) => INDENT + line)];
}

/** The results board in a terminal: a word that scored for nobody is said to be shared. */
export function resultLines(standings: readonly Standing[], allowed?: ReadonlySet<string>): string[] {
  return standingLines(standings, (word) => `${word} (shared: 0)`, undefined, allowed);
}

/** The winners first, then every player, a medal before those on the podium. */
export function showResults(view: RoundView, outcome: RoundOutcome): string {
  const { standings } = outcome;
  const placed = places(standings);
  const lines = resultLines(standings, allowedIn(view.round.options)).map((line, i) => [medal(placed[i]), line].filter((part) => part !== "").join(" "));
  const title = headline(standings, { name: (s) => s.playerName, strong: (text) => text });
  return [
    heading(titleInGame(view.rules.title, outcome.part ?? view.part), ENDINGS[outcome.ending]),
    ...indented(view.boardText),
    ...filledIn(view),
    "Results",
    ...[title, ...lines].map((line) => INDENT + line),
    ...outcome.corner.flatMap(showSection),
  ].join("\n");
}

export function showCancelled(view: RoundView, reason: string): string {
  return `${heading(titleInGame(view.rules.title, view.part), "cancelled")}\n${INDENT}${reason}`;
}

/** A points board: points, rounds and wins. */
const roundsLine = (e: LeaderboardEntry): string => `${counted(e.points, "point")}, ${counted(e.rounds, "round")}, ${counted(e.wins, "win")}`;
/** The board of Countdown games: `wins` games won of `rounds` played. */
export const gamesLine = (e: LeaderboardEntry): string => `${counted(e.wins, "game")} won of ${e.rounds}, ${counted(e.points, "point")}`;

/** Letterpress versus games: "2 won, 1 drawn, 0 lost of 3 games". */
const wonDrawnLost = (wins: number, draws: number, losses: number, games: number): string => `${wins} won, ${draws} drawn, ${losses} lost of ${counted(games, "game")}`;
/** The board of Letterpress versus games: won, drawn, lost of `rounds` played, and tiles. */
export const versusLine = (e: LeaderboardEntry): string => `${wonDrawnLost(e.wins, e.draws ?? 0, e.losses ?? 0, e.rounds)}, ${counted(e.points, "tile")}`;

export function showLeaderboard(board: Leaderboard, title: string, period: Period, line = roundsLine): string {
  const head = `Leaderboard: ${title}, ${PERIOD_LABELS[period]} (page ${board.page + 1} of ${board.pageCount})`;
  if (board.entries.length === 0) return `${head}\n${INDENT}Nobody has scored yet.`;
  const width = Math.max(...board.entries.map((e) => [...e.playerName].length));
  const rows = board.entries.map((e) => `${String(e.rank).padStart(3)}. ${e.playerName.padEnd(width)}  ${line(e)}`);
  return [head, ...rows].join("\n");
}

export function showStats(name: string, stats: PlayerStats): string {
  if (stats.rounds === 0 && stats.versus.games === 0) return `${name} hasn't played a round here yet.`;
  const lines = [
    `${name}: ${counted(stats.points, "point")} from ${counted(stats.rounds, "round")}, ${counted(stats.wins, "win")}`,
    ...stats.perGame.map((g) => `${INDENT}${g.game}: ${counted(g.points, "point")}, ${counted(g.rounds, "round")}, ${counted(g.wins, "win")}`),
  ];
  if (stats.bestWords.length > 0) lines.push(`${INDENT}best words: ${scoredWords(stats.bestWords)}`);
  if (stats.longestWord) lines.push(`${INDENT}longest word: ${stats.longestWord.toUpperCase()}`);
  if (stats.exactRate !== null) lines.push(`${INDENT}numbers hit exactly: ${Math.round(stats.exactRate * 100)}%`);
  lines.push(`${INDENT}streak: ${counted(stats.currentStreak, "day")} (best ${stats.bestStreak})`);
  if (stats.countdown.games > 0) lines.push(`${INDENT}Countdown games: ${stats.countdown.wins} won of ${stats.countdown.games}`);
  if (stats.vsComputer.rounds > 0) lines.push(`${INDENT}vs computer: ${vsComputerLine(stats)}`);
  const { versus } = stats;
  if (versus.games > 0) lines.push(`${INDENT}Letterpress versus: ${wonDrawnLost(versus.wins, versus.draws, versus.losses, versus.games)}`);
  return lines.join("\n");
}

/** Each mode's rating across servers ("?" while provisional), under a player's stats; "" if none. */
export function showRatings(current: Readonly<Partial<Record<RatingMode, Rating>>>): string {
  const lines = ratingLines(current);
  return lines.length === 0 ? "" : `\n${INDENT}ratings:\n${lines.map((line) => INDENT.repeat(2) + line).join("\n")}`;
}

/** After a round of a Countdown game: the running totals, then what comes next or who won. */
export function showGameNews(news: GameNews): string {
  const name = (player: CountdownPlayer) => (player.computer ? `${player.name} (computer)` : printable(player.name));
  return [heading(newsTitle(news), "totals"), ...totalLines(news, name).map((line) => INDENT + line), ...outcomeLines(news, name)].join("\n");
}
