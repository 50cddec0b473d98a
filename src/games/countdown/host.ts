// A Countdown game around the round engine: the lobby, then each round started in turn for
// its chooser, the game's news recorded in the same transaction as the end of each round
// (the engine's RoundSequel), the next round after a pause once that news is out, a channel
// lost ending the game, and after a restart the next round started where it stopped.

import { seededRandom } from "../../solvers/random.ts";
import { refuse, type Checked } from "../rules.ts";
import type { CountdownFormat, CountdownGame, OpponentLevel, Round } from "../model.ts";
import type { Clock, Logger, Player, RoundPart, RoundSequel, RoundView, Sequel, Store } from "../engine/ports.ts";
import { planOf } from "./formats.ts";
import type { StartRequest } from "../engine/requests.ts";
import { computerChoice } from "../opponent/choices.ts";
import { COMPUTER, isStaleLobby, joinLobby, leaveLobby, newPlayer, startLobby } from "./lobby.ts";
import { afterLoss, afterRound, answerRefusal, nextRound, stoppedNews, type GameNews, type NextRound } from "./progress.ts";
import type { Cancellation } from "../engine/cancellation.ts";
import { recordRatedGame } from "../ratings/record.ts";
import { countdownToRate, isRatedEnd } from "./rating.ts";

/** What the host needs of the engine: starting a game's rounds, ending one early, and the
 *  pause after one. */
export interface RoundRunner {
  start(request: StartRequest): Promise<Checked<RoundView>>;
  cancel(channelId: string, reason: string, stopper?: Player): Promise<void>;
  after(round: Round, at: number, act: () => Promise<void>): void;
}

export type GameStore = Pick<
  Store,
  "openGame" | "getGame" | "openGameIn" | "openGames" | "gameOfRound" | "updateGame" | "answersFor" | "resultsFor" | "pendingAnnouncementsOf" | "atomically" | "ratingsOf" | "meetingsSince" | "saveRatings"
>;

/** How the lobby's Start is carried out: `playIn` may give the game a channel of its own (a
 *  thread), asked only once the game may start; `lobbyMessageId` is the lobby's message. */
export interface StartPlace {
  readonly playIn?: (game: CountdownGame) => Promise<string | null>;
  readonly lobbyMessageId?: string;
}

export interface OpenRequest {
  readonly guildId: string;
  readonly channelId: string;
  readonly player: Player;
  readonly format: CountdownFormat;
  /** The computer joins at this level. */
  readonly level: OpponentLevel | null;
}

export interface HostDeps {
  readonly store: GameStore;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The engine, once it exists (it is built with this host as its sequel). */
  readonly rounds: () => RoundRunner;
  /** Seconds between a round's news and the next round; default none. */
  readonly pauseSeconds?: number;
}

/** How many lone rounds are remembered at most (see CountdownHost.lone). */
const LONE_ROUNDS_KEPT = 10_000;

/** How often a game waiting for its last round's news to be delivered looks again. */
const WAIT_FOR_NEWS_MS = 1_000;

// A stream of its own for the computer's choices, apart from every round's deal.
const CHOICE_STREAM = 0x5eed;

export class CountdownHost implements RoundSequel {
  /** Lobbies whose Start is being carried out: a second press must not open a second thread. */
  private readonly starting = new Set<number>();
  /** Rounds known to be no game's round in play: that never changes back (a game's round is
   *  made with its game, in one transaction), so each answer in a lone round skips two reads. */
  private readonly lone = new Set<number>();

  constructor(private readonly deps: HostDeps) {}

  /** The channel's game in its lobby or playing. A lobby left unstarted too long counts as
   *  none, so a forgotten lobby never holds a channel for good: the next `open` closes it. */
  async gameIn(channelId: string): Promise<CountdownGame | null> {
    const game = await this.deps.store.openGameIn(channelId);
    return game && isStaleLobby(game, this.deps.clock.now()) ? null : game;
  }

