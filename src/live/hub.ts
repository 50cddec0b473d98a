// The live hub: each channel's sockets and the round they share with the players in chat. A
// socket says hello (the Identity says who and where), then sends words, which go through
// engine.answer exactly as /guess does; the engine's watch tells the hub of every answer kept,
// whoever sent it, and of each round's start and end, which it passes on to the channel.
// Nothing that reveals an answer is ever sent: the board, the player's own verdicts, counts.

import type { Engine } from "../games/engine/engine.ts";
import type { Clock, EngineStore, Logger, Player, RoundOutcome, RoundView, RoundWatch } from "../games/engine/ports.ts";
import type { Answered } from "../games/engine/requests.ts";
import type { Judged } from "../games/engine/judging.ts";
import type { Answer, Round } from "../games/model.ts";
import { NO_ROUND } from "../games/refusals.ts";
import { readClientMessage } from "./client-messages.ts";
import type { Identity, Who } from "./identity.ts";
import { liveRoundOf } from "./live-round.ts";
import { endedOf, standingsFor } from "./live-standings.ts";
import { countsFor, myWordOf, myWords, tallyOf } from "./live-words.ts";
import { REFUSED_CLOSE, type ClientMessage, type Hello, type LiveRound, type LiveStanding, type MyWord, type ServerMessage } from "./protocol.ts";

export type LiveEngine = Pick<Engine, "answer" | "start" | "roundIn">;

/** A socket as the hub sees it; the server adapts `ws` to it. */
export interface LiveSocket {
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
}

export interface HubOptions {
  /** Late-bound: the engine is composed with this hub as its watch. */
  readonly engine: () => LiveEngine;
  readonly store: Pick<EngineStore, "answersFor">;
  readonly identity: Identity;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Paces each socket's messages: real time, never the game's clock (which tests and local play
   *  may hold still). Monotonic ms; performance.now unless a test steps it. */
  readonly pace?: () => number;
}

/** What the server tells the hub of one socket. */
export interface Seated {
  received(data: string): void;
  left(): void;
}

export const NO_LIVE_ROUND = "No round is running in this channel: start one below or with /boggle";

/** Beyond the engine's own pacing: a socket may send this many messages a second. */
const MESSAGES_PER_SECOND = 20;

interface Seat {
  readonly socket: LiveSocket;
  who: Who | null;
  /** Messages are handled one at a time, in order. */
  queue: Promise<void>;
  recent: number[];
  gone: boolean;
  /** While one of its words is with the engine: its player's words kept meanwhile, told after
   *  the verdict, less the one the verdict tells. */
  heard: Heard[] | null;
}

interface Heard {
  readonly judged: readonly Judged[];
  readonly words: readonly MyWord[];
}

interface Channel {
  readonly seats: Set<Seat>;
  /** The live round its sockets were shown, or null. */
  roundId: number | null;
  /** The live round's rules, for its words' verdict lines. */
  rules: RoundView["rules"] | null;
  /** While a round of a game played in chat runs: the line that says so. */
  other: string | null;
  counting: boolean;
  recount: boolean;
  /** Rounds started and ended here so far (a hello reads again if one came while it read). */
  changes: number;
}

const playedInChat = (view: RoundView): string => `A ${view.rules.title} round is running in this channel: it is played in chat, with /guess.`;

export class LiveHub implements RoundWatch {
  private readonly channels = new Map<string, Channel>();

  constructor(private readonly deps: HubOptions) {}

  /** A new socket: nothing is accepted from it but hello until it is identified; one a host
   *  identified already (`vouched`, see vouch.ts) is welcomed at once. */
  seat(socket: LiveSocket, vouched?: Who): Seated {
    const seat: Seat = { socket, who: null, queue: Promise.resolve(), recent: [], gone: false, heard: null };
    if (vouched) this.queue(seat, () => this.join(seat, vouched));
    return {
      received: (data) => this.received(seat, data),
      left: () => this.left(seat),
    };
  }

  private received(seat: Seat, data: string): void {
    const now = this.deps.pace?.() ?? performance.now();
    seat.recent = seat.recent.filter((at) => at > now - 1000);
    if (seat.recent.length >= MESSAGES_PER_SECOND) return this.tell(seat, { type: "error", message: `Too many messages: at most ${MESSAGES_PER_SECOND} a second.` });
    seat.recent.push(now);
    this.queue(seat, () => this.handle(seat, data));
  }

