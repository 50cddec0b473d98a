// /daily in local play: today's puzzles (the same as in every Discord server, at the same time),
// answered with `/daily <game> <answer>`, a letters word made final with `/daily final`.

import { GAME_NAMES } from "../games/catalogue.ts";
import { Daily, type DailyAnswered, type DailyCard } from "../games/daily/daily.ts";
import { progressOf } from "../games/daily/progress.ts";
import { DAILY_HOW_TO } from "../games/daily/puzzles.ts";
import { DAILY_GAMES, type DailyGame } from "../games/model.ts";
import type { Command } from "./parse.ts";
import type { Session } from "./commands.ts";

export const DAILY_USAGE = "/daily [letterboxed|conundrum|letters <answer>] | /daily final";

function showCard({ puzzle, entry, share, versusBest }: DailyCard): string {
  const board = puzzle.rules.showBoard(puzzle.board, puzzle.options);
  return [`${GAME_NAMES[puzzle.game]} — ${DAILY_HOW_TO[puzzle.game]}`, board, progressOf(entry), ...(versusBest ? [versusBest] : []), ...(share ? [`Share: ${share}`] : [])].join("\n");
}

function showAnswered(answered: DailyAnswered): string {
  if (answered.kind === "refused") return answered.reason;
  return `${answered.summary}\n${showCard(answered.card)}`;
}

const isDailyGame = (name: string): name is DailyGame => (DAILY_GAMES as readonly string[]).includes(name);

export async function daily(session: Session, command: Command): Promise<string> {
  const desk = new Daily(session.store, () => session.clock.now());
  const [first = "", ...rest] = command.args;
  const what = first.toLowerCase();
  if (what === "") {
    const cards = await desk.open(session.player, null);
    session.dailyDay = cards[0].puzzle.day;
    const { number, day } = cards[0].puzzle;
    const heading = `Daily puzzles #${number} · ${day}, open until midnight UTC (answer with ${DAILY_USAGE})`;
    return [heading, ...cards.map(showCard)].join("\n\n");
  }
  // The day the player opened: once it closes, an answer to it is refused, never moved to the next.
  const day = session.dailyDay ?? desk.today();
  if (what === "final") return showAnswered(await desk.finish(session.player, "letters", day));
  if (!isDailyGame(what)) return `Daily games are ${DAILY_GAMES.join(", ")}: ${DAILY_USAGE}.`;
  if (rest.length === 0) return `Give your answer after the game, e.g. /daily ${what} ${what === "letterboxed" ? "prime elk kraft" : "word"}.`;
  return showAnswered(await desk.answer(session.player, what, day, rest.join(" ")));
}
