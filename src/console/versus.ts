// /letterpress in local play: the timed round as before (`/letterpress` or `/letterpress round`),
// and Letterpress versus under its sub-words. Everyone at a terminal is in the hot seat, so a
// challenge to a named player is accepted at once and they move with `/as NAME`; the computer
// plays at once. The board is printed by the announcer after every move.

import { VERSUS_LEVELS, type VersusGame, type VersusLevel } from "../games/model.ts";
import { ok, refuse, type Checked } from "../games/rules.ts";
import { LOCAL_CHANNEL, LOCAL_GUILD, localPlayer, readName, type Session } from "./commands.ts";
import { toMove } from "../games/versus/rules.ts";
import { nearestName } from "./did-you-mean.ts";
import { shorten, type Command } from "./parse.ts";
import { showVersusGames } from "./versus-news.ts";

type Reply = string | null;

/** /help's rows for versus, under /letterpress. */
export const VERSUS_HELP = [
  { usage: "/letterpress versus [computer:LEVEL | opponent:NAME]", summary: `Letterpress versus: turns on one board against the computer (${VERSUS_LEVELS.join(", ")}) or a player here (hot seat: /as NAME)` },
  { usage: "/letterpress play WORD [TILES]", summary: "your move (typing the word works too); TILES like B2 C4 A1, else the tiles that gain most" },
  { usage: "/letterpress pass | resign | games", summary: "pass your move, resign the game, list your games" },
];

const SUBWORDS = ["round", "versus", "play", "pass", "resign", "games"] as const;
type SubWord = (typeof SUBWORDS)[number];

/** The game a move names with `game:N`, else the player's one game playing here. */
async function gameOf(session: Session, command: Command): Promise<Checked<VersusGame>> {
  const typed = command.options.game;
  const playing = (await session.versus.gamesOf(LOCAL_GUILD, session.player)).filter((game) => game.state === "playing");
  if (typed === undefined) {
    // One terminal has no threads to tell games apart: they are named by number.
    if (playing.length > 1) return refuse(`You have ${playing.length} Letterpress games going: name one with game:N, e.g. game:${playing[0]!.id} (/letterpress games lists them).`);
    return session.versus.gameFor(LOCAL_GUILD, LOCAL_CHANNEL, session.player);
  }
  if (!/^\d{1,9}$/u.test(typed.trim())) return refuse("game: is a game's number, as /letterpress games shows it.");
  const game = playing.find((g) => g.id === Number(typed));
  return game ? ok(game) : refuse(`You have no game #${shorten(typed)} going: /letterpress games lists yours.`);
}

function readVersus(command: Command): Checked<{ opponent: string | null; level: VersusLevel | null }> {
  const { computer, opponent, level, ...rest } = command.options;
  const stray = Object.keys(rest)[0];
  if (stray !== undefined) return refuse(`/letterpress versus takes computer:LEVEL or opponent:NAME; not "${shorten(stray)}".`);
  if (command.args.length > 1) return refuse(`/letterpress versus takes computer:LEVEL or opponent:NAME; not "${shorten(command.args[1])}".`);
  const isComputer = opponent === undefined || opponent.trim().toLowerCase() === "computer";
  if (computer !== undefined && !isComputer) return refuse("Play the computer (computer:LEVEL) or a player (opponent:NAME), not both.");
  const typedLevel = computer ?? level;
  const named = VERSUS_LEVELS.find((l) => l === typedLevel?.trim().toLowerCase());
  if (typedLevel !== undefined && (!named || !isComputer)) return refuse(`The computer's level is one of ${VERSUS_LEVELS.join(", ")}.`);
  if (isComputer) return ok({ opponent: null, level: named ?? null });
  const name = readName(opponent);
  return name.ok ? ok({ opponent: name.value, level: null }) : name;
}

async function versus(session: Session, command: Command): Promise<Reply> {
  const asked = readVersus(command);
  if (!asked.ok) return asked.error;
  const opponent = asked.value.opponent === null ? null : localPlayer(asked.value.opponent);
  const challenged = await session.versus.challenge({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL, challenger: session.player, opponent, level: asked.value.level });
  if (!challenged.ok || opponent === null) return challenged.ok ? null : challenged.error;
  // The opponent is at this terminal: no challenge to answer.
  const accepted = await session.versus.accept(challenged.value.id, opponent);
  return accepted.ok ? null : accepted.error;
}

