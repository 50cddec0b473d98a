// The Discord side's entry points for the CLI: `lexicord start` (with DISCORD_TOKEN set)
// and `lexicord deploy-commands`. Both take a plain environment object (dotenv-loaded).

import { dirname } from "node:path";
import { ok, refuse, type Checked } from "../games/rules.ts";
import { createBot, type Bot } from "./bot.ts";
import { readConfig, type ActivityConfig, type BotConfig, type Env } from "./config.ts";
import type { CommandList } from "./context.ts";
import { deployCommands, type Deployed } from "./deploy.ts";
import { describeError } from "./errors.ts";
import { createLogger } from "../logging.ts";
import { redactSecrets } from "../redaction.ts";
import { guardProcess, leaveWithManager } from "./process-guard.ts";
import { givenLease, LeaseRefused } from "./shard-lease.ts";
import { discordLivePlay, relayLivePlay } from "./live-serving.ts";
import { liveRoutes } from "./live-routes.ts";
import { relayedByHost, tellHostTheDoor } from "./shard-live.ts";
import { socketUrl } from "../live/relay.ts";
import { DOOR_PATH } from "../live/shard-door.ts";
import type { LiveServer } from "../live/server.ts";
import { startShards } from "./sharding.ts";
import { systemClock } from "../games/engine/clock.ts";
import { openStoreFrom } from "../store/choose.ts";
import type { Store } from "../games/engine/ports.ts";

export { createBot, type Bot, type BotOptions } from "./bot.ts";
export { readConfig, type BotConfig, type Env } from "./config.ts";
export { deployCommands } from "./deploy.ts";
export type { CommandList } from "./context.ts";

/** Past this, a process that is stopping exits whatever is still under way. */
const STOP_DEADLINE_MS = 8_000;

const configProblem = (doing: string, errors: readonly string[]): string =>
  [`Lexicord can't ${doing}:`, ...errors.map((e) => `  - ${e}`), "Set them in .env (copy .env.example to start) or in the environment."].join("\n");

/** Why Discord refused the login, in words that say what to change. */
function loginProblem(error: unknown): string {
  if (error instanceof LeaseRefused) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  if (/disallowed intents/i.test(message)) {
    return "Discord refused the Message Content intent: switch it on in the Developer Portal (Bot → Privileged Gateway Intents → Message Content Intent), or set READ_MESSAGES=false.";
  }
  if (/token/i.test(message)) return "Discord refused DISCORD_TOKEN: reset the token in the Developer Portal (Bot → Reset Token) and paste it again.";
  return `Could not connect to Discord: ${message}`;
}

