// The engine's Announcer for Discord: boards, results and cancellations go to the round's
// channel, or into an interaction reply lent for the moment (see lent-replies.ts). Each new
// message carries the announcement's nonce with enforce_nonce, so Discord keeps one message
// however often a post is retried. Failures are thrown back to the engine's courier, which
// retries them; one that can never succeed (no such channel, no permission) is thrown as
// Undeliverable. A channel found unreachable mid-round (at the time warning) has its round
// cancelled through `lost`; tidying old buttons is best effort and only logged.

import { DiscordAPIError, RESTJSONErrorCodes, type Client, type Message, type SendableChannels } from "discord.js";
import { Undeliverable, type Announcer, type Clock, type Logger, type Post, type RoundOutcome, type RoundView, type Store } from "../games/engine/ports.ts";
import { describeError, discordCode, UNREACHABLE } from "./errors.ts";
import type { LentReplies } from "./lent-replies.ts";
import { answerWays } from "./answer-ways.ts";
import { serverRanks } from "./ranks.ts";
import { asEdit, type OutgoingMessage } from "./render/message.ts";
import { gameEndMessage, newsMessage } from "./render/countdown.ts";
import type { GameNews, LobbyPlace } from "../games/countdown/progress.ts";
import type { DailyPostView } from "../games/daily/post.ts";
import { dailyPostMessage } from "./render/daily.ts";
import { seasonEndedMessage } from "./render/season.ts";
import type { SeasonNews } from "../games/seasons/news.ts";
import type { VersusNewsView } from "../games/versus/news.ts";
import { challengeAnsweredMessage, versusMessage } from "./render/versus.ts";
import { boardMessage, cancelledMessage, pickingMessage, resultsMessage, unpickedMessage, type AnswerWays } from "./render/round.ts";

export interface AnnouncerDeps {
  readonly client: Client;
  readonly lent: LentReplies;
  readonly store: Store;
  readonly clock: Clock;
  readonly readsChat: boolean;
  /** Live play is served: Boggle and Letterpress boards offer Play live. */
  readonly livePlay: boolean;
  readonly logger: Logger;
  /** Called when a round's channel can no longer be posted in: its round should end now. */
  readonly lost: (channelId: string, reason: string) => void;
}

/** Gone or forbidden: posting again will not help. */
function neverDeliverable(error: unknown): boolean {
  const status = error instanceof DiscordAPIError ? error.status : null;
  return UNREACHABLE.includes(discordCode(error) ?? -1) || status === 403 || status === 404;
}

export class DiscordAnnouncer implements Announcer {
  constructor(private readonly deps: AnnouncerDeps) {}

  async picking(view: RoundView, post: Post): Promise<string | null> {
    return (await this.postBoard(view.round.channelId, pickingMessage(view, this.deps.clock.now()), post)).id;
  }

  async roundStarted(view: RoundView, post: Post): Promise<string | null> {
    const { channelId, messageId } = view.round;
    const message = boardMessage(view, await this.answerWays(view.round.guildId));
    const lent = this.deps.lent.take(channelId);
    if (lent) return (await lent(asEdit(message))).id;
    // The starter stopped picking and the engine filled in the board: the picking message becomes the board.
    const edited = messageId === null ? null : await this.editIfThere(channelId, messageId, asEdit(message));
    return (edited ?? (await this.postBoard(channelId, message, post))).id;
  }

  /** A board shown again (a game's waits for Discord) may come back as its first try's message,
   *  kept by Discord for the nonce and drawn with the time then: it is drawn afresh. */
  private async postBoard(channelId: string, message: OutgoingMessage, { nonce, again }: Post): Promise<Message> {
    const sent = await this.post(channelId, message, nonce);
    return again === true ? ((await this.editIfThere(channelId, sent.id, asEdit(message))) ?? sent) : sent;
  }

