// Local play: the bot's games in a terminal, on the same engine and database. Each line is a
// command or an answer; rounds run on the real clock. When input ends (piped input), a round
// still running is played out and its results printed before leaving; /quit or Ctrl-C leaves
// at once, leaving the round in the database to carry on next time.

import { userInfo } from "node:os";
import { clearLine, createInterface, cursorTo } from "node:readline";
import { systemClock } from "../games/engine/clock.ts";
import { gameCommands } from "../games/catalogue.ts";
import type { Engine } from "../games/engine/engine.ts";
import { composeEngine, composeSeasons } from "../games/compose.ts";
import type { Clock, Logger, RoundView } from "../games/engine/ports.ts";
import type { GameRules } from "../games/rules.ts";
import { createLogger } from "../logging.ts";
import { databaseLost } from "../store/errors.ts";
import type { GameName } from "../games/model.ts";
import { TerminalAnnouncer, type Print } from "./announcer.ts";
import { LOCAL_CHANNEL, LOCAL_GUILD, chat, localPlayer, readName, runCommand, type Session } from "./commands.ts";
import { countdown } from "./countdown.ts";
import { clockTime, printable } from "./format.ts";
import { LivePrompt } from "./live-prompt.ts";
import { livePortIn, localLive, type LocalLive } from "./local-live.ts";
import type { LiveServer } from "../live/server.ts";
import { openLocalStore } from "./open-store.ts";
import { parseLine } from "./parse.ts";
import { pickKeys } from "./pick-keys.ts";
import { computerToMove } from "./versus.ts";
import { showVersusResumed } from "./versus-news.ts";

export interface LocalPlayOptions {
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
  readonly databasePath: string;
  /** The environment: DATABASE_URL (PostgreSQL), if any, in place of the file; ACTIVITY_PORT
   *  to serve live play's page beside the terminal. */
  readonly env?: NodeJS.ProcessEnv;
  /** The live page's files (tests); default: the Activity's web client, built. */
  readonly liveClientDir?: string;
  /** Who plays first; default: the login name. */
  readonly player?: string;
  readonly clock?: Clock;
  /** Default: JSON lines on stderr at warn level, so the terminal stays readable. */
  readonly logger?: Logger;
  /** Default: every game in the catalogue. */
  readonly rules?: ReadonlyMap<GameName, GameRules>;
  /** Whether a terminal may be coloured (see colourWelcome); never in piped output. */
  readonly colour?: boolean;
}

const MAX_LINE_CHARS = 2000;

const WELCOME =
  `Start a round with ${gameCommands()}; type a word to answer. /help lists every command; /quit or Ctrl-C leaves.`;

function loginName(): string {
  try {
    return userInfo().username || "Player";
  } catch {
    return "Player";
  }
}

function isTty(stream: NodeJS.ReadableStream | NodeJS.WritableStream): boolean {
  return (stream as { isTTY?: boolean }).isTTY === true;
}

/** Prints whole lines, control characters made visible unless the text is styled (made
 *  printable by whoever styled it); at an interactive prompt, without mangling what is being typed. */
function printer(output: NodeJS.WritableStream, prompt: LivePrompt | null): Print {
  return (text, styled = false) => {
    if (prompt) {
      clearLine(output, 0);
      cursorTo(output, 0);
    }
    output.write(`${styled ? text : printable(text)}\n`);
    prompt?.redraw();
  };
}

async function handleLine(session: Session, line: string, print: (text: string) => void, logger: Logger): Promise<void> {
  try {
    if (line.length > MAX_LINE_CHARS) {
      print(`That line is too long (${line.length} characters; at most ${MAX_LINE_CHARS}). It was ignored.`);
      return;
    }
    const parsed = parseLine(line);
    const reply =
      parsed.kind === "empty" ? "(An empty line: type an answer, or /help.)"
      : parsed.kind === "error" ? parsed.error
      : parsed.kind === "chat" ? await chat(session, parsed.text)
      : await runCommand(session, parsed.command);
    if (reply !== null) print(reply);
  } catch (error) {
    logger.error({ err: error }, "a line could not be handled");
    print("Something went wrong with that line, so it was ignored.");
  }
}

/** Waits until no round is picking or running in the terminal's channel and results are out. */
async function playedOut(engine: Engine, announcer: TerminalAnnouncer): Promise<void> {
  for (;;) {
    await engine.idle();
    if (!await engine.roundIn(LOCAL_CHANNEL)) return;
    await announcer.roundOver();
  }
}

/** Waits while the computer is to move in a versus game here, so that the next line meets the
 *  board after its move (piped moves keep their turns). */
async function computerMoved(session: Session, announcer: TerminalAnnouncer, interruption: Promise<void>, logger: Logger): Promise<void> {
  try {
    for (;;) {
      // Asked before the store is read: news printed after the read still ends the wait.
      const printed = announcer.versusPrinted();
      if (!await computerToMove(session)) return;
      await Promise.race([printed, interruption]);
    }
  } catch (error) {
    logger.error({ err: error }, "could not wait for the computer's move");
  }
}