/** The store DATABASE_URL or DATABASE_PATH names, or the one line that says why not. */
async function openDatabase(env: Env): Promise<Checked<Store>> {
  try {
    return ok(await openStoreFrom(env));
  } catch (error) {
    return refuse(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Live play is served (and boards offer Play live) with ACTIVITY_PORT: by `lexicord start`
 *  itself, or under start-sharded by the host, which relays each socket to its shard's process. */
export function servesLivePlay(config: BotConfig, env: Env): boolean {
  return config.activity !== null && (env.SHARDING_MANAGER === undefined || relayedByHost(env));
}

/** The line that stops a start whose live port cannot be had. */
function liveProblem(activity: ActivityConfig, error: unknown): string {
  // The first line says it (a port in use, a web client that did not build); the log has the rest.
  const said = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  return `Live play could not start on ${activity.host}:${activity.port} (ACTIVITY_HOST, ACTIVITY_PORT): ${said}`;
}

/** Reads the configuration, logs in and runs until SIGINT or SIGTERM. */
export async function startBot(env: Env, commands: CommandList): Promise<Checked<Bot>> {
  const read = readConfig(env);
  if (!read.ok) return refuse(configProblem("start", read.errors));
  const { config } = read;
  const logger = createLogger({ level: config.logLevel, env });
  const opened = await openDatabase(env);
  if (!opened.ok) return opened;
  const activity = servesLivePlay(config, env) ? config.activity : null;
  const relayed = relayedByHost(env);
  // Cycle: the live hub watches the engine it sends words to.
  const live = activity ? discordLivePlay({ activity, bot: config, relayed, engine: () => bot.engine, store: opened.value, clock: systemClock, logger }) : null;
  let liveServer: LiveServer | null = null;
  const bot = createBot({
    token: config.token,
    commands,
    applicationId: config.applicationId,
    apiUrl: config.apiUrl,
    store: opened.value,
    ownsStore: true,
    readMessages: config.readMessages,
    livePlay: activity !== null,
    purgeDays: config.purgeDays,
    givenLease: givenLease(env),
    // Beside the SQLite file (data/ by default), whichever database the bot runs on.
    spoolDir: dirname(config.databasePath),
    logger,
    ...(live ? { watch: live.hub } : {}),
    fatal: () => void leave("fatal", 1),
  });
  // Stop taking work, let writes and deliveries in flight finish (a few seconds at most), exit:
  // rounds and anything still to announce carry on at the next start. A stop that hangs (a
  // start still under way) is cut short.
  let leaving = false;
  const leave = async (why: string, code: number): Promise<void> => {
    if (leaving) return;
    leaving = true;
    logger.info({ why }, "shutting down");
    setTimeout(() => process.exit(code), STOP_DEADLINE_MS).unref();
    await liveServer?.close();
    await bot.stop();
    process.exit(code);
  };
  // Watched from before the start: a manager may die while this shard still logs in or recovers.
  leaveWithManager(() => void leave("the shard manager is gone", 0));
  try {
    await bot.start();
  } catch (error) {
    if (leaving) return refuse("Stopped while starting.");
    logger.error({ error: describeError(error) }, error instanceof LeaseRefused ? "another process serves these shards" : "login failed");
    await bot.stop();
    return refuse(loginProblem(error));
  }
  // Once the bot is up and its rounds recovered; the server logs where it listens.
  if (live && activity) {
    try {
      liveServer = await live.serve();
    } catch (error) {
      logger.error({ err: error, ...(relayed ? {} : { host: activity.host, port: activity.port }) }, "could not serve live play");
      await bot.stop();
      return refuse(relayed ? `Live play's shard door could not open: ${String(error)}` : liveProblem(activity, error));
    }
    if (relayed) tellHostTheDoor(socketUrl(liveServer.url, DOOR_PATH));
  }
  process.once("SIGINT", () => void leave("SIGINT", 0));
  process.once("SIGTERM", () => void leave("SIGTERM", 0));
  guardProcess(logger);
  return ok(bot);
}

/** `lexicord start-sharded`: this host claims its shards (SHARDS_PER_HOST, through leases in
 *  the database) and runs one process for each under discord.js's ShardingManager. */
export async function startShardedFromEnv(env: Env): Promise<Checked<number>> {
  const read = readConfig(env);
  if (!read.ok) return refuse(configProblem("start", read.errors));
  const { config } = read;
  const logger = createLogger({ level: config.logLevel, env });
  const opened = await openDatabase(env);
  if (!opened.ok) return opened;
  const store = opened.value;
  try {
    const sharded = await startShards(config, { store, clock: systemClock, logger });
    logger.info({ shards: sharded.shards, shardsPerHost: config.shardsPerHost ?? sharded.shards }, "claiming shards");
    let live: LiveServer | null = null;
    if (config.activity !== null) {
      const routes = liveRoutes({ store, clock: systemClock, holder: sharded.holder, totalShards: sharded.shards, doors: sharded.doors });
      try {
        live = await relayLivePlay({ activity: config.activity, bot: config, routes, logger });
      } catch (error) {
        logger.error({ err: error, host: config.activity.host, port: config.activity.port }, "could not serve live play");
        await sharded.stop();
        await store.close();
        return refuse(liveProblem(config.activity, error));
      }
    }
    const leave = (signal: string) => {
      logger.info({ signal }, "shutting down every shard");
      // Each shard stops cleanly on SIGTERM (see startBot); then their leases go, for other hosts.
      setTimeout(() => process.exit(0), STOP_DEADLINE_MS).unref();
      void Promise.resolve(live?.close())
        .then(() => sharded.stop())
        .catch((error: unknown) => logger.warn({ error: describeError(error) }, "could not let the shard leases go; they run out by themselves"))
        .finally(() => void store.close().finally(() => process.exit(0)));
    };
    process.once("SIGINT", () => leave("SIGINT"));
    process.once("SIGTERM", () => leave("SIGTERM"));
    return ok(sharded.shards);
  } catch (error) {
    logger.error({ error: describeError(error) }, "could not start the shards");
    await store.close();
    return refuse(`Could not start the shards: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** What the operator is told of a deploy, the Entry Point included. */
function deployedMessage({ count, scope, entryPoint }: Deployed): string {
  const registered = `Registered ${count} commands (${scope})`;
  if (entryPoint === null) return `${registered}.`;
  const name = `"${entryPoint.name}"`;
  switch (entryPoint.how) {
    case "with-commands":
      return `${registered}, with the Entry Point ${name} that opens live play.`;
    case "alone":
      return `${registered}; the Entry Point ${name} that opens live play is registered globally (Discord allows it nowhere else), the other global commands untouched.`;
    case "kept":
      return `${registered}; the app's Entry Point ${name} is kept as it was (live play is off: ACTIVITY_PORT is not set).`;
  }
}

/** Registers the commands; the message says how many and where (so not a Checked: success
 *  has words for the operator too). */
export async function deployCommandsFromEnv(env: Env, commands: CommandList): Promise<{ readonly ok: boolean; readonly message: string }> {
  const read = readConfig(env);
  if (!read.ok) return { ok: false, message: configProblem("register the commands", read.errors) };
  try {
    const deployed = await deployCommands(read.config, commands, read.config.activity !== null);
    return { ok: true, message: deployedMessage(deployed) };
  } catch (error) {
    const { code, status, message } = describeError(error);
    // Discord's error text is printed on a terminal: it may echo the token or the URL's credentials.
    const said = redactSecrets(String(message), [read.config.token]);
    if (status === undefined && code === undefined) return { ok: false, message: `Could not reach Discord: ${said}` };
    return { ok: false, message: `Discord refused the commands (${String(status ?? code)}): ${said}` };
  }
}
