// A Letterpress versus game in Discord, laid out with Components V2: the challenge with Accept
// and Decline; each move's board image with whose turn it is and Play / Pass / Resign; the end
// with the result. Only the player to move is pinged (the mention the news names).

import { time, TimestampStyles } from "discord.js";
import { FORGOTTEN_PLAYER, type VersusNewsView } from "../../games/versus/news.ts";
import type { VersusGame, VersusPlayer } from "../../games/model.ts";
import { drawVersusBoard } from "../images/index.ts";
import { challengeButtons, versusButtons } from "./components.ts";
import { ACCENTS, card, type Block } from "./layout.ts";
import { NO_PINGS, type OutgoingMessage } from "./message.ts";
import { cutLines, LIMITS } from "./limits.ts";
import { scoreOf, sideOf, toMove } from "../../games/versus/rules.ts";
import { plainText } from "./plain-text.ts";

/** A player as a mention (pinging only if allowed), the computer and a forgotten player by name. */
export function versusMention(player: VersusPlayer): string {
  if (player.computer) return `🤖 ${plainText(player.name)}`;
  return player.id === FORGOTTEN_PLAYER.id ? plainText(player.name) : `<@${player.id}>`;
}

const relative = (at: number): string => time(Math.floor(at / 1000), TimestampStyles.RelativeTime);
const title = (game: VersusGame): string => `## Letterpress: ${plainText(game.players[0].name)} vs ${plainText(game.players[1].name)}`;
const footer = (game: VersusGame): Block => ({ text: `-# Game ${game.id} · ${game.dictionary} word list · words of 2+ letters, none played before nor the start of one played` });

/** The message an announcement of the game's news posts. */
export function versusMessage(view: VersusNewsView): OutgoingMessage {
  const message = card(ACCENTS.letterpress, blocksOf(view));
  return view.mention === null ? message : { ...message, allowedMentions: { parse: [], users: [view.mention.id] } };
}

function blocksOf(view: VersusNewsView): Block[] {
  const { game } = view;
  switch (view.event) {
    case "challenged":
      return challengeBlocks(game, true);
    case "declined":
    case "expired":
      return [{ text: "## Letterpress: no game" }, { text: plainText(view.headline) }];
    case "reminder":
      return [{ text: `⏰ ${plainText(view.headline)}` }, { text: turnLine(view) }, { buttons: versusButtons(game.id) }];
    case "started":
    case "moved":
    case "over":
      return boardBlocks(view);
  }
}

function boardBlocks(view: VersusNewsView): Block[] {
  const { game } = view;
  const board: Block = { image: drawVersusBoard(pictureOf(view)) };
  if (game.state !== "playing") return [{ text: title(game) }, { text: plainText(view.headline) }, board, { text: `🏆 ${plainText(view.result ?? "This game has ended.")}` }, { text: wordsPlayed(view) }, footer(game)];
  return [{ text: title(game) }, { text: plainText(view.headline) }, board, { text: turnLine(view) }, { buttons: versusButtons(game.id) }, footer(game)];
}

/** Each side's words, in the order played: the game's record. */
function wordsPlayed({ game, played }: VersusNewsView): string {
  const line = (side: 0 | 1) => `**${plainText(game.players[side].name)}**: ${played[side].length === 0 ? "no words" : played[side].map((w) => w.toUpperCase()).join(", ")}`;
  return `${line(0)}\n${line(1)}`;
}

/** Whose move it is, how to make it, and when the turn runs out. */
function turnLine(view: VersusNewsView): string {
  if (view.toMove === null) return "";
  const player = view.game.players[view.toMove];
  if (player.computer) return `${versusMention(player)} is thinking…`;
  const ends = view.turnEndsAt === null ? "" : ` The turn runs out ${relative(view.turnEndsAt)}.`;
  return `${versusMention(player)}, your move: **Play** a word (or \`/letterpress play\`), **Pass** or **Resign**.${ends}`;
}

function pictureOf(view: VersusNewsView): Parameters<typeof drawVersusBoard>[0] {
  const set = (tiles: readonly number[]) => tiles.reduce((bits, tile) => bits | (1 << tile), 0);
  const played = view.game.moves.flatMap((move) => (move.kind === "word" ? [{ word: move.word, by: move.by }] : []));
  return {
    letters: view.letters,
    colours: [set(view.tiles[0]), set(view.tiles[1])],
    locked: [set(view.locked[0]), set(view.locked[1])],
    names: [view.game.players[0].name, view.game.players[1].name],
    toMove: view.toMove,
    winner: view.game.winner,
    lastWord: view.lastWord,
    played,
  };
}

/** The challenge; `open`: still waiting for an answer, with its buttons. */
function challengeBlocks(game: VersusGame, open: boolean): Block[] {
  const [blue, red] = game.players.map(versusMention);
  const lapses = open ? [{ text: `-# ${red}: **Accept** or **Decline**; unanswered, it lapses ${relative(game.turnStartedAt + game.turnSeconds * 1000)}.` }] : [];
  return [
    { text: "## Letterpress: a challenge" },
    { text: `${blue} challenges ${red} to Letterpress: take turns making words from the 25 tiles; a word takes the tiles it uses, save those locked in. Most tiles wins.` },
    ...lapses,
    ...(open ? [{ buttons: challengeButtons(game.id) }] : []),
  ];
}

/** The challenge once answered: where the game is played, or that it is not. */
export function challengeAnsweredMessage(view: VersusNewsView, playedIn: string): OutgoingMessage {
  const outcome = view.event === "started" ? `Accepted: the game is played in <#${playedIn}>.` : view.event === "over" ? `Played in <#${playedIn}>: ${plainText(view.result ?? "the game has ended.")}` : plainText(view.headline);
  return { ...card(ACCENTS.letterpress, [...challengeBlocks(view.game, false), { text: outcome }]), allowedMentions: NO_PINGS };
}

/** Where a game is seen: its thread, else its challenge's message, else its channel. */
function gameLink(game: VersusGame): string {
  if (game.threadId !== null) return `<#${game.threadId}>`;
  return game.challengeMessageId === null ? `<#${game.channelId}>` : `https://discord.com/channels/${game.guildId}/${game.channelId}/${game.challengeMessageId}`;
}

/** One line a game: the opponent, the score, whose move, and where. */
export function gamesListText(games: readonly VersusGame[], userId: string): string {
  if (games.length === 0) return "You have no Letterpress versus games under way in this server. Start one with `/letterpress versus`.";
  const lines = games.map((game) => {
    const side = sideOf(game, userId) ?? 0;
    const other = game.players[1 - side]!;
    const score = scoreOf(game.colours);
    const where = gameLink(game);
    if (game.state === "challenged") return `• vs ${versusMention(other)}: ${side === 0 ? "waiting for an answer to your challenge" : "**challenged you**: accept or decline"} · ${where}`;
    const turn = toMove(game) === side ? "**your move**" : "their move";
    return `• vs ${versusMention(other)}: ${score[side]}–${score[1 - side]}, ${turn} · ${where}`;
  });
  return `**Your Letterpress versus games**\n${cutLines(lines, LIMITS.message - 40)}`;
}