  /** A lobby in the channel where the rounds will be played, with the computer in it if asked. */
  async open({ guildId, channelId, player, format, level }: OpenRequest): Promise<Checked<CountdownGame>> {
    await this.closeStaleLobby(channelId);
    const players = [newPlayer(player), ...(level ? [COMPUTER] : [])];
    const opened = await this.deps.store.openGame({
      guildId, channelId, lobbyChannelId: channelId, lobbyMessageId: null, format, level, state: "lobby", players, startedBy: player.id,
      scores: [], roundId: null, winners: [], createdAt: this.deps.clock.now(), finishedAt: null,
    });
    return opened.ok ? { ok: true, value: opened.game } : refuse("A Countdown game is already open here: join it, or wait for it to end.");
  }

  join(gameId: number, player: Player): Promise<Checked<CountdownGame>> {
    return this.change(gameId, (game) => joinLobby(game, player));
  }

  leave(gameId: number, player: Player): Promise<Checked<CountdownGame>> {
    return this.change(gameId, (game) => leaveLobby(game, player));
  }

  /** Closes the lobby and starts the first round. */
  async start(gameId: number, player: Player, { playIn, lobbyMessageId }: StartPlace = {}): Promise<Checked<CountdownGame>> {
    const lobby = await this.deps.store.getGame(gameId);
    const allowed = lobby ? startLobby(lobby, player) : refuse("That game is over.");
    if (!allowed.ok) return allowed;
    if (this.starting.has(gameId)) return refuse("This game has started already.");
    this.starting.add(gameId);
    try {
      const channelId = (await playIn?.(allowed.value)) ?? allowed.value.channelId;
      const started = await this.change(gameId, (game) => startLobby({ ...game, channelId, lobbyMessageId: lobbyMessageId ?? game.lobbyMessageId }, player));
      if (started.ok) await this.playNext(started.value);
      return started;
    } finally {
      this.starting.delete(gameId);
    }
  }

  /** `/countdown stop`: by the starter, or anyone who manages the server. */
  async stop(channelId: string, by: Player, manages: boolean): Promise<Checked<GameNews>> {
    const game = await this.deps.store.openGameIn(channelId);
    if (!game) return refuse("There is no Countdown game in this channel.");
    if (game.startedBy !== by.id && !manages) return refuse("Only the player who started this game, or someone who manages the server, can stop it.");
    // Stopped as the game is now: a round that ended since it was read keeps its points.
    let roundId: number | null = null;
    const stopped = await this.change(game.id, (now) => {
      roundId = now.roundId;
      return { ok: true, value: { ...now, state: "stopped", roundId: null, finishedAt: this.deps.clock.now() } };
    });
    if (!stopped.ok) return refuse("This game has just ended.");
    if (roundId !== null) await this.deps.rounds().cancel(channelId, "The Countdown game was stopped by {stopper}.", by);
    return { ok: true, value: stoppedNews(stopped.value) };
  }

  /** In the transaction that ends the round: the game's totals and what follows, and its
   *  ratings when it ends finished; a channel lost ends the game. */
  async closing(round: Round, cancelled?: Cancellation): Promise<readonly Sequel[]> {
    const { store } = this.deps;
    const game = await store.gameOfRound(round.id);
    if (!game) return [];
    const points = Object.fromEntries((await store.resultsFor(round.id)).map((r) => [r.playerId, r.points]));
    const answered = new Set((await store.answersFor(round.id)).map((a) => a.playerId));
    const { game: after, news } = cancelled?.lost ? afterLoss(game) : afterRound(game, { points, answered, seen: round.messageId !== null });
    const ended = after.state === "playing" ? after : { ...after, finishedAt: this.deps.clock.now() };
    await store.updateGame(ended);
    if (isRatedEnd(news.turn)) await recordRatedGame(store, countdownToRate(ended, this.deps.clock.now()));
    return [{ kind: "game", payload: { ...news, pauseSeconds: this.deps.pauseSeconds ?? 0 } }];
  }

  /** A game's rounds are for its players still in it (a sudden death for the tied leaders):
   *  anyone else would score, or end the conundrum race, outside the game. */
  async refuses(round: Round, playerId: string): Promise<string | null> {
    const game = await this.gameOf(round);
    return game && answerRefusal(game, playerId);
  }

