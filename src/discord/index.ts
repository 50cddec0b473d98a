// The Discord side's entry points for the CLI: `lexicord start` (with DISCORD_TOKEN set)
// and `lexicord deploy-commands`. Both take a plain environment object (dotenv-loaded).

import { ok, refuse, type Checked } from "../games/rules.ts";
import { createBot, type Bot } from "./bot.ts";
import { readConfig, type Env } from "./config.ts";
import type { CommandList } from "./context.ts";
import { deployCommands } from "./deploy.ts";
import { describeError } from "./errors.ts";
import { createLogger } from "../logging.ts";
import { redactSecrets } from "../redaction.ts";
import { guardProcess } from "./process-guard.ts";

export { createBot, type Bot, type BotOptions } from "./bot.ts";
export { readConfig, type BotConfig, type Env } from "./config.ts";
export { deployCommands } from "./deploy.ts";
export type { CommandList } from "./context.ts";


const configProblem = (doing: string, errors: readonly string[]): string =>
  [`Lexicord can't ${doing}:`, ...errors.map((e) => `  - ${e}`), "Set them in .env (copy .env.example to start) or in the environment."].join("\n");

/** Why Discord refused the login, in words that say what to change. */
function loginProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/disallowed intents/i.test(message)) {
    return "Discord refused the Message Content intent: switch it on in the Developer Portal (Bot → Privileged Gateway Intents → Message Content Intent), or set READ_MESSAGES=false.";
  }
  if (/token/i.test(message)) return "Discord refused DISCORD_TOKEN: reset the token in the Developer Portal (Bot → Reset Token) and paste it again.";
  return `Could not connect to Discord: ${message}`;
}

/** Reads the configuration, logs in and runs until SIGINT or SIGTERM. */
export async function startBot(env: Env, commands: CommandList): Promise<Checked<Bot>> {
  const read = readConfig(env);
  if (!read.ok) return refuse(configProblem("start", read.errors));
  const { config } = read;
  const logger = createLogger({ level: config.logLevel, env });
  const bot = createBot({
    token: config.token,
    commands,
    applicationId: config.applicationId,
    apiUrl: config.apiUrl,
    databasePath: config.databasePath,
    readMessages: config.readMessages,
    purgeDays: config.purgeDays,
    logger,
  });
  try {
    await bot.start();
  } catch (error) {
    logger.error({ error: describeError(error) }, "login failed");
    await bot.stop();
    return refuse(loginProblem(error));
  }
  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    void bot.stop();
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  guardProcess(logger);
  return ok(bot);
}

/** Registers the commands; the message says how many and where (so not a Checked: success
 *  has words for the operator too). */
export async function deployCommandsFromEnv(env: Env, commands: CommandList): Promise<{ readonly ok: boolean; readonly message: string }> {
  const read = readConfig(env);
  if (!read.ok) return { ok: false, message: configProblem("register the commands", read.errors) };
  try {
    const { count, scope } = await deployCommands(read.config, commands);
    return { ok: true, message: `Registered ${count} commands (${scope}).` };
  } catch (error) {
    const { code, status, message } = describeError(error);
    // Discord's error text is printed on a terminal: it may echo the token or the URL's credentials.
    const said = redactSecrets(String(message), [read.config.token]);
    if (status === undefined && code === undefined) return { ok: false, message: `Could not reach Discord: ${said}` };
    return { ok: false, message: `Discord refused the commands (${String(status ?? code)}): ${said}` };
  }
}
