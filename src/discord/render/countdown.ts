// A Countdown game in Discord: the lobby with its buttons, and the news after each round
// (running totals, then what comes next or who won). Players are mentions that never ping.

import type { CountdownGame, CountdownPlayer } from "../../games/model.ts";
import { planLetters } from "../../games/countdown/formats.ts";
import { mentionOf } from "../players.ts";
import { newsTitle, outcomeLines, totalLines } from "../../games/countdown/news-lines.ts";
import type { GameNews } from "../../games/countdown/progress.ts";
import { gameButtons } from "./components.ts";
import { drawGameCard } from "../images/index.ts";
import { ACCENTS, card, type Block } from "./layout.ts";
import type { OutgoingMessage } from "./message.ts";

const mention = (player: CountdownPlayer): string => mentionOf(player.id);

/** After a round: the totals and what follows; at the end, the results card with every round.
 *  The next chooser's mention pings: it is their turn. */
export function newsMessage(news: GameNews): OutgoingMessage {
  const over = news.turn === "won" || news.turn === "drawn";
  const winnerIds = news.winners.map((p) => p.id);
  const image: Block[] = over ? [{ image: drawGameCard({ totals: news.totals, planned: news.planned, winnerIds }) }] : [];
  const message = card(over ? ACCENTS.conundrum : ACCENTS.letters, [
    { text: `## ${newsTitle(news)}` },
    ...image,
    { text: `**Totals**\n${totalLines(news, mention).join("\n")}` },
    { text: outcomeLines(news, mention).join("\n") },
  ]);
  const chooser = news.next && news.next.game !== "conundrum" && !news.next.chooser.computer ? news.next.chooser.id : null;
  return chooser === null ? message : { ...message, allowedMentions: { parse: [], users: [chooser] } };
}

/** The end of a game where its lobby was: how it ended and the totals, and where it was played. */
export function gameEndMessage(news: GameNews, playedIn: string): OutgoingMessage {
  const [ending] = outcomeLines({ ...news, dropped: [] }, mention);
  return card(ACCENTS.conundrum, [
    { text: "## Countdown: the game is over" },
    { text: ending ?? "" },
    { text: `**Totals**\n${totalLines(news, mention).join("\n")}` },
    { text: `-# Played in <#${playedIn}>.` },
  ]);
}

/** The lobby: the format's rounds, who is in, and Join / Leave / Start while it is open. */
export function lobbyMessage(game: CountdownGame): OutgoingMessage {
  const players = game.players.map(mention).join("\n");
  const open = game.state === "lobby";
  const status = open ? `${mentionOf(game.startedBy)} presses **Start** once everyone is in (two players or more).` : game.state === "playing" ? `The game is under way in <#${game.channelId}>.` : "This lobby is closed.";
  return card(ACCENTS.letters, [
    { text: `## Countdown: a ${game.format} game` },
    { text: `Rounds: ${planLetters(game.format)} (L letters, N numbers, C the conundrum). Players take turns to choose.` },
    { text: `**Players**\n${players}` },
    { text: status },
    ...(open ? [{ buttons: gameButtons(game.id) }] : []),
  ]);
}
