// A game's news in words: the running totals, who was dropped, and what comes next or who
// won. Plain text: each adapter passes how its medium names a player (Discord: a mention).

import type { CountdownPlayer, CountdownRound } from "../model.ts";
import type { RoundPart } from "../engine/ports.ts";
import type { GameNews, NextRound } from "./progress.ts";

export type ShowPlayer = (player: CountdownPlayer) => string;

const ROUND_NAMES: Readonly<Record<CountdownRound, string>> = { letters: "letters", numbers: "numbers", conundrum: "the conundrum" };

/** A round's title with its place in the game, as the totals count rounds:
 *  "Countdown letters, round 2 of 7", "Countdown conundrum, sudden death 1". */
export function titleInGame(title: string, part: RoundPart | null | undefined): string {
  if (!part) return title;
  return `${title}, ${part.number > part.of ? `sudden death ${part.number - part.of}` : `round ${part.number} of ${part.of}`}`;
}

/** The heading: the round just played and the planned number, or sudden death. */
export function newsTitle(news: GameNews): string {
  if (news.round === 0) return "Countdown: before the first round";
  return news.round > news.planned ? `Countdown: sudden death ${news.round - news.planned}` : `Countdown: round ${news.round} of ${news.planned}`;
}

export function totalLines(news: GameNews, show: ShowPlayer): string[] {
  return news.totals.map((t) => `${show(t.player)}: ${t.points}${t.player.dropped ? " (dropped)" : ""}`);
}

/** What comes next, as one line, and when when there is a pause first. */
export function nextLine(next: NextRound, planned: number, show: ShowPlayer, pauseSeconds = 0): string {
  const when = pauseSeconds > 0 ? `, in ${pauseSeconds} s` : "";
  if (next.suddenDeath) return `The totals are tied at the top: a sudden-death conundrum decides it${when}.`;
  const chooses = next.game === "conundrum" ? "" : `; ${show(next.chooser)} chooses`;
  return `Next${when}: round ${next.index + 1} of ${planned}, ${ROUND_NAMES[next.game]}${chooses}.`;
}

/** The news after the totals: who was dropped, then what follows or how it ended. */
export function outcomeLines(news: GameNews, show: ShowPlayer): string[] {
  const gone = news.totals.filter((t) => news.dropped.includes(t.player.id)).map((t) => show(t.player));
  const dropped = gone.length === 0 ? [] : [`Dropped for not answering in a while: ${gone.join(", ")}.`];
  const names = news.winners.map(show).join(" and ");
  const ending: Record<GameNews["turn"], string> = {
    next: news.next ? nextLine(news.next, news.planned, show, news.pauseSeconds) : "",
    won: `🏆 ${names} wins the game!`,
    drawn: `The sudden deaths went unsolved: ${names} share the game.`,
    abandoned: "Nobody is answering any more, so the game ends here.",
    stopped: "The game was stopped.",
    lost: "The game's channel is gone, so the game ends here with no winner; the totals stand.",
  };
  return [...dropped, ending[news.turn]].filter((line) => line !== "");
}