  async roundFinished(view: RoundView, outcome: RoundOutcome, { nonce }: Post): Promise<void> {
    if (outcome.part) return this.resultsOnBoard({ ...view, part: outcome.part }, outcome, nonce);
    await this.closeBoard(view);
    const ranks = await serverRanks(this.deps.store, view.round, outcome.standings.map((s) => s.playerId), view.round.finishedAt ?? view.round.startedAt);
    await this.post(view.round.channelId, resultsMessage(view, outcome, ranks), nonce, view.round.messageId);
  }

  /** A game's round is one message: its board, with the results edited in (no server ranks:
   *  the game's totals follow). A new message only if the board is gone. */
  private async resultsOnBoard(view: RoundView, outcome: RoundOutcome, nonce: string): Promise<void> {
    const { channelId, messageId } = view.round;
    const message = resultsMessage(view, outcome);
    const edited = messageId === null ? null : await this.editIfThere(channelId, messageId, asEdit(message));
    if (edited === null) await this.post(channelId, message, nonce);
  }

  /** The news in the game's channel (unless that is gone); at the end, told where the lobby was too. */
  async gameNews(view: RoundView, news: GameNews, { nonce }: Post): Promise<void> {
    const { channelId } = view.round;
    if (news.turn !== "lost") await this.post(channelId, newsMessage(news), nonce);
    if (news.next === null && news.lobby) await this.tellLobby(channelId, news, news.lobby, nonce);
  }

  async roundCancelled(view: RoundView, reason: string, { nonce }: Post): Promise<void> {
    await this.closeBoard(view);
    await this.post(view.round.channelId, cancelledMessage(view, reason), nonce, view.round.messageId);
  }

  async dailyPosted(channelId: string, view: DailyPostView, { nonce }: Post): Promise<string | null> {
    return (await this.send(channelId, dailyPostMessage(view), nonce)).id;
  }

  async seasonEnded(channelId: string, news: SeasonNews, { nonce }: Post): Promise<string | null> {
    return (await this.send(channelId, seasonEndedMessage(news), nonce)).id;
  }

  /** A versus game's news where it is played. An answered challenge says so on itself (a
   *  declined or lapsed one says nothing more elsewhere); a started game's board goes to its thread. */
  async versusNews(channelId: string, view: VersusNewsView, { nonce }: Post): Promise<string | null> {
    const { challengeMessageId, channelId: challengedIn } = view.game;
    // A game played in its thread tells its challenge, in the channel, how it ended.
    const answered = view.event === "started" || view.event === "declined" || view.event === "expired" || (view.event === "over" && view.game.threadId !== null);
    if (answered && challengeMessageId !== null) {
      const edited = await this.answerChallenge(challengedIn, challengeMessageId, view, channelId);
      if (edited !== null && (view.event === "declined" || view.event === "expired")) return edited.id;
    }
    // Never into a reply lent for a round in the same channel: this news is not that reply's.
    return (await this.send(channelId, versusMessage(view), nonce)).id;
  }

  /** The challenge's message answered; for a started or ended game, best effort (the board matters more). */
  private async answerChallenge(channelId: string, messageId: string, view: VersusNewsView, playedIn: string): Promise<Message | null> {
    try {
      return await this.editIfThere(channelId, messageId, asEdit(challengeAnsweredMessage(view, playedIn)));
    } catch (error) {
      if (view.event === "declined" || view.event === "expired") throw error;
      this.deps.logger.warn({ gameId: view.game.id, channelId, messageId, error: describeError(error) }, "could not say on the challenge how the game goes");
      return null;
    }
  }

  /** The board itself says time is short: a message of its own would only add noise. */
  async timeRunningOut(view: RoundView): Promise<void> {
    const { channelId, messageId } = view.round;
    if (messageId === null) return;
    try {
      await this.editOrThrow(channelId, messageId, asEdit(boardMessage(view, await this.answerWays(view.round.guildId), "hurry")));
    } catch (error) {
      // Nobody would see the results either: cancel now, answers kept, rather than play on unseen.
      if (error instanceof Undeliverable) this.deps.lost(channelId, "I can no longer post in this channel.");
      throw error;
    }
  }

