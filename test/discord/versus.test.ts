// Letterpress versus through the fake Discord: the server's settings for it, and (below) games
// challenged, played to their end, forfeited, carried over a restart, and against the computer.
// Time is a manual clock, so nothing sleeps.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { buttonId, buttonLabels, Harness, titleOf } from "../support/bot-harness.ts";
import { eventually } from "../support/eventually.ts";
import { textOf, type FakeUser, type OptionValue, type StoredMessage } from "../support/fake-discord/index.ts";
import { Permission } from "../support/fake-discord/permissions.ts";
import type { VersusGame } from "../../src/games/model.ts";
import { toMove } from "../../src/games/versus/rules.ts";
import { versusId, versusModalId } from "../../src/discord/custom-ids.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { letterpressWords } from "../../src/solvers/letterpress.ts";
import { bestTiles, colourTiles } from "../../src/solvers/territory/colours.ts";
import { ALL_TILES, countTiles, setOf, tileName } from "../../src/solvers/territory/tiles.ts";

let h: Harness;
let clock: ManualClock;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

async function begin(): Promise<void> {
  clock = manualClock(Date.now());
  h = await Harness.start({ clock });
}

/** The embed's description of a private /config reply. */
async function configured(options: Record<string, string | number>): Promise<string> {
  const answer = await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "versus", options }));
  return answer.data.embeds?.[0]?.description ?? answer.data.content ?? "";
}

describe("/config versus", () => {
  it("sets the turn's hours and the word list, shown in /config show; refuses what is out of range", async () => {
    await begin();
    expect(await configured({ "turn-hours": 48 })).toBe("Letterpress versus: 48-hour turns, scrabble word list. Games already under way keep theirs.");
    expect(await configured({ list: "british" })).toBe("Letterpress versus: 48-hour turns, british word list. Games already under way keep theirs.");
    expect((await h.bot.store.guildSettings(h.fake.guild.id)).versusTurnSeconds).toBe(48 * 3600);
    expect(await configured({ list: "klingon" })).toMatch(/^The dictionaries are british, american/);
    expect((await h.bot.store.guildSettings(h.fake.guild.id)).versusDictionary).toBe("british");
    expect(await configured({})).toBe("Give `turn-hours`, `list` or both.");
    const shown = await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "show" }));
    expect(shown.data.embeds?.[0]?.fields?.find((f) => f.name === "Letterpress versus")?.value).toBe("48-hour turns, british word list");
    expect(await h.privateReply(h.command(h.alice, "config", { subcommand: "versus", options: { "turn-hours": 2 } }))).toMatch(/Manage Server/);
  });
});

const pinged = (message: StoredMessage): string[] => message.mentions.map((u) => u.username);
const boards = (channelId: string): StoredMessage[] => h.fake.messages(channelId).filter((m) => (titleOf(m) ?? "").includes(" vs "));
const lastBoard = (channelId: string): StoredMessage => {
  const board = boards(channelId).at(-1);
  if (!board) throw new Error(`no board in ${channelId}`);
  return h.current(board);
};
const challengeIn = (channelId: string): StoredMessage => {
  const found = h.fake.messages(channelId).find((m) => titleOf(m) === "Letterpress: a challenge");
  if (!found) throw new Error("no challenge");
  return h.current(found);
};

/** alice challenges `opponent` (bob unless said); the challenge's message. */
async function challenged(options: Record<string, OptionValue> = { opponent: h.bob }): Promise<StoredMessage> {
  expect(await h.privateReply(h.command(h.alice, "letterpress", { subcommand: "versus", options }))).toBe("Challenge sent: bob may accept it or decline.");
  await eventually("the challenge", () => h.fake.messages(h.games).some((m) => titleOf(m) === "Letterpress: a challenge"));
  await h.settle();
  return challengeIn(h.games);
}

async function gameOf(player: FakeUser): Promise<VersusGame> {
  const [game] = await h.bot.store.versusGamesOf(h.fake.guild.id, player.id);
  if (!game) throw new Error(`${player.username} has no game`);
  return game;
}

/** How far a game has come: a refusal leaves it as it was. */
const stageOf = async (gameId: number): Promise<string> => {
  const game = await h.bot.store.getVersus(gameId);
  return `${game?.state}:${game?.moves.length}:${game?.threadId}`;
};

