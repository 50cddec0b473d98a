// A Letterpress versus game's life: the challenge, its answer, each move, and what the clock
// brings (a challenge expiring, a turn's reminder and its forfeit, the computer's move after a
// pause). Every change is saved with its announcement in one transaction and the announcement
// delivered by the courier; the timers are armed again from the store after a restart, for the
// games of the servers this host looks after only.

import { seededRandom } from "../../solvers/random.ts";
import type { Announcement, VersusGame, VersusLevel } from "../model.ts";
import { dealLetterpress } from "../letterpress/deal.ts";
import { ok, refuse, type Checked } from "../rules.ts";
import type { Courier } from "../engine/courier.ts";
import type { Ledger } from "../engine/ledger.ts";
import type { Clock, EngineStore, Logger, Player, Store, Timer } from "../engine/ports.ts";
import type { Supervisor } from "../engine/supervisor.ts";
import { acceptChallenge, declineChallenge, DEFAULT_VERSUS_LEVEL, expireChallenge, newGame, withdrawChallenge } from "./challenge.ts";
import { computerPauseMs, nextDue, type Due } from "./deadlines.ts";
import type { VersusNews } from "./news.ts";
import { computerWords, wordCheck } from "./playable.ts";
import { forfeitTurn, NOT_YOUR_GAME, passTurn, playWord, reminded, resignGame, sideOf, toMove, type Side, type VersusPlayed } from "./rules.ts";
import { readTiles } from "./tiles-typed.ts";
import { recordRatedGame } from "../ratings/record.ts";
import { versusToRate } from "../ratings/versus.ts";

export type VersusHostStore = EngineStore & Pick<Store, "openVersus" | "getVersus" | "updateVersus" | "openVersusGames" | "versusGamesOf">;

/** How the computer chooses its move: chooseVersusMove (computer.ts). */
export type ChooseMove = (game: VersusGame, level: VersusLevel, words: readonly string[], seed: number) => Promise<{ readonly kind: "word"; readonly word: string; readonly tiles: readonly number[] } | { readonly kind: "pass" }>;

/** Made by composeEngine (src/games/compose.ts): the host's own Supervisor, Ledger and Courier. */
export interface VersusHostDeps {
  readonly store: VersusHostStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly supervisor: Supervisor;
  readonly ledger: Ledger;
  readonly courier: Courier;
  readonly newSeed: () => number;
  readonly choose: ChooseMove;
  /** The computer's pause before its move; default computerPauseMs (2 s and more). */
  readonly pauseMs?: (game: VersusGame) => number;
}

export interface ChallengeRequest {
  readonly guildId: string;
  readonly channelId: string;
  readonly challenger: Player;
  /** Null: the computer, at `level` (default medium); that game is played at once. */
  readonly opponent: Player | null;
  readonly level: VersusLevel | null;
}

/** How an accepted challenge is played: `playIn` may give it a thread (asked only once the
 *  challenge may be accepted), `challengeMessageId` is the challenge's message. */
export interface AcceptPlace {
  readonly playIn?: (game: VersusGame) => Promise<string | null>;
  readonly challengeMessageId?: string;
}

/** Games challenged or playing a player may have in one server at once. */
export const MAX_RUNNING_GAMES = 25;

export const NO_GAME = "That game is over.";
const MOVED_ON = "That game has just moved on: look at it again.";

/** A change to a game: the game after, what to announce, and what to answer with once saved. */
interface Changed<T> {
  readonly game: VersusGame;
  readonly news: Omit<VersusNews, "game" | "mention">;
  readonly result: (saved: VersusGame) => T;
}

const changed = (game: VersusGame, news: Changed<VersusGame>["news"]): Checked<Changed<VersusGame>> => ok({ game, news, result: (saved) => saved });

/** The one to ping: whose turn it is (the one challenged, while challenged); never the computer. */
function mentionOf(game: VersusGame): string | null {
  const side = game.state === "challenged" ? 1 : toMove(game);
  return side === null || game.players[side].computer ? null : game.players[side].id;
}

/** Where a game's news is posted: its thread, or the channel of the challenge. */
const placeOf = (game: VersusGame): string => game.threadId ?? game.channelId;

/** A timer's step that failed is tried again this much later. */
const DUE_AGAIN_MS = 60_000;

// A stream of its own for the computer's choices, apart from the deal.
const CHOICE_STREAM = 0x7e75;

export class VersusHost {
  private readonly timers = new Map<number, Timer>();
  /** Challenges being accepted: a second press must not open a second thread. */
  private readonly accepting = new Set<number>();
  private owns: (guildId: string) => boolean = () => true;
  private closed = false;
  private readonly pauseMs: (game: VersusGame) => number;

