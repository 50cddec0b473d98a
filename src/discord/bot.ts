// The bot: a client, the engine with its Discord announcer, the router and chat intake.
// Nothing logs in until start(); stop() leaves every round in the store for the next start.

import { once } from "node:events";
import { Events, RESTEvents, ShardClientUtil, type Client, type Interaction, type Message } from "discord.js";
import { systemClock } from "../games/engine/clock.ts";
import { purgePolicy } from "../games/engine/housekeeping.ts";
import { ANSWER_PACE } from "../games/engine/pace.ts";
import { DEFAULT_PURGE_DAYS } from "../games/privacy.ts";
import type { RetryPolicy } from "../games/engine/courier.ts";
import type { Engine } from "../games/engine/engine.ts";
import { composeEngine, composePoster, composeSeasons } from "../games/compose.ts";
import { BETWEEN_ROUNDS_SECONDS } from "../games/countdown/progress.ts";
import { Daily } from "../games/daily/daily.ts";
import type { DailyPoster } from "../games/daily/poster.ts";
import type { SeasonKeeper } from "../games/seasons/keeper.ts";
import type { VersusHost } from "../games/versus/host.ts";
import type { Clock, Logger, RoundWatch, Store } from "../games/engine/ports.ts";
import type { GameRules } from "../games/rules.ts";
import { createLogger } from "../logging.ts";
import { fileSpool, spoolPath } from "../store/answer-spool.ts";
import { databaseLost } from "../store/errors.ts";
import { openStore } from "../store/sqlite-store.ts";
import type { GameName } from "../games/model.ts";
import { DiscordAnnouncer } from "./announcer.ts";
import { createClient } from "./client.ts";
import { holdShards, thisProcess, type GivenLease } from "./shard-lease.ts";
import { pacedIdentifies } from "./identify-pacing.ts";
import { keepToken } from "./token-keeper.ts";
import type { BotContext, CommandList } from "./context.ts";
import { describeError } from "./errors.ts";
import { createIntake } from "./intake.ts";
import { LentReplies } from "./lent-replies.ts";
import { rateLimitLogger } from "./rate-limit-log.ts";
import { createRouter } from "./router.ts";
import { describingErrors } from "./safe-logger.ts";

/** How long stopping waits for writes and deliveries in flight. */
const SHUTDOWN_GRACE_MS = 5_000;

export interface BotOptions {
  readonly token: string;
  /** The commands to answer (commands/index.ts, handed in by the entry point). */
  readonly commands: CommandList;
  readonly applicationId: string;
  readonly apiUrl?: string | null;
  /** The database to open (and close on stop); or pass `store` to share one. */
  readonly databasePath?: string;
  /** The bot closes the store it was given when it stops. */
  readonly ownsStore?: boolean;
  readonly store?: Store;
  readonly clock?: Clock;
  readonly readMessages: boolean;
  /** Live play is served beside the bot (ACTIVITY_PORT): boards offer Play live. Default off. */
  readonly livePlay?: boolean;
  /** Hears of every round's life (live play's hub, see src/discord/live-serving.ts). */
  readonly watch?: RoundWatch;
  /** See ClientOptions; tests shorten it. */
  readonly restTimeoutMs?: number;
  /** How failed announcements are retried; tests shorten it. */
  readonly retry?: RetryPolicy;
  /** Called once when the bot cannot go on (Discord keeps refusing the token): the process
   *  should stop and exit non-zero for its supervisor. Default: only logged. */
  readonly fatal?: (reason: string) => void;
  /** Default: JSON lines on stderr, at LOG_LEVEL. */
  readonly logger?: Logger;
  readonly rules?: ReadonlyMap<GameName, GameRules>;
  readonly newSeed?: () => number;
  /** Days a server's data is kept after the bot leaves it (default 30). */
  readonly purgeDays?: number;
  /** The shard's lease, held by the host that started this process (start-sharded). */
  readonly givenLease?: GivenLease | null;
  /** Where answers acknowledged while the database is out of reach wait on disk until saved
   *  (a file per set of shards); without it, in memory only (lost if the process dies first). */
  readonly spoolDir?: string;
}