  /** The lobby says how the game ended; a game played in a thread is announced in its channel
   *  (with its own nonce: Discord keeps one message per nonce). */
  private async tellLobby(channelId: string, news: GameNews, lobby: LobbyPlace, nonce: string): Promise<void> {
    const ended = gameEndMessage(news, channelId);
    if (lobby.messageId !== null) {
      try {
        await this.editOrThrow(lobby.channelId, lobby.messageId, asEdit(ended));
      } catch (error) {
        this.deps.logger.warn({ channelId: lobby.channelId, messageId: lobby.messageId, error: describeError(error) }, "could not say on the lobby how the game ended");
      }
    }
    if (lobby.channelId !== channelId) await this.send(lobby.channelId, news.turn === "lost" ? newsMessage(news) : ended, `${nonce}.end`);
  }

  private answerWays(guildId: string): Promise<AnswerWays> {
    return answerWays(this.deps.store, this.deps.readsChat, this.deps.livePlay, guildId);
  }

  /** Into the lent reply if there is one, else a new message (as a reply to `replyTo`). */
  private async post(channelId: string, message: OutgoingMessage, nonce: string, replyTo: string | null = null): Promise<Message> {
    const lent = this.deps.lent.take(channelId);
    return lent ? lent(asEdit(message)) : this.send(channelId, message, nonce, replyTo);
  }

  /** A new message; with a nonce, Discord keeps one message however often it is sent. */
  private async send(channelId: string, message: OutgoingMessage, nonce: string | null, replyTo: string | null = null): Promise<Message> {
    const reply = replyTo === null ? {} : { reply: { messageReference: replyTo, failIfNotExists: false } };
    const once = nonce === null ? {} : { nonce, enforceNonce: true };
    try {
      return await (await this.channel(channelId)).send({ ...message, ...reply, ...once });
    } catch (error) {
      throw neverDeliverable(error) ? new Undeliverable(`cannot post in channel ${channelId}`, { cause: error }) : error;
    }
  }

  private async channel(channelId: string): Promise<SendableChannels> {
    const channel = await this.deps.client.channels.fetch(channelId);
    if (!channel?.isSendable()) throw new Undeliverable(`channel ${channelId} is not one I can post in`);
    return channel;
  }

  private async editOrThrow(channelId: string, messageId: string, message: OutgoingMessage): Promise<void> {
    try {
      await (await this.channel(channelId)).messages.edit(messageId, message);
    } catch (error) {
      throw neverDeliverable(error) ? new Undeliverable(`cannot edit in channel ${channelId}`, { cause: error }) : error;
    }
  }

  /** Edits the message, or returns null if it has been deleted. */
  private async editIfThere(channelId: string, messageId: string, message: OutgoingMessage): Promise<Message | null> {
    try {
      return await (await this.channel(channelId)).messages.edit(messageId, message);
    } catch (error) {
      if (discordCode(error) === RESTJSONErrorCodes.UnknownMessage) return null;
      throw neverDeliverable(error) ? new Undeliverable(`cannot edit in channel ${channelId}`, { cause: error }) : error;
    }
  }

  /**
   * A finished round's board says so ("Finished — results below") and loses its buttons, so
   * nobody presses them in vain. A round that never started says it ended instead.
   */
  private async closeBoard(view: RoundView): Promise<void> {
    const { channelId, messageId, id, endsAt, guildId } = view.round;
    if (messageId === null) return;
    const closed = asEdit(endsAt === null ? unpickedMessage(view) : boardMessage(view, await this.answerWays(guildId), "finished"));
    try {
      await (await this.channel(channelId)).messages.edit(messageId, closed);
    } catch (error) {
      this.deps.logger.warn({ roundId: id, channelId, messageId, error: describeError(error) }, "could not take the buttons off a board");
    }
  }
}
