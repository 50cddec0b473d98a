// Local play's commands: the bot's slash commands, typed. Each returns the reply to print.

import { MAX_LOCAL_NAME_CHARS } from "../live/local-identity.ts";
import type { CountdownHost } from "../games/countdown/host.ts";
import type { VersusHost } from "../games/versus/host.ts";
import type { Engine } from "../games/engine/engine.ts";
import { countdown, COUNTDOWN_SUMMARY, COUNTDOWN_USAGE, stopGame } from "./countdown-game.ts";
import type { Clock, Player } from "../games/engine/ports.ts";
import { ok, refuse, type Checked, type Choice } from "../games/rules.ts";
import { PUZZLES, type Puzzle } from "../games/solve/index.ts";
import { peekingRefusal } from "../games/solve/peeking.ts";
import { Daily } from "../games/daily/daily.ts";
import { commandFor, findGame, findPeriod, gameCommands, PERIODS } from "../games/catalogue.ts";
import { GAMES, LETTERPRESS_VERSUS, type GameName } from "../games/model.ts";
import { DEFAULT_PURGE_DAYS, forgottenSummary, privacyNotice } from "../games/privacy.ts";
import { NO_ROUND } from "../games/refusals.ts";
import { dailyInPlay, defineWhilePlaying, roundInPlay } from "../games/defining.ts";
import { RULING_OF, readRuledWord, rulingDone, rulingsList } from "../games/word-rulings.ts";
import type { Store } from "../games/engine/ports.ts";
import { gamesLine, showLeaderboard, showPicking, showRatings, showRunning, showStats, versusLine, wrapped } from "./format.ts";
import { shorten, type Command } from "./parse.ts";
import { discordNames, OPPONENT_USAGE, readRoundOptions, ROUND_USAGE, roundOptionNames, rulesFields, strayOption } from "./round-options.ts";
import { nearestName } from "./did-you-mean.ts";
import { typedChoice } from "./pick-keys.ts";
import { daily, DAILY_USAGE } from "./daily.ts";
import { configureSeasons, placingLines, seasonBoard } from "./seasons.ts";
import type { SeasonKeeper } from "../games/seasons/keeper.ts";
import { moveTyped, subWord, VERSUS_HELP, VERSUS_RUN } from "./versus.ts";
import type { Day } from "../games/model.ts";
import { ratingModeOf } from "../games/ratings/modes.ts";
import { ratingBoard } from "./rating-board.ts";

export const LOCAL_GUILD = "local";
export const LOCAL_CHANNEL = "terminal";

export interface Session {
  readonly engine: Engine;
  readonly games: CountdownHost;
  readonly versus: VersusHost;
  readonly seasons: SeasonKeeper;
  readonly store: Store;
  readonly clock: Clock;
  player: Player;
  /** The day of the daily puzzles last opened here: answers count for it. */
  dailyDay?: Day;
  quit(): void;
}

type Reply = string | null;

interface HelpRow {
  readonly usage: string;
  readonly summary: string;
}

interface CommandSpec extends HelpRow {
  /** Refuse anything typed after the command. */
  readonly bare?: true;
  /** More rows for /help under this one: the command's other forms. */
  readonly also?: readonly HelpRow[];
  run(session: Session, command: Command): Reply | Promise<Reply>;
}

/** A player in local play is their name; names differ only by case are the same player. */
export function localPlayer(name: string): Player {
  return { id: `local:${name.toLowerCase()}`, name };
}

export function readName(text: string): Checked<string> {
  const name = text.trim().replace(/\s+/gu, " ");
  if (name.replace(/\p{Cf}|\s/gu, "") === "") return refuse("Give a name, e.g. /as Ann.");
  if (/\p{Cc}/u.test(name)) return refuse("A name cannot hold control characters.");
  if ([...name].length > MAX_LOCAL_NAME_CHARS) return refuse(`A name is at most ${MAX_LOCAL_NAME_CHARS} characters.`);
  return ok(name);
}

function noArgs(command: Command): string | null {
  return command.args.length > 0 ? `/${command.name} takes options as name:value, not "${shorten(command.args[0])}".` : null;
}