export interface Bot {
  readonly client: Client;
  readonly engine: Engine;
  /** Servers' daily posts. */
  readonly poster: DailyPoster;
  /** Letterpress versus games. */
  readonly versus: VersusHost;
  /** Servers' seasons. */
  readonly seasons: SeasonKeeper;
  readonly store: Store;
  /** Logs in, waits for the gateway, then finishes or re-arms rounds left from before. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createBot(options: BotOptions): Bot {
  const logger = describingErrors(options.logger ?? createLogger());
  const ownsStore = options.store === undefined || options.ownsStore === true;
  const store = options.store ?? openStore(options.databasePath);
  const clock = options.clock ?? systemClock;
  const holder = thisProcess();
  // A host's shard identifies when the database says its bucket is free, so all the shards of
  // every host keep to max_concurrency together; a process alone paces itself (discord.js).
  // Real time, as Discord counts it, whatever clock the games run on.
  const identify = options.givenLease ? { identify: (maxConcurrency: number) => pacedIdentifies({ store, clock: systemClock, holder, maxConcurrency }) } : {};
  const client = createClient({ apiUrl: options.apiUrl ?? null, readMessages: options.readMessages, restTimeoutMs: options.restTimeoutMs, ...identify });
  const lent = new LentReplies();
  // Cycle: the announcer tells the engine of a channel it can no longer post in.
  const lost = (channelId: string, reason: string) => void engine.lose(channelId, reason);
  const livePlay = options.livePlay ?? false;
  const announcer = new DiscordAnnouncer({ client, lent, store, clock, readsChat: options.readMessages, livePlay, logger, lost });
  let databaseGone = false;
  const failed = (error: unknown): void => {
    const lost = databaseLost(error);
    if (lost === null || databaseGone) return;
    databaseGone = true;
    logger.error({ err: error }, `${lost}: stopping; rounds recover at the next start`);
    options.fatal?.(lost);
  };
  const { rules, newSeed, retry, watch } = options;
  const spool = options.spoolDir === undefined ? {} : { spool: fileSpool(spoolPath(options.spoolDir, client.shard?.ids ?? [0])) };
  const { engine, games, versus } = composeEngine({ store, clock, announcer, logger, failed, rules, newSeed, retry, ...spool, pace: ANSWER_PACE, countdown: { pauseSeconds: BETWEEN_ROUNDS_SECONDS }, ...(watch ? { watch } : {}) });
  const poster = composePoster({ store, clock, announcer, logger, failed, retry });
  const seasons = composeSeasons({ store, clock, announcer, logger, failed, retry });
  const daily = new Daily(store, () => clock.now());
  const purgeDays = options.purgeDays ?? DEFAULT_PURGE_DAYS;
  const ctx: BotContext = { engine, games, versus, daily, poster, seasons, store, clock, logger, lent, readsChat: options.readMessages, livePlay, purgeDays };
  listen(client, ctx, options.commands);
  let letGoOfToken = (): void => {};
  let releaseShards = async (): Promise<void> => {};

  return {
    client,
    engine,
    poster,
    versus,
    seasons,
    store,
    async start() {
      // Before logging in, so a second process on the same database never reaches the gateway.
      releaseShards = await holdShards(client.shard?.ids ?? [0], holder, {
        store,
        clock,
        logger,
        lost: (reason) => {
          logger.error({}, reason);
          options.fatal?.(reason);
        },
      }, options.givenLease ?? null);
      await client.login(options.token);
      // Nothing runs between login's end and this check, so the ready event cannot slip by.
      if (!client.isReady()) await once(client, Events.ClientReady);
      if (client.application?.id !== options.applicationId) {
        logger.warn({ tokenApplication: client.application?.id }, "DISCORD_APPLICATION_ID is not the application of this token");
      }
      logger.info({ user: client.user?.tag, guilds: client.guilds.cache.size }, "logged in");
      letGoOfToken = keepToken(client, {
        token: options.token,
        clock,
        logger,
        refused: () => {
          const reason = "Discord has refused DISCORD_TOKEN for five minutes: reset the token in the Developer Portal (Bot → Reset Token) if it was revoked";
          logger.error({}, reason);
          options.fatal?.(reason);
        },
      });
      const owns = ownsGuild(client);
      await engine.recover((round) => owns(round.guildId));
      await games.recover((game) => owns(game.guildId));
      await versus.recover(owns);
      await poster.start(owns);
      await seasons.start(owns);
      // The gateway's ready lists every server the bot is in, unavailable ones too.
      await engine.housekeeping.serversLeftWhileAway((guildId) => !owns(guildId) || client.guilds.cache.has(guildId));
      engine.housekeeping.start(purgePolicy(purgeDays));
    },
    async stop() {
      client.removeAllListeners(Events.InteractionCreate).removeAllListeners(Events.MessageCreate);
      letGoOfToken();
      engine.close();
      poster.close();
      versus.close();
      seasons.close();
      await Promise.race([Promise.all([engine.idle(), poster.idle(), versus.idle(), seasons.idle()]), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
      await client.destroy();
      await releaseShards();
      if (ownsStore) await store.close();
      logger.info({}, "stopped");
    },
  };
}

/** With sharding, each shard looks after only its own guilds (rounds, daily posts); alone, it owns them all. */
function ownsGuild(client: Client): (guildId: string) => boolean {
  const shard = client.shard;
  if (shard === null) return () => true;
  return (guildId) => shard.ids.includes(ShardClientUtil.shardIdForGuildId(guildId, shard.count));
}

function listen(client: Client, ctx: BotContext, commands: CommandList): void {
  const { engine, logger } = ctx;
  const route = createRouter(ctx, commands);
  client.on(Events.InteractionCreate, (interaction: Interaction) => void route(interaction));
  if (ctx.readsChat) {
    const intake = createIntake(ctx);
    const take = async (message: Message): Promise<void> => {
      try {
        await intake(message);
      } catch (error) {
        logger.error({ messageId: message.id, channelId: message.channelId, error: describeError(error) }, "chat answer failed");
      }
    };
    client.on(Events.MessageCreate, (message) => void take(message));
  }
  // A channel that is gone, or a server that removed the bot: its rounds end, answers kept.
  // A versus game played there ends too (a thread deleted: told in the channel it came from).
  const cancelIn = (channelId: string, reason: string) => Promise.all([engine.cancel(channelId, reason), ctx.versus.lose(channelId)]);
  client.on(Events.ChannelDelete, (channel) => void cancelIn(channel.id, "The channel was deleted."));
  client.on(Events.ThreadDelete, (thread) => void cancelIn(thread.id, "The thread was deleted."));
  client.on(Events.GuildCreate, (guild) => void engine.housekeeping.serverPresent(guild.id));
  client.on(Events.GuildDelete, async (guild) => {
    if (!guild.available) return; // an outage, not a removal
    await engine.serverLeft(guild.id);
  });
  client.on(Events.Error, (error) => logger.error({ error: describeError(error) }, "client error"));
  client.on(Events.Warn, (message) => logger.warn({}, message));
  client.on(Events.ShardDisconnect, (event, shard) => logger.warn({ shard, code: event.code }, "gateway disconnected"));
  client.on(Events.ShardResume, (shard) => logger.info({ shard }, "gateway resumed"));
  client.rest.on(RESTEvents.RateLimited, rateLimitLogger(logger, () => ctx.clock.now()));
}