  constructor(private readonly deps: VersusHostDeps) {
    this.pauseMs = deps.pauseMs ?? computerPauseMs;
  }

  /** A challenge to a person, or a game against the computer that starts at once. */
  challenge(request: ChallengeRequest): Promise<Checked<VersusGame>> {
    const { store, clock, newSeed } = this.deps;
    const { guildId, channelId, challenger } = request;
    return this.deps.supervisor.guarded({ guildId, channelId }, "make the challenge", async () => {
      if ((await store.versusGamesOf(guildId, challenger.id)).length >= MAX_RUNNING_GAMES) {
        return refuse(`You have ${MAX_RUNNING_GAMES} Letterpress games going in this server: finish one first.`);
      }
      const settings = await store.guildSettings(guildId);
      const { letters } = dealLetterpress(seededRandom(newSeed()));
      const made = newGame({ ...request, letters, dictionary: settings.versusDictionary, turnSeconds: settings.versusTurnSeconds, at: clock.now() });
      if (!made.ok) return made;
      const { game, announcement } = await store.atomically(async () => {
        const game = await store.openVersus(made.value);
        return { game, announcement: await this.announce(game, { event: game.state === "playing" ? "started" : "challenged" }) };
      });
      this.after(game, announcement);
      return ok(game);
    });
  }

  async accept(gameId: number, player: Player, { playIn, challengeMessageId }: AcceptPlace = {}): Promise<Checked<VersusGame>> {
    const { store, clock } = this.deps;
    return this.deps.supervisor.guarded({ gameId }, "accept the challenge", async () => {
      const game = await store.getVersus(gameId);
      const allowed = game ? acceptChallenge(game, player.id, clock.now(), null) : refuse(NO_GAME);
      if (!allowed.ok) return allowed;
      if (this.accepting.has(gameId)) return refuse("This challenge has been accepted already.");
      this.accepting.add(gameId);
      try {
        const threadId = (await playIn?.(allowed.value)) ?? null;
        return await this.change(gameId, (now) => {
          const accepted = acceptChallenge({ ...now, challengeMessageId: challengeMessageId ?? now.challengeMessageId }, player.id, clock.now(), threadId);
          return accepted.ok ? changed(accepted.value, { event: "started" }) : accepted;
        });
      } finally {
        this.accepting.delete(gameId);
      }
    });
  }

  decline(gameId: number, player: Player): Promise<Checked<VersusGame>> {
    return this.settle(gameId, "decline the challenge", (game) => declineChallenge(game, player.id, this.deps.clock.now()), { event: "declined", by: 1 });
  }

  /** The challenger takes the challenge back. */
  withdraw(gameId: number, player: Player): Promise<Checked<VersusGame>> {
    return this.settle(gameId, "withdraw the challenge", (game) => withdrawChallenge(game, player.id, this.deps.clock.now()), { event: "declined", by: 0 });
  }

  /** A word, on the tiles typed (`B2 C4 A1`) or, without them, on the tiles that gain most. */
  async play(gameId: number, player: Player, word: string, tiles?: string): Promise<Checked<VersusPlayed>> {
    const typed = tiles?.trim() ? readTiles(tiles) : ok(null);
    return typed.ok ? this.deps.supervisor.guarded({ gameId }, "play the word", () => this.playOn(gameId, player.id, word, typed.value)) : typed;
  }

  pass(gameId: number, player: Player): Promise<Checked<VersusGame>> {
    return this.deps.supervisor.guarded({ gameId }, "pass", () => this.passAs(gameId, player.id));
  }

  resign(gameId: number, player: Player): Promise<Checked<VersusGame>> {
    return this.deps.supervisor.guarded({ gameId }, "resign", () => this.asSide(gameId, player.id, (game, side) => resignGame(game, side, this.deps.clock.now())));
  }

  /** The game a `/letterpress play` in this channel means: the player's game whose thread this
   *  is, else their only game challenged here; or what to do instead. */
  async gameFor(guildId: string, channelId: string, player: Player): Promise<Checked<VersusGame>> {
    const games = (await this.deps.store.versusGamesOf(guildId, player.id)).filter((game) => game.state === "playing");
    const inThread = games.find((game) => game.threadId === channelId);
    if (inThread) return ok(inThread);
    const here = games.filter((game) => game.channelId === channelId);
    if (here.length === 1) return ok(here[0]!);
    if (here.length > 1) return refuse(`You have ${here.length} Letterpress games here: play each in its thread, or with the buttons under its board.`);
    return refuse(games.length === 0 ? "You have no Letterpress game going: challenge someone with /letterpress versus." : "Your Letterpress games are played elsewhere: /letterpress games lists them.");
  }