/** `play WORD [TILES]`, or `word:` and `tiles:`. */
function readPlay(command: Command): Checked<{ word: string; tiles?: string }> {
  const { word: named, tiles: namedTiles, game: _game, ...rest } = command.options;
  const stray = Object.keys(rest)[0];
  if (stray !== undefined) return refuse(`/letterpress play takes a word, then tiles if you name them (e.g. /letterpress play cat B2 C4 A1); not "${shorten(stray)}:".`);
  const [word = named, ...tiles] = named === undefined ? command.args.slice(1) : [named, ...command.args.slice(1)];
  if (word === undefined || word.trim() === "") return refuse("Give the word: /letterpress play WORD [TILES], e.g. /letterpress play cat B2 C4 A1.");
  const tileText = [...tiles, ...(namedTiles === undefined ? [] : [namedTiles])].join(" ").trim();
  return ok(tileText === "" ? { word } : { word, tiles: tileText });
}

async function playWord(session: Session, game: VersusGame, word: string, tiles?: string): Promise<Reply> {
  const played = await session.versus.play(game.id, session.player, word, tiles);
  return played.ok ? null : played.error; // the announcer prints the board
}

async function play(session: Session, command: Command): Promise<Reply> {
  const asked = readPlay(command);
  if (!asked.ok) return asked.error;
  const game = await gameOf(session, command);
  if (!game.ok) return game.error;
  return playWord(session, game.value, asked.value.word, asked.value.tiles);
}

async function turnEnd(session: Session, command: Command, how: "pass" | "resign"): Promise<Reply> {
  if (command.args.length > 1) return `/letterpress ${how} takes nothing after it but game:N.`;
  const game = await gameOf(session, command);
  if (!game.ok) return game.error;
  const done = await session.versus[how](game.value.id, session.player);
  return done.ok ? null : done.error;
}

async function games(session: Session): Promise<Reply> {
  return showVersusGames(await session.versus.gamesOf(LOCAL_GUILD, session.player), session.player);
}

/** A plain line as a move in the versus game waiting for this player's word here; null when
 *  none waits (the line is something else). */
export async function moveTyped(session: Session, text: string): Promise<{ readonly reply: Reply } | null> {
  const waiting = (await session.versus.gamesOf(LOCAL_GUILD, session.player)).filter((game) => {
    const side = toMove(game);
    return side !== null && game.players[side].id === session.player.id;
  });
  if (waiting.length === 0) return null;
  if (waiting.length > 1) return { reply: `${waiting.length} Letterpress games wait for your move: name one, /letterpress play WORD game:N (/letterpress games lists them).` };
  const [word = "", ...tiles] = text.trim().split(/\s+/u);
  return { reply: await playWord(session, waiting[0]!, word, tiles.length > 0 ? tiles.join(" ") : undefined) };
}

/** Whether the computer is to move in a game of the player at the terminal: its move is printed
 *  before their next line is read. (Their games only: a bot's database may hold many others.) */
export async function computerToMove(session: Session): Promise<boolean> {
  return (await session.versus.gamesOf(LOCAL_GUILD, session.player)).some((game) => {
    const side = toMove(game);
    return side !== null && game.players[side].computer;
  });
}

/** The sub-word `/letterpress` was given, or null for the timed round's options alone. */
export function subWord(command: Command): Checked<SubWord | null> {
  const first = command.args[0];
  if (first === undefined) return ok(null);
  const sub = SUBWORDS.find((w) => w === first.toLowerCase());
  if (sub) return ok(sub);
  const near = nearestName(first, SUBWORDS);
  return refuse(`/letterpress takes ${SUBWORDS.join(", ")} (or the round's options as name:value); not "${shorten(first)}".${near ? ` Did you mean /letterpress ${near}?` : ""}`);
}

export const VERSUS_RUN: Readonly<Record<Exclude<SubWord, "round">, (session: Session, command: Command) => Promise<Reply>>> = {
  versus,
  play,
  pass: (session, command) => turnEnd(session, command, "pass"),
  resign: (session, command) => turnEnd(session, command, "resign"),
  games,
};
