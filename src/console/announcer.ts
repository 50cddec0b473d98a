// The engine's announcements, printed to the terminal.

import type { SeasonNews } from "../games/seasons/news.ts";
import { showSeasonEnded } from "./seasons.ts";
import type { Announcer, Clock, RoundOutcome, RoundView } from "../games/engine/ports.ts";
import type { GameNews } from "../games/countdown/progress.ts";
import type { VersusNewsView } from "../games/versus/news.ts";
import { clockTime, showCancelled, showGameNews, showPicking, showResults, showRunning } from "./format.ts";
import { showVersusNews } from "./versus-news.ts";

/** Prints lines; `styled` text carries the terminal's own colours and is printed as it is. */
export type Print = (text: string, styled?: boolean) => void;

export class TerminalAnnouncer implements Announcer {
  private waiting: (() => void)[] = [];
  private versusWaiting: (() => void)[] = [];

  constructor(
    private readonly print: Print,
    private readonly clock: Clock,
    /** Whether the terminal welcomes colour (the versus board's tiles). */
    private readonly colour = false,
  ) {}

  /** Resolves when the next round ends (finished or cancelled) and its results are printed. */
  roundOver(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Resolves when the next versus news is printed. */
  versusPrinted(): Promise<void> {
    return new Promise((resolve) => this.versusWaiting.push(resolve));
  }

  private ended(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  async picking(view: RoundView): Promise<string | null> {
    this.print(showPicking(view, this.clock.now()));
    return null;
  }

  async roundStarted(view: RoundView): Promise<string | null> {
    const who = view.starterName ? `${view.starterName} started a round` : "the board is complete";
    this.print(showRunning(view, who, this.clock.now()));
    return null;
  }

  async roundResumed(view: RoundView): Promise<void> {
    this.print(showRunning(view, "still running from last time", this.clock.now()));
  }

  async timeRunningOut(view: RoundView, secondsLeft: number): Promise<void> {
    const endsAt = view.round.endsAt ?? this.clock.now();
    this.print(`⏳ ${secondsLeft} seconds left (${view.rules.title} ends at ${clockTime(endsAt)}).`);
  }

  async roundFinished(view: RoundView, outcome: RoundOutcome): Promise<void> {
    this.print(showResults(view, outcome));
    this.ended();
  }

  async gameNews(_view: RoundView, news: GameNews): Promise<void> {
    this.print(showGameNews(news));
  }

  async roundCancelled(view: RoundView, reason: string): Promise<void> {
    this.print(showCancelled(view, reason));
    this.ended();
  }

  async seasonEnded(_channelId: string, news: SeasonNews): Promise<string | null> {
    this.print(showSeasonEnded(news));
    return null;
  }

  async versusNews(_channelId: string, view: VersusNewsView): Promise<string | null> {
    // Local play accepts a challenge as it makes it (both players are here): the game's start says it all.
    if (view.event !== "challenged") this.print(showVersusNews(view, this.colour), true);
    const waiting = this.versusWaiting;
    this.versusWaiting = [];
    for (const resolve of waiting) resolve();
    return null;
  }
}