  /** The channel or thread a game is played in is gone: the game ends, by neither player; a
   *  thread's game says so in the channel it came from. */
  lose(channelId: string): Promise<void> {
    const { store, clock, supervisor } = this.deps;
    return supervisor.background({ channelId }, "end the versus games of a lost channel", async () => {
      // A scan of the open games: channels are seldom deleted.
      for (const game of (await store.openVersusGames()).filter((open) => placeOf(open) === channelId)) {
        await this.change(game.id, (now) => (placeOf(now) === channelId ? changed({ ...now, state: "expired", finishedAt: clock.now() }, { event: "expired", lost: true }) : refuse(MOVED_ON)));
      }
    });
  }

  /** The player's games challenged or playing in the server, oldest first. */
  gamesOf(guildId: string, player: Player): Promise<readonly VersusGame[]> {
    return this.deps.store.versusGamesOf(guildId, player.id);
  }

  /** At start-up: news still undelivered goes out, and every open game of a server `owns`
   *  accepts has its timers armed (what fell due while the host was down happens at once). */
  async recover(owns: (guildId: string) => boolean = () => true): Promise<void> {
    this.owns = owns;
    await this.deps.courier.resume(() => false, (announcement) => announcement.kind === "versus" && owns(announcement.guildId));
    for (const game of await this.deps.store.openVersusGames()) if (owns(game.guildId)) this.arm(game);
  }

  idle(): Promise<void> {
    return this.deps.supervisor.idle();
  }