function gameCommand(game: GameName): CommandSpec {
  const computer = roundOptionNames(game).includes("opponent") ? `; ${OPPONENT_USAGE} plays the computer too` : "";
  return {
    usage: `${commandFor(game)} ${ROUND_USAGE[game]}`,
    summary: `start a ${game} round${computer}`,
    async run(session, command) {
      const wrong = noArgs(command);
      if (wrong) return wrong;
      const asked = readRoundOptions(game, command.options);
      if (!asked.ok) return asked.error;
      const start = await session.engine.start({
        guildId: LOCAL_GUILD,
        channelId: LOCAL_CHANNEL,
        game,
        player: session.player,
        options: asked.value.options,
        ...(asked.value.opponent ? { opponent: asked.value.opponent } : {}),
        ...(asked.value.rated ? { rated: true } : {}),
      });
      return start.ok ? null : start.error; // the announcer prints the board
    },
  };
}

/** /letterpress: the timed round (alone or after `round`), or one of Letterpress versus's words. */
function letterpressCommand(): CommandSpec {
  const round = gameCommand("letterpress");
  return {
    ...round,
    usage: `/letterpress [round] ${ROUND_USAGE.letterpress}`,
    also: VERSUS_HELP,
    run(session, command) {
      const sub = subWord(command);
      if (!sub.ok) return sub.error;
      if (sub.value === null || sub.value === "round") return round.run(session, { ...command, args: command.args.slice(sub.value === null ? 0 : 1) });
      return VERSUS_RUN[sub.value](session, command);
    },
  };
}

/** The starter's choice from what they typed: an id, a label, or the start of one. */
function matchChoice(choices: readonly Choice[], typed: string): string {
  const want = typed.trim().toLowerCase();
  const exact = choices.find((c) => c.id.toLowerCase() === want || c.label.toLowerCase() === want);
  if (exact) return exact.id;
  const starts = choices.filter((c) => want !== "" && (c.id.toLowerCase().startsWith(want) || c.label.toLowerCase().startsWith(want)));
  return starts.length === 1 ? starts[0].id : typed.trim();
}

async function pick(session: Session, typed: string): Promise<Reply> {
  const view = await session.engine.roundIn(LOCAL_CHANNEL);
  const choiceId = matchChoice(view?.choices ?? [], typed);
  const picked = await session.engine.pick(LOCAL_CHANNEL, session.player, choiceId);
  if (!picked.ok) return picked.error;
  // A complete board is printed by the announcer as the round starts.
  return picked.value.round.state === "picking" ? showPicking(picked.value, session.clock.now()) : null;
}

function pickCommand(choice: string, summary: string): CommandSpec {
  return { usage: `/${choice}`, summary, bare: true, run: (session) => pick(session, choice) };
}

/** What /guess was given: one `answer:`-style option, else the text as typed. */
const GUESS_OPTIONS = ["answer", "text", "word", "words", "equation"];

function guessText(command: Command): string {
  const names = Object.keys(command.options);
  if (names.length === 1 && command.args.length === 0 && GUESS_OPTIONS.includes(names[0])) return command.options[names[0]];
  return command.rest;
}

async function guess(session: Session, text: string, via: "command" | "chat"): Promise<Reply> {
  const answered = await session.engine.answer({ channelId: LOCAL_CHANNEL, player: session.player, text, via });
  if (answered.ok) return answered.value.message;
  if (via === "chat" && !await session.engine.roundIn(LOCAL_CHANNEL)) return `${NO_ROUND} Start one with ${gameCommands()} (/help).`;
  return answered.error;
}

/** A plain line is an answer. Nobody at a terminal talks past the bot, so outside a race it is
 *  judged as /guess would judge it; in a race, talk ("no idea") still spends no guess. */
export async function chat(session: Session, text: string): Promise<Reply> {
  const view = await session.engine.roundIn(LOCAL_CHANNEL);
  // While the board is picked, a key alone picks (v, c, 0–4, r): nobody answers yet.
  const choice = view?.round.state === "picking" ? typedChoice(view.choices, text) : null;
  if (choice) return pick(session, choice.id);
  // With no round here, a line is a move in the versus game waiting for this player.
  const moved = view ? null : await moveTyped(session, text);
  if (moved) return moved.reply;
  const style = view?.rules.style;
  return guess(session, text, style === undefined || style === "race" ? "chat" : "command");
}