type Reply = { type?: number; data?: { content?: string; flags?: number } };

/** The private answer to an interaction (a reply or a followUp), if it has had one. */
function privately(interactionId: string): string | undefined {
  for (const c of h.fake.calls.filter((c) => c.interactionId === interactionId && c.method === "POST" && c.status < 300)) {
    const reply = c.body as Reply;
    if (c.path.endsWith("/callback") && reply.type === 4 && (reply.data?.flags ?? 0) & 64) return reply.data?.content ?? "";
    if (c.path.startsWith("/webhooks/") && c.message && c.message.flags & 64) return c.message.content;
  }
  return undefined;
}

/** Waits until the interaction was refused privately or the game moved on; the refusal, or null. */
async function outcome(interactionId: string, gameId: number, before: string): Promise<string | null> {
  await eventually("a refusal or the game moving on", async () => privately(interactionId) !== undefined || (await stageOf(gameId)) !== before);
  await h.settle();
  return privately(interactionId) ?? null;
}

const gameIdOn = (message: StoredMessage): number => Number(buttonId(message, buttonLabels(message)[0]!).split(":")[1]);

/** Presses a button on a game's message; a refusal's private text, or null when it was taken. */
async function press(user: FakeUser, message: StoredMessage, label: string): Promise<string | null> {
  const gameId = gameIdOn(message);
  const before = await stageOf(gameId);
  const answer = await h.click(user, message, buttonId(message, label));
  if (answer.type === 4) return answer.data.content ?? "";
  return outcome(answer.id, gameId, before);
}

/** A word through the board's Play button and its modal; the refusal, or null once played. */
async function playByButton(user: FakeUser, channelId: string, word: string, tiles?: string): Promise<string | null> {
  const board = lastBoard(channelId);
  const gameId = gameIdOn(board);
  const shown = await h.click(user, board, buttonId(board, "Play"));
  if (shown.type !== 9) return shown.data.content ?? "";
  const before = await stageOf(gameId);
  const id = h.fake.submitModal({ user, customId: versusModalId(gameId), fields: { word, ...(tiles ? { tiles } : {}) } });
  expect((await h.fake.waitForInteractionResponse(id)).type).toBe(6);
  return outcome(id, gameId, before);
}

/** A word by /letterpress play in `channelId`: what the player is told privately. */
async function playByCommand(user: FakeUser, channelId: string, word: string, tiles?: string): Promise<string> {
  const said = await h.privateReply(h.command(user, "letterpress", { channelId, subcommand: "play", options: { word, ...(tiles ? { tiles } : {}) } }));
  await h.settle();
  return said;
}

const SCRABBLE = loadDictionary("scrabble");

/** The words the side to move may still play: not played, nor the start of a word played. */
function playable(game: VersusGame): string[] {
  const played = game.moves.flatMap((m) => (m.kind === "word" ? [m.word] : []));
  return letterpressWords(SCRABBLE, game.letters, 2).filter((word) => !played.some((p) => p.startsWith(word)));
}

/** The word that colours the most blank tiles for the side to move (then takes most): a game of
 *  these fills the board quickly, at times in two moves (RADIOTELEGRAPHIES, then INCONTIGUOUSLY). */
function greedyWord(game: VersusGame): string {
  const side = toMove(game)!;
  let best = "", bestScore = -1;
  for (const word of playable(game)) {
    const tiles = bestTiles(game.letters, game.colours, side, word)!;
    const after = colourTiles(game.colours, side, setOf(tiles));
    const blank = ALL_TILES & ~(game.colours[0] | game.colours[1]);
    const score = 3 * countTiles(setOf(tiles) & blank) + countTiles(after[side]) - countTiles(game.colours[side]);
    if (score > bestScore) [best, bestScore] = [word, score];
  }
  return best;
}

/** The shortest word still playable: a move that never ends the game, for a test that needs it to go on. */
function shortWord(game: VersusGame): string {
  return playable(game).reduce((short, word) => (word.length < short.length ? word : short));
}