  private queue(seat: Seat, work: () => Promise<void>): void {
    seat.queue = seat.queue.then(work).catch((error: unknown) => {
      this.deps.logger.error({ err: error, ...seat.who?.place }, "could not handle a live message");
      this.tell(seat, { type: "error", message: "Something went wrong with that message." });
    });
  }

  private async handle(seat: Seat, data: string): Promise<void> {
    const read = readClientMessage(data);
    if (!read.ok) return this.tell(seat, { type: "error", message: read.error });
    const { message } = read;
    if (message.type === "hello") return seat.who ? this.tell(seat, { type: "error", message: "You said hello already." }) : this.hello(seat, message);
    if (!seat.who) return this.tell(seat, { type: "error", message: "Say hello first." });
    return message.type === "word" ? this.word(seat, seat.who, message) : this.start(seat, seat.who, message);
  }

  private async hello(seat: Seat, hello: Hello): Promise<void> {
    const identified = await this.deps.identity.identify(hello);
    if (!identified.ok) {
      this.tell(seat, { type: "refused", reason: identified.reason });
      seat.socket.close(REFUSED_CLOSE, "refused");
      return;
    }
    if (!seat.gone) await this.join(seat, identified);
  }

  private async join(seat: Seat, { player, place }: Who): Promise<void> {
    const channel = this.channelOf(place.channelId);
    // Read again if a round started or ended meanwhile: the welcome is then current, and the
    // seat hears everything after it.
    let seen: number;
    let view: RoundView | null;
    let answers: readonly Answer[];
    do {
      seen = channel.changes;
      view = await this.deps.engine().roundIn(place.channelId);
      const live = view && liveRoundOf(view);
      answers = live ? await this.answersOf(live) : [];
    } while (seen !== channel.changes && !seat.gone);
    if (seat.gone) return this.leaveEmpty(place.channelId);
    const round = view && liveRoundOf(view);
    channel.roundId = round?.id ?? null;
    channel.rules = view && round ? view.rules : null;
    channel.other = view && !round ? playedInChat(view) : null;
    seat.who = { player, place };
    channel.seats.add(seat);
    const tally = tallyOf(answers);
    this.tell(seat, {
      type: "welcome",
      you: { id: player.id, name: player.name },
      serverNow: this.deps.clock.now(),
      round,
      idle: round ? null : (channel.other ?? NO_LIVE_ROUND),
      mine: view && round ? myWords(view, answers, player.id) : [],
      counts: countsFor(tally, player.id),
    });
  }

  /** Exactly as /guess: the engine paces, judges, stores and words the receipt. */
  private async word(seat: Seat, { player, place }: Who, word: Extract<ClientMessage, { type: "word" }>): Promise<void> {
    const roundId = this.channels.get(place.channelId)?.roundId ?? null;
    if (roundId === null) {
      const message = this.channels.get(place.channelId)?.other ?? NO_ROUND;
      return this.tell(seat, { type: "verdict", id: word.id, ok: false, word: null, message });
    }
    const answered = await this.answerFrom(seat, () => this.deps.engine().answer({ channelId: place.channelId, player, text: word.text, via: "command", roundId }));
    if (!answered.ok) return this.tell(seat, { type: "verdict", id: word.id, ok: false, word: null, message: answered.error });
    const [first] = answered.value.verdicts;
    const mine = first ? myWordOf(answered.value.view, first) : null;
    this.tell(seat, { type: "verdict", id: word.id, ok: mine?.ok ?? false, word: mine, message: answered.value.message });
  }

  /** The engine tells the watch of an answer before it returns: the seat's own word is held
   *  back with the rest and dropped by the verdicts it came with (the same array). */
  private async answerFrom(seat: Seat, answer: () => Promise<Answered>): Promise<Answered> {
    seat.heard = [];
    let own: readonly Judged[] | null = null;
    try {
      const answered = await answer();
      if (answered.ok) own = answered.value.verdicts;
      return answered;
    } finally {
      const words = seat.heard.filter((h) => h.judged !== own).flatMap((h) => h.words);
      seat.heard = null;
      if (words.length > 0) this.tell(seat, { type: "mine", words });
    }
  }

  /** The engine decides whether a round may start (one per channel); the board reaches every
   *  socket of the channel once it is shown (started). */
  private async start(seat: Seat, { player, place }: Who, start: Extract<ClientMessage, { type: "start" }>): Promise<void> {
    const options = start.game === "boggle" ? { size: start.size ?? 4 } : {};
    const started = await this.deps.engine().start({ guildId: place.guildId, channelId: place.channelId, game: start.game, player, options });
    if (!started.ok) this.tell(seat, { type: "error", message: started.error });
  }