async function solve(session: Session, command: Command): Promise<Reply> {
  const [game, ...board] = command.args;
  const puzzle = game === undefined ? undefined : PUZZLES.get(game.toLowerCase());
  if (!puzzle) return `Solve which game? ${[...PUZZLES.keys()].join(", ")}, e.g. /solve letters letters:mhircoact.`;
  const names = discordNames(solveOptions(puzzle));
  const stray = Object.keys(command.options).find((name) => !names.includes(name) && !solveOptions(puzzle).includes(name));
  if (stray !== undefined) return strayOption(`/solve ${puzzle.game}`, stray, names);
  const typed = rulesFields(command.options);
  if (!typed.ok) return typed.error;
  const fields = { ...typed.value, ...(board.length > 0 ? { [puzzle.mainField]: board.join(" ") } : {}) };
  const peeking = peekingRefusal({ game: puzzle.game, fields }, await session.engine.roundsInServer(LOCAL_GUILD), LOCAL_CHANNEL, new Daily(session.store, () => session.clock.now()).openPuzzles());
  if (peeking) return peeking;
  const outcome = puzzle.solve(fields);
  return outcome.ok ? puzzle.describe(outcome.value) : outcome.error;
}

/** As in Discord: no meaning for a word of the board in play here or of a daily puzzle the player has open. */
async function define(session: Session, command: Command): Promise<Reply> {
  const view = await session.engine.roundIn(LOCAL_CHANNEL);
  const open = await new Daily(session.store, () => session.clock.now()).openFor(session.player.id);
  const inPlay = [...(view?.round.state === "running" ? [roundInPlay(view.round, view.rules)] : []), ...open.map(dailyInPlay)];
  return defineWhilePlaying(command.options.word ?? command.rest, inPlay).text;
}

/** The options a puzzle takes: its main field and the `--name`s of its command-line usage. */
function solveOptions(puzzle: Puzzle): string[] {
  return [puzzle.mainField, ...[...puzzle.usage.matchAll(/--([a-z]+)/gu)].map((m) => m[1])];
}

const LEADERBOARD_OPTIONS = ["game", "period", "page", "season", "by"];

async function leaderboard(session: Session, command: Command): Promise<Reply> {
  const wrong = noArgs(command) ?? unknownOf(command, LEADERBOARD_OPTIONS);
  if (wrong) return wrong;
  const { game: gameText = "all", period = "all", page = "1", by = "points" } = command.options;
  const game = findGame(gameText);
  const games = gameText.toLowerCase() === "games";
  const versus = gameText.toLowerCase() === LETTERPRESS_VERSUS;
  if (!game && !games && !versus && !["all", "overall"].includes(gameText.toLowerCase())) return `Game is one of ${GAMES.join(", ")} (or all, games: Countdown games won, or ${LETTERPRESS_VERSUS}).`;
  const named = game ?? (games ? "games" : versus ? LETTERPRESS_VERSUS : null);
  const rating = by.toLowerCase() === "rating";
  if (!rating && by.toLowerCase() !== "points") return "By is points or rating.";
  if (command.options.season !== undefined) {
    if (command.options.period !== undefined || command.options.page !== undefined) return "A season's table is its own period, one page: leave out period and page.";
    if (rating) return "A season's table is by points: leave out by:rating.";
    return seasonBoard(session.store, LOCAL_GUILD, command.options.season, named ?? "all", session.clock.now());
  }
  const when = findPeriod(period);
  if (!when) return `Period is one of ${PERIODS.join(", ")}.`;
  if (!/^\d{1,6}$/u.test(page) || Number(page) < 1) return "Page is a whole number from 1.";
  if (rating) return ratingBoard(session.store, LOCAL_GUILD, ratingModeOf(named), when, Number(page) - 1);
  if (versus) return showLeaderboard(await session.store.versusTable(LOCAL_GUILD, { period: when, page: Number(page) - 1, now: session.clock.now() }), "Letterpress versus", when, versusLine);
  if (games) return showLeaderboard(await session.store.gamesWon(LOCAL_GUILD, { period: when, page: Number(page) - 1, now: session.clock.now() }), "Countdown games won", when, gamesLine);
  const board = await session.store.leaderboard(LOCAL_GUILD, { game, period: when, page: Number(page) - 1, now: session.clock.now() });
  return showLeaderboard(board, game ?? "all games", when);
}

function unknownOf(command: Command, known: readonly string[]): string | null {
  const stray = Object.keys(command.options).find((name) => !known.includes(name));
  return stray === undefined ? null : strayOption(`/${command.name}`, stray, known);
}