  /** Timers and retries stop; the games stay in the store for recover(). */
  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) timer.cancel();
    this.timers.clear();
    this.deps.courier.close();
  }

  // The moves below throw what the store throws: a person's are guarded above, the computer's
  // fail its timer, which tries again.

  /** Every word move, the computer's too: `movesBefore` when the move was chosen for that position. */
  private async playOn(gameId: number, playerId: string, word: string, tiles: readonly number[] | null, movesBefore?: number): Promise<Checked<VersusPlayed>> {
    const { store, clock } = this.deps;
    // The list and the rulings, read before the transaction (a list's first load takes a while).
    const known = await store.getVersus(gameId);
    if (!known) return refuse(NO_GAME);
    const listed = wordCheck(known, (await store.guildSettings(known.guildId)).words);
    return this.change(gameId, (game) => {
      const side = sideOf(game, playerId);
      if (side === null) return refuse(NOT_YOUR_GAME);
      if (movesBefore !== undefined && game.moves.length !== movesBefore) return refuse(MOVED_ON);
      const played = playWord(game, side, word, tiles, listed, clock.now());
      if (!played.ok) return played;
      const { move, gained, taken } = played.value;
      const news = { event: played.value.game.state === "over" ? "over" : "moved", move, gained, taken } as const;
      return ok({ game: played.value.game, news, result: (saved: VersusGame) => ({ ...played.value, game: saved }) });
    });
  }

  private passAs(gameId: number, playerId: string, movesBefore?: number): Promise<Checked<VersusGame>> {
    return this.asSide(gameId, playerId, (game, side) => (movesBefore !== undefined && game.moves.length !== movesBefore ? refuse(MOVED_ON) : passTurn(game, side, this.deps.clock.now())));
  }

  /** A move by the player's side that ends in the game after it (a pass, a resignation). */
  private asSide(gameId: number, playerId: string, act: (game: VersusGame, side: Side) => Checked<VersusGame>): Promise<Checked<VersusGame>> {
    return this.change(gameId, (game) => {
      const side = sideOf(game, playerId);
      const after = side === null ? refuse(NOT_YOUR_GAME) : act(game, side);
      return after.ok ? changed(after.value, { event: after.value.state === "over" ? "over" : "moved", move: after.value.moves.at(-1)! }) : after;
    });
  }

  /** A change to the game as a whole (a challenge's answer). */
  private settle(gameId: number, doing: string, act: (game: VersusGame) => Checked<VersusGame>, news: Changed<VersusGame>["news"]): Promise<Checked<VersusGame>> {
    return this.deps.supervisor.guarded({ gameId }, doing, () =>
      this.change(gameId, (game) => {
        const after = act(game);
        return after.ok ? changed(after.value, news) : after;
      }),
    );
  }

  /** Reads the game (held until the transaction ends), changes it, saves it with its news. */
  private async change<T>(gameId: number, act: (game: VersusGame) => Checked<Changed<T>>): Promise<Checked<T>> {
    const { store } = this.deps;
    const made = await store.atomically(async (): Promise<Checked<{ saved: VersusGame; value: T; announcement: Announcement }>> => {
      const game = await store.getVersus(gameId);
      if (!game) return refuse(NO_GAME);
      const next = act(game);
      if (!next.ok) return next;
      const saved = await store.updateVersus(next.value.game, game.moves.length);
      if (!saved) return refuse(MOVED_ON);
      await recordRatedGame(store, versusToRate(saved));
      return ok({ saved, value: next.value.result(saved), announcement: await this.announce(saved, next.value.news) });
    });
    if (!made.ok) return made;
    this.after(made.value.saved, made.value.announcement);
    return ok(made.value.value);
  }

  /** Inside the change's transaction: its news, to the game's place (the channel it came from,
   *  once that is lost), pinging whoever is to move. */
  private announce(game: VersusGame, news: Changed<unknown>["news"]): Promise<Announcement> {
    const payload: VersusNews = { ...news, game, mention: mentionOf(game) };
    return this.deps.ledger.roundless("versus", { guildId: game.guildId, channelId: news.lost ? game.channelId : placeOf(game) }, payload);
  }

  private after(game: VersusGame, announcement: Announcement): void {
    this.arm(game);
    void this.deps.courier.send(announcement);
  }

  /** The game's one timer: for what is due next in it. */
  private arm(game: VersusGame): void {
    this.timers.get(game.id)?.cancel();
    this.timers.delete(game.id);
    const next = nextDue(game, this.pauseMs);
    if (next === null || !this.owns(game.guildId) || this.closed) return;
    const { clock, supervisor } = this.deps;
    const fire = (): void => {
      this.timers.delete(game.id);
      const due = this.due(game.id).catch((error: unknown) => {
        // Tried again later (the database away, say), unless a change has armed the game since.
        if (!this.timers.has(game.id) && !this.closed) this.timers.set(game.id, clock.setTimer(clock.now() + DUE_AGAIN_MS, fire));
        throw error;
      });
      void supervisor.background({ gameId: game.id, guildId: game.guildId, due: next.due }, `carry out a versus game's ${next.due}`, () => due);
    };
    this.timers.set(game.id, this.deps.clock.setTimer(next.at, fire));
  }

  /** A timer fired: what is due now in the game as it stands (it may have moved on) is done. */
  private async due(gameId: number): Promise<void> {
    const game = await this.deps.store.getVersus(gameId);
    const next = game && nextDue(game, this.pauseMs);
    if (!game || !next) return;
    if (next.at > this.deps.clock.now()) return this.arm(game);
    if (next.due === "computer") return this.computerMoves(game);
    // Refused: the game moved on meanwhile, and whatever moved it armed what follows.
    await this.change(gameId, (now) => this.dueChange(now, next.due));
  }

  /** Checked again on the game as held in the transaction. */
  private dueChange(game: VersusGame, due: Due): Checked<Changed<VersusGame>> {
    const now = this.deps.clock.now();
    const next = nextDue(game, this.pauseMs);
    if (next?.due !== due || next.at > now) return refuse(MOVED_ON);
    if (due === "remind") return changed(reminded(game), { event: "reminder" });
    const after = due === "expire" ? expireChallenge(game, now) : forfeitTurn(game, now);
    if (!after.ok) return after;
    return changed(after.value, due === "expire" ? { event: "expired" } : { event: "over", move: after.value.moves.at(-1)! });
  }

  /** The computer's move, chosen from the words still playable (nothing offensive), made the way
   *  a person's is; a choice refused (a bug) is logged and the computer passes instead. */
  private async computerMoves(game: VersusGame): Promise<void> {
    const { store, logger, choose } = this.deps;
    const side = toMove(game)!;
    const computer = game.players[side];
    const words = computerWords(game, (await store.guildSettings(game.guildId)).words);
    const choice = await choose(game, game.level ?? DEFAULT_VERSUS_LEVEL, words, (game.id * 131 + game.moves.length) ^ CHOICE_STREAM);
    const movesBefore = game.moves.length;
    const made = choice.kind === "word" ? await this.playOn(game.id, computer.id, choice.word, choice.tiles, movesBefore) : await this.passAs(game.id, computer.id, movesBefore);
    if (made.ok || made.error === MOVED_ON || made.error === NO_GAME) return;
    logger.error({ gameId: game.id, choice, refusal: made.error }, "the computer's move was refused: it passes");
    await this.passAs(game.id, computer.id, movesBefore);
  }
}