/** Plays until input ends, /quit or Ctrl-C; resolves with a one-line error when it cannot start. */
export async function startLocalPlay(opts: LocalPlayOptions): Promise<string | null> {
  const livePort = livePortIn(opts.env ?? {});
  if (!livePort.ok) return livePort.error;
  const opened = await openLocalStore(opts.databasePath, opts.env);
  if (!opened.ok) return opened.error;
  const store = opened.value;
  const clock = opts.clock ?? systemClock;
  const logger = opts.logger ?? createLogger({ level: "warn" });
  const interactive = isTty(opts.input) && isTty(opts.output);
  const lines = createInterface({ input: opts.input, output: interactive ? opts.output : undefined, terminal: interactive, crlfDelay: Infinity });
  // Iterate from the start: lines typed while recovery runs are kept, not dropped.
  const typed = lines[Symbol.asyncIterator]();
  let promptText = (): string => "> ";
  const livePrompt = interactive ? new LivePrompt(lines, clock, () => promptText()) : null;
  const print = printer(opts.output, livePrompt);

  let interrupted = false;
  let onInterrupt = (): void => {};
  const interruption = new Promise<void>((resolve) => (onInterrupt = resolve));
  const interrupt = (): void => {
    interrupted = true;
    lines.close();
    onInterrupt();
  };
  process.on("SIGINT", interrupt);
  lines.on("SIGINT", interrupt);

  // The board's colours only at a terminal that welcomes them, never into a pipe.
  const colour = opts.colour === true && interactive;
  const announcer = new TerminalAnnouncer(print, clock, colour);
  // A database that can no longer be written ends the session: rounds carry on next time.
  const failed = (error: unknown): void => {
    const lost = databaseLost(error);
    if (lost === null || interrupted) return;
    print(`Stopping: ${lost}. Your rounds carry on when you come back.`);
    interrupt();
  };
  // Cycle: the live hub watches the engine it sends words to.
  const live: LocalLive | null = livePort.value === null ? null : localLive({ port: livePort.value, engine: (): Engine => engine, store, clock, logger, ...(opts.liveClientDir ? { clientDir: opts.liveClientDir } : {}) });
  const { engine, games, versus } = composeEngine({ store, clock, announcer, logger, failed, rules: opts.rules, countdown: { pauseSeconds: 0 }, ...(live ? { watch: live.hub } : {}) });
  let liveServer: LiveServer | null = null;
  const seasons = composeSeasons({ store, clock, announcer, logger, failed });
  try {
    await store.updateGuildSettings(LOCAL_GUILD, { answerMode: "open" });
    const name = readName(opts.player ?? loginName());
    // /quit leaves at once, as Ctrl-C does: a running round stays for next time.
    const session: Session = { engine, games, versus, seasons, store, clock, player: localPlayer(name.ok ? name.value : "Player"), quit: interrupt };
    const served = await live?.serve();
    liveServer = served?.server ?? null;
    print(`Lexicord local play. You are ${session.player.name} (/as NAME to switch). ${WELCOME}${served ? `\n${served.said}` : ""}`);
    await engine.recover((round) => round.guildId === LOCAL_GUILD);
    await games.recover((game) => game.guildId === LOCAL_GUILD);
    await versus.recover((guildId) => guildId === LOCAL_GUILD);
    // A season whose end passed since last time ends now, its winners printed.
    await seasons.start((guildId) => guildId === LOCAL_GUILD);
    // A game from last time is drawn again: its board was printed in a session now gone.
    for (const game of await versus.gamesOf(LOCAL_GUILD, session.player)) {
      if (game.state === "playing") print(showVersusResumed(game, colour), true);
    }
    // The prompt names the player in the hot seat, and the time left in a running round.
    // While a board is picked, it names the keys that pick (v/c/r). The round is read afresh
    // after each line and, for the ticking clock, in the background (a second behind at most).
    let view: RoundView | null = null;
    const readRound = async (): Promise<void> => void (view = await engine.roundIn(LOCAL_CHANNEL));
    promptText = () => {
      void readRound();
      const left = countdown(view?.round.endsAt ?? null, clock.now(), opts.colour === true);
      const keys = view?.round.state === "picking" ? pickKeys(view.choices).filter((k) => k.choice.allowed).map((k) => k.key).join("/") : "";
      return `${session.player.name}${left ? ` ${left}` : ""}${keys ? ` ${keys}` : ""}> `;
    };
    await readRound();
    livePrompt?.show();
    for await (const line of { [Symbol.asyncIterator]: () => typed }) {
      await handleLine(session, line, print, logger);
      if (interrupted) break; // lines already read after /quit are not played
      await computerMoved(session, announcer, interruption, logger);
      if (interrupted) break;
      await readRound();
      livePrompt?.show();
    }
    const running = await engine.roundIn(LOCAL_CHANNEL);
    if (!interrupted && running) {
      const when = running.round.endsAt === null ? "once the board is complete" : `at ${clockTime(running.round.endsAt)}`;
      print(`Waiting for the ${running.rules.title} round to end (${when})…`);
      await Promise.race([playedOut(engine, announcer), interruption]);
    }
  } finally {
    livePrompt?.stop();
    process.off("SIGINT", interrupt);
    await liveServer?.close();
    const left = await engine.roundIn(LOCAL_CHANNEL);
    engine.close();
    versus.close();
    seasons.close();
    await Promise.all([engine.idle(), versus.idle(), seasons.idle()]);
    await store.close();
    if (interactive) {
      clearLine(opts.output, 0);
      cursorTo(opts.output, 0);
    }
    opts.output.write(left ? `Bye. The ${left.rules.title} round carries on when you come back.\n` : "Bye.\n");
  }
  return null;
}