async function stats(session: Session, command: Command): Promise<Reply> {
  const wrong = unknownOf(command, ["player"]);
  if (wrong) return wrong;
  const typed = command.options.player ?? command.rest;
  const name = typed.trim() === "" ? ok(session.player.name) : readName(typed);
  if (!name.ok) return name.error;
  const { id } = localPlayer(name.value);
  const shown = showStats(name.value, await session.store.playerStats(LOCAL_GUILD, id, session.clock.now()));
  return shown + showRatings(await session.store.playerRatings(id)) + placingLines(await session.store.seasonPlacings(LOCAL_GUILD, id));
}

function privacy(session: Session): Reply {
  return privacyNotice(DEFAULT_PURGE_DAYS, `type /forget (it asks before deleting anything; playing as ${session.player.name}).`).join("\n");
}

/** Deletes only after the player confirms: `/forget` says what it would do, `/forget confirm` does it. */
async function forget(session: Session, command: Command): Promise<Reply> {
  const { name, id } = session.player;
  if (command.rest.trim() !== "confirm") return `This deletes ${name}'s answers, scores and stats for good. Type /forget confirm to go ahead.`;
  const forgotten = await session.engine.housekeeping.forgetPlayer(id);
  return forgotten === null ? "Something went wrong: nothing was deleted." : forgottenSummary(forgotten.answers, forgotten.results);
}

/** /words: local play is one server, whoever plays rules (no Manage Server here). */
async function words(session: Session, command: Command): Promise<Reply> {
  const [sub, ...rest] = command.args;
  if (sub === undefined || sub.toLowerCase() === "list") return rulingsList((await session.store.guildSettings(LOCAL_GUILD)).words);
  const ruling = RULING_OF[sub.toLowerCase()];
  if (ruling === undefined) return "/words allow <word>, /words deny <word>, /words lift <word> or /words list.";
  const word = readRuledWord(command.options.word ?? rest.join(" "));
  if (!word.ok) return word.error;
  await session.store.ruleWord(LOCAL_GUILD, word.value, ruling);
  return rulingDone(word.value, ruling);
}

/** /countdown [start] options… or /countdown stop, as in Discord; any other word is refused
 *  rather than read as a game with the default options. */
async function countdownLine(session: Session, command: Command): Promise<Reply> {
  const [word, ...more] = command.args;
  const sub = word?.toLowerCase();
  if (more.length > 0 || (sub !== undefined && sub !== "start" && sub !== "stop")) {
    const near = word === undefined || more.length > 0 ? null : nearestName(word, ["start", "stop"]);
    return `/countdown takes start (or nothing) then options as name:value, or stop; not "${shorten(more[0] ?? word ?? "")}".${near ? ` Did you mean /countdown ${near}?` : ""}`;
  }
  // The game would play here, in the one channel: its first round could not start past this one.
  const running = sub === "stop" || await session.games.gameIn(LOCAL_CHANNEL) ? undefined : await session.engine.roundIn(LOCAL_CHANNEL);
  if (running) return `A ${running.rules.title} round is running here: wait for it to end, or /stop it, then start the game.`;
  return countdown(session, sub === "start" ? { ...command, args: [] } : command);
}

async function status(session: Session): Promise<Reply> {
  const view = await session.engine.roundIn(LOCAL_CHANNEL);
  if (!view) return NO_ROUND;
  return view.round.state === "picking" ? showPicking(view, session.clock.now()) : showRunning(view, "under way", session.clock.now());
}