describe("a Letterpress versus game in Discord", () => {
  it("challenges bob, pinging only him; only he may accept; accepted, the game gets a thread and alice is pinged to move", async () => {
    await begin();
    h.fake.grantBot(Permission.CreatePublicThreads | Permission.SendMessagesInThreads);
    const challenge = await challenged();
    expect(buttonLabels(challenge)).toEqual(["Accept", "Decline"]);
    expect(textOf(challenge)).toContain(`<@${h.alice.id}> challenges <@${h.bob.id}> to Letterpress`);
    expect(pinged(challenge)).toEqual(["bob"]);
    expect(await press(h.admin, challenge, "Accept")).toBe("This challenge is for bob.");
    expect(await press(h.alice, challenge, "Accept")).toBe("This challenge is for bob.");
    expect(await press(h.bob, challenge, "Accept")).toBeNull();
    const [thread] = h.fake.threadsOf(h.games);
    expect(thread?.name).toBe("Letterpress: alice vs bob");
    expect(textOf(challengeIn(h.games))).toContain(`Accepted: the game is played in <#${thread!.id}>.`);
    expect(buttonLabels(challengeIn(h.games))).toEqual([]);
    const board = lastBoard(thread!.id);
    expect(titleOf(board)).toBe("Letterpress: alice vs bob");
    expect(textOf(board)).toContain(`<@${h.alice.id}>, your move`);
    expect(pinged(board)).toEqual(["alice"]);
    expect(buttonLabels(board)).toEqual(["Play", "Pass", "Resign"]);
    expect(board.attachments[0]?.description).toMatch(/^Letterpress versus: alice \(blue\) 0, bob \(red\) 0\. alice to move\./);
    expect(await playByCommand(h.alice, thread!.id, greedyWord(await gameOf(h.alice)))).toMatch(/^You played /);
    expect(await h.privateReply(h.command(h.bob, "letterpress", { channelId: thread!.id, subcommand: "resign" }))).toBe("You resigned.");
    await h.settle();
    const end = lastBoard(thread!.id);
    expect(textOf(end)).toMatch(/🏆 alice wins with \d+ tiles to 0\./);
    expect(textOf(end)).toMatch(/\*\*alice\*\*: [A-Z]+\n\*\*bob\*\*: no words/);
    expect(textOf(challengeIn(h.games))).toMatch(new RegExp(`Played in <#${thread!.id}>: alice wins with \\d+ tiles to 0\\.`));
    expect(h.logger.errors()).toEqual([]);
  });

  it("is played to a full board by two players, by button and command; the result goes to /stats and the leaderboard", async () => {
    await begin();
    await press(h.bob, await challenged(), "Accept");
    const users = [h.alice, h.bob];
    for (let turn = 0; turn < 40; turn++) {
      const game = await gameOf(h.alice).catch(() => null);
      if (game === null) break;
      const mover = users[toMove(game)!]!;
      const word = greedyWord(game);
      if (turn % 2 === 0) expect(await playByButton(mover, h.games, word)).toBeNull();
      else expect(await playByCommand(mover, h.games, word)).toMatch(new RegExp(`^You played ${word.toUpperCase()} on [A-E][1-5]`));
      const board = lastBoard(h.games);
      expect(textOf(board)).toContain(`played ${word.toUpperCase()} on`);
      const next = users[1 - toMove(game)!]!;
      expect(pinged(board)).toEqual((await gameOf(h.alice).catch(() => null)) ? [next.username] : []);
    }
    const [over] = await h.bot.store.openVersusGames();
    expect(over).toBeUndefined();
    const end = lastBoard(h.games);
    expect(buttonLabels(end)).toEqual([]);
    expect(textOf(end)).toMatch(/🏆 (alice|bob) wins with \d+ tiles to \d+\.|🏆 A draw/);
    const winner = /🏆 (alice|bob) wins/.exec(textOf(end))?.[1];
    const stats = await h.publicReply(h.command(h.alice, "stats"));
    const field = stats.embeds[0]?.fields?.find((f) => f.name === "Letterpress versus")?.value;
    expect(field).toBe(winner === "alice" ? "1 W · 0 D · 0 L (1 game)" : winner === "bob" ? "0 W · 0 D · 1 L (1 game)" : "0 W · 1 D · 0 L (1 game)");
    const table = await h.publicReply(h.command(h.bob, "leaderboard", { options: { game: "letterpress-versus" } }));
    expect(table.embeds[0]?.title).toBe("Leaderboard: Letterpress versus, all time");
    expect(table.embeds[0]?.description).toMatch(/W\*\* · \d D · \d L · 1 game · \d+ tiles/);
    expect(h.logger.errors()).toEqual([]);
  });

  it("refuses plainly: not your turn, not a player, not on the board, not in the list, tiles that do not spell it, played before", async () => {
    await begin();
    await press(h.bob, await challenged(), "Accept");
    const game = await gameOf(h.alice);
    const words = letterpressWords(SCRABBLE, game.letters, 2);
    // A word with a shorter word at its start, so the prefix rule has something to refuse.
    const word = words.find((w) => w.length >= 3 && words.includes(w.slice(0, 2)))!;
    const prefix = word.slice(0, 2).toUpperCase();
    const absent = [..."abcdefghijklmnopqrstuvwxyz"].find((c) => !game.letters.includes(c))!;
    const other = [...Array(25).keys()].find((t) => game.letters[t] !== word[0])!;

    expect(await playByButton(h.bob, h.games, word)).toBe("It is not your turn.");
    expect(await press(h.bob, lastBoard(h.games), "Pass")).toBe("It is not your turn.");
    expect(await playByButton(h.admin, h.games, word)).toBe("You are not playing in this game.");
    expect(await playByCommand(h.admin, h.games, word)).toMatch(/^You have no Letterpress game going/);
    expect(await playByCommand(h.alice, h.games, `${absent}${absent}`)).toMatch(new RegExp(`^${absent.toUpperCase()}{2} cannot be made from this board`));
    const nonsense = [...game.letters].flatMap((a, i) => [...game.letters].filter((_, j) => j !== i).map((b) => a + b)).find((pair) => !words.includes(pair))!;
    expect(await playByCommand(h.alice, h.games, nonsense)).toMatch(new RegExp(`^${nonsense.toUpperCase()} is not in`));
    const wrong = [other, ...[...word.slice(1)].map((_, i) => (other + i + 1) % 25)].map((t) => tileName(t)).join(" ");
    expect(await playByButton(h.alice, h.games, word, wrong)).toMatch(new RegExp(`^Those tiles do not spell ${word.toUpperCase()}|is named twice`));
    expect(await playByButton(h.alice, h.games, word, "Z9")).toBe("“Z9” is not a tile: tiles are A1 to E5 (column, then row).");
    expect(await playByButton(h.alice, h.games, word)).toBeNull();
    expect(await playByCommand(h.bob, h.games, prefix)).toBe(`${prefix} is a prefix of ${word.toUpperCase()}, played already.`);
    expect(await playByButton(h.bob, h.games, word)).toBe(`${word.toUpperCase()} has been played already.`);
    expect((await gameOf(h.bob)).moves).toHaveLength(1);
  });

  it("reminds the player to move at three quarters of the turn, then forfeits the game at its end", async () => {
    await begin();
    await press(h.bob, await challenged(), "Accept");
    clock.advance(18 * 3600_000 - 1000);
    await h.settle();
    expect(h.fake.messages(h.games).filter((m) => textOf(m).startsWith("⏰"))).toHaveLength(0);
    clock.advance(1000);
    await h.settle();
    const [reminder] = h.fake.messages(h.games).filter((m) => textOf(m).startsWith("⏰"));
    expect(textOf(reminder!)).toContain("alice, it is your move: the turn is forfeited 6 hours from now.");
    expect(pinged(reminder!)).toEqual(["alice"]);
    clock.advance(6 * 3600_000);
    await h.settle();
    const end = lastBoard(h.games);
    expect(textOf(end)).toContain("alice let the turn run out and forfeits.");
    expect(textOf(end)).toContain("🏆 bob wins with 0 tiles to 0.");
    expect(pinged(end)).toEqual([]);
    const start = boards(h.games)[0]!;
    expect((await h.click(h.alice, start, buttonId(start, "Play"))).data.content).toBe("This game is over.");
    const stats = await h.publicReply(h.command(h.bob, "stats"));
    expect(stats.embeds[0]?.fields?.find((f) => f.name === "Letterpress versus")?.value).toBe("1 W · 0 D · 0 L (1 game)");
  });

  it("carries on after a restart: moves are taken, and the turn's forfeit still comes", async () => {
    await begin();
    await press(h.bob, await challenged(), "Accept");
    expect(await playByButton(h.alice, h.games, shortWord(await gameOf(h.alice)))).toBeNull();
    await h.restart(clock);
    expect(await playByButton(h.bob, h.games, shortWord(await gameOf(h.bob)))).toBeNull();
    expect(pinged(lastBoard(h.games))).toEqual(["alice"]);
    await h.restart(clock);
    await h.pass(clock, 24 * 3600_000, 3600_000);
    expect(textOf(lastBoard(h.games))).toContain("alice let the turn run out and forfeits.");
    expect(await h.bot.store.openVersusGames()).toEqual([]);
    expect(h.logger.errors()).toEqual([]);
  });

  it("plays the computer at once, which moves after a pause a person can read; Resign asks first", async () => {
    await begin();
    expect(await h.privateReply(h.command(h.alice, "letterpress", { subcommand: "versus", options: { computer: "easy" } }))).toBe("Your game against the computer is under way: your move.");
    await eventually("the board", () => boards(h.games).length > 0);
    await h.settle();
    const board = lastBoard(h.games);
    expect(titleOf(board)).toBe("Letterpress: alice vs Computer (easy)");
    expect(pinged(board)).toEqual(["alice"]);
    expect(await playByButton(h.alice, h.games, shortWord(await gameOf(h.alice)))).toBeNull();
    expect(textOf(lastBoard(h.games))).toContain("🤖 Computer (easy) is thinking…");
    expect(pinged(lastBoard(h.games))).toEqual([]);
    clock.advance(5_000);
    await h.settle();
    await eventually("the computer's move", () => /Computer \(easy\) (played|passed)/.test(textOf(lastBoard(h.games))));
    await h.settle();
    expect(pinged(lastBoard(h.games))).toEqual(["alice"]);

    const asked = await h.click(h.alice, lastBoard(h.games), buttonId(lastBoard(h.games), "Resign"));
    expect(asked.data.content).toBe("Resign this game? Your opponent wins it.");
    expect(await press(h.bob, lastBoard(h.games), "Resign")).toBe("You are not playing in this game.");
    const game = await gameOf(h.alice);
    const yes = await h.click(h.alice, asked.message!, versusId(game.id, "resign-yes"));
    expect(yes.type).toBe(7);
    await eventually("the end", async () => (await h.bot.store.openVersusGames()).length === 0);
    await h.settle();
    expect(textOf(lastBoard(h.games))).toContain("alice resigned.");
    expect(textOf(lastBoard(h.games))).toMatch(/🏆 Computer \(easy\) wins/);
  });

  it("is declined by the one challenged or withdrawn by the challenger; /letterpress games lists what is under way", async () => {
    await begin();
    const first = await challenged();
    expect(await press(h.bob, first, "Decline")).toBeNull();
    expect(buttonLabels(h.current(first))).toEqual([]);
    expect(textOf(h.current(first))).toContain("bob declined alice's challenge.");

    const second = h.fake.messages(h.games).length;
    h.command(h.alice, "letterpress", { subcommand: "versus", options: { opponent: h.bob } });
    await eventually("a second challenge", () => h.fake.messages(h.games).slice(second).some((m) => titleOf(m) === "Letterpress: a challenge"));
    await h.settle();
    const challenge = h.fake.messages(h.games).slice(second).find((m) => titleOf(m) === "Letterpress: a challenge")!;
    const games = await h.privateReply(h.command(h.bob, "letterpress", { subcommand: "games" }));
    expect(games).toMatch(new RegExp(`^\\*\\*Your Letterpress versus games\\*\\*\\n• vs <@${h.alice.id}>: \\*\\*challenged you\\*\\*: accept or decline · <#${h.games}>$`));
    expect(await press(h.alice, challenge, "Decline")).toBeNull();
    expect(textOf(h.current(challenge))).toContain("alice withdrew the challenge to bob.");
    expect(await h.privateReply(h.command(h.bob, "letterpress", { subcommand: "games" }))).toMatch(/^You have no Letterpress versus games under way/);
    expect(await h.privateReply(h.command(h.alice, "letterpress", { subcommand: "versus", options: { opponent: h.alice } }))).toBe("You cannot challenge yourself: pick another player, or the computer.");
  });
});