  private left(seat: Seat): void {
    seat.gone = true;
    if (!seat.who) return;
    const { channelId } = seat.who.place;
    this.channels.get(channelId)?.seats.delete(seat);
    this.leaveEmpty(channelId);
  }

  private leaveEmpty(channelId: string): void {
    if (this.channels.get(channelId)?.seats.size === 0) this.channels.delete(channelId);
  }

  answered(round: Round, player: Player, judged: readonly Judged[]): void {
    const channel = this.channels.get(round.channelId);
    if (channel?.roundId !== round.id) return;
    this.recount(channel, round.id);
    this.toPlayer(channel, round, player.id, judged);
  }

  /** The player's own sockets hear their new words, wherever they were sent from. */
  private toPlayer(channel: Channel, round: Round, playerId: string, judged: readonly Judged[]): void {
    const { rules } = channel;
    if (!rules) return;
    const words = judged.map((j) => myWordOf({ round, rules }, j));
    for (const seat of channel.seats) {
      if (seat.who?.player.id !== playerId) continue;
      if (seat.heard) seat.heard.push({ judged, words });
      else this.tell(seat, { type: "mine", words });
    }
  }

  started(view: RoundView): void {
    const channel = this.channels.get(view.round.channelId);
    if (!channel) return;
    channel.changes += 1;
    const round = liveRoundOf(view);
    channel.roundId = round?.id ?? null;
    channel.rules = round ? view.rules : null;
    channel.other = round ? null : playedInChat(view);
    if (round) this.toChannel(channel, () => ({ type: "round", round, serverNow: this.deps.clock.now() }));
  }

  finished(view: RoundView, outcome: RoundOutcome): void {
    const ended = endedOf(outcome);
    this.ended(view, (seat) => ({ standings: standingsFor(ended, seat.who?.player.id ?? ""), summary: ended.summary }));
  }

  cancelled(view: RoundView, reason: string): void {
    this.ended(view, () => ({ standings: [], summary: reason }));
  }

  private ended(view: RoundView, said: (seat: Seat) => { standings: readonly LiveStanding[]; summary: string }): void {
    const channel = this.channels.get(view.round.channelId);
    if (!channel) return;
    channel.changes += 1;
    if (channel.roundId !== view.round.id) {
      channel.other = null;
      return;
    }
    channel.roundId = null;
    channel.rules = null;
    this.toChannel(channel, (seat) => ({ type: "ended", roundId: view.round.id, ...said(seat) }));
  }

  /** Every answer kept sends the strip again; answers that come while it is read are counted
   *  in one more read, not one each. */
  private recount(channel: Channel, roundId: number): void {
    if (channel.counting) {
      channel.recount = true;
      return;
    }
    channel.counting = true;
    const count = async (): Promise<void> => {
      do {
        channel.recount = false;
        const tally = tallyOf(await this.deps.store.answersFor(roundId));
        if (channel.roundId !== roundId) return;
        this.toChannel(channel, (seat) => ({ type: "counts", counts: countsFor(tally, seat.who?.player.id ?? "") }));
      } while (channel.recount);
    };
    void count()
      .catch((error: unknown) => this.deps.logger.warn({ err: error, roundId }, "could not count a live round's words"))
      .finally(() => (channel.counting = false));
  }

  private async answersOf(round: LiveRound): Promise<readonly Answer[]> {
    try {
      return await this.deps.store.answersFor(round.id);
    } catch (error) {
      this.deps.logger.warn({ err: error, roundId: round.id }, "could not read a live round's answers; welcoming without them");
      return [];
    }
  }

  private channelOf(channelId: string): Channel {
    const known = this.channels.get(channelId);
    if (known) return known;
    const channel: Channel = { seats: new Set(), roundId: null, rules: null, other: null, counting: false, recount: false, changes: 0 };
    this.channels.set(channelId, channel);
    return channel;
  }

  private toChannel(channel: Channel, message: (seat: Seat) => ServerMessage): void {
    for (const seat of channel.seats) this.tell(seat, message(seat));
  }

  private tell(seat: Seat, message: ServerMessage): void {
    if (!seat.gone) seat.socket.send(message);
  }
}
