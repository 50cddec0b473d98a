// /countdown in local play: a whole game at the terminal. Everyone at it is in the hot seat,
// so there is no lobby: the game starts at once with the player, anyone named in `with:`, and
// the computer when asked for (or when nobody else plays). As in Discord, /stop inside a game
// stops the game.

import { DEFAULT_FORMAT } from "../games/countdown/formats.ts";
import { COUNTDOWN_FORMATS, DEFAULT_OPPONENT_LEVEL, OPPONENT_LEVELS, type CountdownFormat, type OpponentLevel } from "../games/model.ts";
import { ok, refuse, type Checked } from "../games/rules.ts";
import { LOCAL_CHANNEL, LOCAL_GUILD, localPlayer, readName, type Session } from "./commands.ts";
import { showGameNews } from "./format.ts";
import type { Command } from "./parse.ts";
import { readOpponent } from "./round-options.ts";

export const COUNTDOWN_USAGE = "/countdown [format:short] [level:medium] [with:NAME,…]";
export const COUNTDOWN_SUMMARY = `a whole Countdown game in turns (formats ${COUNTDOWN_FORMATS.join(", ")}; the computer at ${OPPONENT_LEVELS.join(", ")} unless others play); /countdown stop ends it`;

const KNOWN = ["format", "opponent", "level", "with"];

interface GameAsked {
  readonly format: CountdownFormat;
  readonly level: OpponentLevel | null;
  readonly others: readonly string[];
}

function readGame({ options }: Command): Checked<GameAsked> {
  const stray = Object.keys(options).find((name) => !KNOWN.includes(name));
  if (stray !== undefined) return refuse(`/countdown takes ${KNOWN.join(", ")}; not "${stray}".`);
  const format = COUNTDOWN_FORMATS.find((f) => f === (options.format ?? DEFAULT_FORMAT).toLowerCase());
  if (!format) return refuse(`Format is one of ${COUNTDOWN_FORMATS.join(", ")}.`);
  const opponent = readOpponent(options.opponent, options.level);
  if (!opponent.ok) return opponent;
  const named = opponent.value;
  const others = (options.with ?? "").split(",").map((n) => n.trim()).filter((n) => n !== "");
  const computer = named !== undefined || options.opponent !== undefined || others.length === 0;
  return ok({ format, level: computer ? (named ?? DEFAULT_OPPONENT_LEVEL) : null, others });
}

/** `/countdown stop`, and `/stop` while a game is played: the game ends, not just its round. */
export async function stopGame(session: Session): Promise<string> {
  const stopped = await session.games.stop(LOCAL_CHANNEL, session.player, true);
  return stopped.ok ? showGameNews(stopped.value) : stopped.error;
}

export async function countdown(session: Session, command: Command): Promise<string | null> {
  if (command.args[0]?.toLowerCase() === "stop") return stopGame(session);
  const asked = readGame(command);
  if (!asked.ok) return asked.error;
  const { format, level, others } = asked.value;
  const opened = await session.games.open({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL, player: session.player, format, level });
  if (!opened.ok) return opened.error;
  for (const other of others) {
    const name = readName(other);
    const joined = name.ok ? await session.games.join(opened.value.id, localPlayer(name.value)) : name;
    if (!joined.ok) {
      await session.games.stop(LOCAL_CHANNEL, session.player, true);
      return joined.error;
    }
  }
  const started = await session.games.start(opened.value.id, session.player);
  if (!started.ok) return started.error;
  const names = started.value.players.map((p) => p.name).join(", ");
  return `Countdown, a ${format} game: ${names}. Players choose in that order; /countdown stop ends it.`;
}