  /** Round n of the plan, or a sudden death past it, while the round is the game's in play. */
  async partOf(round: Round): Promise<RoundPart | null> {
    const game = await this.gameOf(round);
    return game && { number: game.scores.length + 1, of: planOf(game.format).length };
  }

  /** A game cannot skip a round: its board is waited for rather than the round cancelled. */
  async waits(round: Round): Promise<boolean> {
    return (await this.gameOf(round)) !== null;
  }

  private async gameOf(round: Round): Promise<CountdownGame | null> {
    if (this.lone.has(round.id)) return null;
    const game = await this.deps.store.gameOfRound(round.id);
    if (game === null) {
      // Bounded: forgetting only costs a read again.
      if (this.lone.size >= LONE_ROUNDS_KEPT) this.lone.clear();
      this.lone.add(round.id);
    }
    return game;
  }

  /** After the news is out, and a pause to read it: the next round of the game, if any. */
  async closed(round: Round): Promise<void> {
    const pauseMs = (this.deps.pauseSeconds ?? 0) * 1000;
    if (pauseMs === 0) return this.nextAfter(round);
    this.deps.rounds().after(round, this.deps.clock.now() + pauseMs, () => this.nextAfter(round));
  }

  /** The round's results and news go out before the next board: while Discord is away, wait. */
  private async nextAfter(round: Round): Promise<void> {
    const { store, clock } = this.deps;
    const game = await store.openGameIn(round.channelId);
    if (game?.state !== "playing" || game.roundId !== null) return;
    if ((await store.pendingAnnouncementsOf(round.id)).length > 0) {
      return this.deps.rounds().after(round, clock.now() + WAIT_FOR_NEWS_MS, () => this.nextAfter(round));
    }
    await this.playNext(game);
  }

  /** After a restart: every game `owns` accepts that is between rounds starts its next one (a
   *  round in play goes on by itself). */
  async recover(owns: (game: CountdownGame) => boolean = () => true): Promise<void> {
    for (const game of (await this.deps.store.openGames()).filter(owns)) {
      if (game.state === "playing" && game.roundId === null) await this.playNext(game);
    }
  }

  private async closeStaleLobby(channelId: string): Promise<void> {
    const { store, clock } = this.deps;
    const game = await store.openGameIn(channelId);
    if (game && isStaleLobby(game, clock.now())) await store.updateGame({ ...game, state: "stopped", finishedAt: clock.now() });
  }

  private async playNext(game: CountdownGame): Promise<void> {
    const next = nextRound(game);
    if (next === null) return;
    const started = await this.deps.rounds().start({
      guildId: game.guildId,
      channelId: game.channelId,
      game: next.game,
      player: next.chooser,
      options: this.choiceFor(game, next),
      opponent: game.level ?? undefined,
      // Stopped since `game` was read: no round for it.
      opened: async (round) => ((await this.deps.store.updateGame({ ...game, roundId: round.id })) ? null : "The Countdown game has ended."),
    });
    if (!started.ok) this.deps.logger.warn({ gameId: game.id, channelId: game.channelId, error: started.error }, "could not start the game's next round");
  }

  /** People choose with the round's buttons; the computer chooses at once. */
  private choiceFor(game: CountdownGame, next: NextRound) {
    return next.chooser.computer ? computerChoice(next.game, seededRandom((game.id * 31 + next.index) ^ CHOICE_STREAM)) : {};
  }

  private change(gameId: number, act: (game: CountdownGame) => Checked<CountdownGame>): Promise<Checked<CountdownGame>> {
    const { store } = this.deps;
    return store.atomically(async (): Promise<Checked<CountdownGame>> => {
      const game = await store.getGame(gameId);
      if (!game) return refuse("That game is over.");
      const changed = act(game);
      if (!changed.ok) return changed;
      const saved = await store.updateGame(changed.value);
      return saved ? { ok: true, value: saved } : refuse("That game is over.");
    });
  }
}