const COMMANDS: ReadonlyMap<string, CommandSpec> = new Map<string, CommandSpec>([
  ...GAMES.map((game) => [game, game === "letterpress" ? letterpressCommand() : gameCommand(game)] as const),
  ["countdown", { usage: COUNTDOWN_USAGE, summary: COUNTDOWN_SUMMARY, run: countdownLine }],
  ["guess", { usage: "/guess <answer>", summary: "answer (typing the answer alone works too)", run: (s, c) => guess(s, guessText(c), "command") }],
  ["pick", { usage: "/pick <choice>", summary: "pick the board: vowel, consonant, 0–4 large…; rest fills in the rest", run: (s, c) => pick(s, c.rest) }],
  ["vowel", pickCommand("vowel", "pick a vowel")],
  ["consonant", pickCommand("consonant", "pick a consonant")],
  ["large", { usage: "/large <0-4>", summary: "choose how many large numbers", run: (s, c) => pick(s, c.rest) }],
  ["stop", { usage: "/stop", summary: "end the round now and score it (in a Countdown game: end the game)", bare: true, run: async (s) => {
    if ((await s.games.gameIn(LOCAL_CHANNEL))?.state === "playing") return stopGame(s);
    const stopped = await s.engine.stop(LOCAL_CHANNEL, s.player);
    return stopped.ok ? null : stopped.error;
  } }],
  ["round", { usage: "/round", summary: "show the board in play", bare: true, run: status }],
  ["solve", { usage: "/solve <game> name:value…", summary: `solve any board: ${[...PUZZLES.values()].map((p) => p.game).join(", ")}`, run: solve }],
  ["define", { usage: "/define <word>", summary: "what a word means, in one line", run: define }],
  ["words", { usage: "/words allow|deny|lift <word> | /words list", summary: "rule on single words for every game here", run: words }],
  ["daily", { usage: DAILY_USAGE, summary: "today's puzzles, the same as everywhere", run: daily }],
  ["leaderboard", {
    usage: `/leaderboard [game:letters] [period:${PERIODS.join("|")}] [page:1]`, summary: "the scores", run: leaderboard,
    also: [
      { usage: "/leaderboard by:rating game:letters [page:1]", summary: "the ratings (game:games: whole Countdown games)" },
      { usage: "/leaderboard season:2026-11 [game:letters]", summary: "an ended season's table (season:current: this one's)" },
    ],
  }],
  ["stats", { usage: "/stats [player]", summary: "a player's record", run: stats }],
  ["as", { usage: "/as <name>", summary: "play as someone else (hot seat)", run: (s, c) => {
    const name = readName(c.rest);
    if (!name.ok) return name.error;
    s.player = localPlayer(name.value);
    return `You are now ${name.value}.`;
  } }],
  ["config", {
    usage: "/config [seasons monthly|weekly|off]", summary: "seasons; other settings go with each round here",
    run: (s, c) => (c.args[0]?.toLowerCase() === "seasons" ? configureSeasons(s.seasons, LOCAL_GUILD, c.args.slice(1).join(" ") || (c.options.length ?? "")) : LOCAL_SETTINGS),
  }],
  ["privacy", { usage: "/privacy", summary: "what is kept, for how long, and deleting yours", bare: true, run: (s) => privacy(s) }],
  ["forget", { usage: "/forget [confirm]", summary: "delete your answers, scores and stats", run: forget }],
  ["help", { usage: "/help", summary: "this list", bare: true, run: () => help() }],
  ["quit", { usage: "/quit", summary: "leave (a running round carries on next time)", bare: true, run: (s) => {
    s.quit();
    return null;
  } }],
]);

/** /config in local play: what it offers instead of a server's settings. */
const LOCAL_SETTINGS = [
  "Local play has no server settings: give each round its options, e.g. /boggle size:5 duration:60 dictionary:american.",
  "Every line you type counts as an answer (open mode), Boggle's shared words cancel, and anyone here may start or /stop a round.",
  "Seasons: /config seasons monthly (or weekly, or off); their tables with /leaderboard season:NAME.",
].join("\n");

/** A terminal's usual width: /help fits in it. */
const COLUMNS = 80;

/** Usage and summary on one line when they fit, else the summary indented below. */
function helpLines({ usage, summary }: HelpRow): string[] {
  const line = `  ${usage.padEnd(HELP_USAGE)}  ${summary}`;
  return line.length <= COLUMNS ? [line] : [`  ${usage}`, ...wrapped(summary, COLUMNS - 6).map((part) => `      ${part}`)];
}

/** Usages are padded to this width in the /help table. */
const HELP_USAGE = 18;

function help(): string {
  return [
    "Commands (options as name:value; quote values with spaces):",
    ...[...COMMANDS.values()].flatMap((spec) => [spec, ...(spec.also ?? [])]).flatMap(helpLines),
    "A round started with rated:true moves its players' ratings (/stats shows them).",
    "With no round running, a word is your move in a versus game that waits for you.",
    "Any other line is an answer to the round in play.",
  ].join("\n");
}

export async function runCommand(session: Session, command: Command): Promise<Reply> {
  const spec = COMMANDS.get(command.name);
  if (!spec) {
    const near = nearestName(command.name, COMMANDS.keys());
    return `Unknown command /${shorten(command.name)}.${near ? ` Did you mean /${near}?` : ""} Type /help for the list.`;
  }
  if (spec.bare && command.rest !== "") return `/${command.name} takes nothing after it.`;
  return spec.run(session, command);
}

