// Round messages, laid out with Components V2: the board while the starter picks, the board
// in play (and at the end, "Finished"), the results with Dictionary Corner, and a cancelled
// round. The last line names the round, which is how "Solve this board" finds the board.

import { time, TimestampStyles } from "discord.js";
import type { RoundOutcome, RoundView } from "../../games/engine/ports.ts";
import { titleInGame } from "../../games/countdown/news-lines.ts";
import { FILLED_IN, filledInByBot } from "../../games/picks.ts";
import { headline, medal, places } from "../../games/podium.ts";
import type { AnswerStyle, GameRules, Section } from "../../games/rules.ts";
import { isLiveGame } from "../../games/live-games.ts";
import { allowedIn } from "../../games/rulings.ts";
import { standingLines, type WordsShown } from "../../games/standing-lines.ts";
import type { Standing } from "../../games/standings.ts";
import { boardImage } from "./boards.ts";
import { howToPlayButton, myWordsButton, pickButtons, playAgainButton, playLiveButton, submitButton } from "./components.ts";
import { COLOURS } from "./embed.ts";
import { ACCENTS, card, type Block } from "./layout.ts";
import { codeBlock, cutLines } from "./limits.ts";
import type { OutgoingMessage } from "./message.ts";
import { plainText } from "./plain-text.ts";
import { mentionOf } from "../players.ts";

export { BOARD_FILE } from "./layout.ts";

/** How answers reach the bot in this guild, for the line that tells players how to answer. */
export interface AnswerWays {
  /** The bot reads chat messages at all (MessageContent intent). */
  readonly readsChat: boolean;
  /** The guild plays in open mode: chat messages count in every game. */
  readonly open: boolean;
  /** Live play is served (the Activity): Boggle and Letterpress boards offer Play live. */
  readonly live: boolean;
}

/** Where a running board stands: answers open, ten seconds left, or over. */
export type BoardMoment = "open" | "hurry" | "finished";

/** Room for the players' lines and for Dictionary Corner within a message's 4,000 characters. */
const STANDINGS_ROOM = 1900;
const CORNER_ROOM = 1500;

export const roundFooter = (roundId: number): string => `Round ${roundId}`;

/** The round id in a footer line written by `roundFooter` (in small print or not), or null. */
export function roundIdInFooter(footer: string | null | undefined): number | null {
  const match = /^(?:-# )?Round (\d{1,15})\b/.exec(footer ?? "");
  return match ? Number(match[1]) : null;
}

/** The game's title, and in a Countdown game the round's place in it. */
const roundTitle = (view: RoundView): string => titleInGame(view.rules.title, view.part);

const footer = (roundId: number, note: string | null = null): Block => ({ text: `-# ${roundFooter(roundId)}${note ? ` · ${note}` : ""}` });

/** Play live is offered on this round's board. */
const offersLive = (view: RoundView, ways: AnswerWays): boolean => ways.live && isLiveGame(view.round.game);

function howToAnswer(style: AnswerStyle, ways: AnswerWays, live: boolean): string {
  const chat = ways.readsChat && ways.open ? " Chat messages count too." : "";
  const board = live ? " Or press **Play live** to trace them on the board." : "";
  switch (style) {
    case "hidden":
      return `Answer with \`/guess\` or the **Submit** button; answers stay secret until the end.${chat}`;
    case "race":
      return ways.readsChat ? "Type your answer in chat or use `/guess`: one guess each." : "Answer with `/guess`: one guess each.";
    case "find-all":
      return `Send words with \`/guess\` (several at once) or the **Submit** button.${board}${chat}`;
  }
}

/** The board's picture at full size; as text only for a board that has no picture. */
function board(view: RoundView): Block {
  const image = boardImage(view.round.game, view.round.board);
  return image ? { image } : { text: codeBlock(view.boardText.split("\n"), 1500) };
}

/** `now`: when the starter's pick timer was (re)armed, to show when it runs out. */
export function pickingMessage(view: RoundView, now: number): OutgoingMessage {
  const who = view.starterName === null ? mentionOf(view.round.startedBy) : plainText(view.starterName);
  const fillsIn = Math.floor(now / 1000) + (view.rules.picking?.secondsPerPick ?? 0);
  return card(ACCENTS[view.round.game], [
    { text: `## ${roundTitle(view)}: choosing the board` },
    board(view),
    { text: `**${who}** is choosing the board. If no pick comes ${time(fillsIn, TimestampStyles.RelativeTime)}, I fill in the rest.` },
    footer(view.round.id),
    { buttons: pickButtons(view.round.id, view.choices, view.rules.picking?.picksMade(view.round.board) ?? 0) },
  ]);
}

/** A picking message whose round ended before its board was complete: no longer "choosing". */
export function unpickedMessage(view: RoundView): OutgoingMessage {
  return card(COLOURS.cancelled, [
    { text: `## ${roundTitle(view)}: board not completed` },
    board(view),
    { text: "The round ended while the board was being picked." },
    footer(view.round.id),
  ]);
}

function endsLine(view: RoundView, moment: BoardMoment): string {
  const ends = view.round.endsAt === null ? "" : time(Math.floor(view.round.endsAt / 1000), TimestampStyles.RelativeTime);
  if (moment === "finished") return "**Finished — results below.**";
  return moment === "hurry" ? `⏳ **Hurry: ends ${ends}!**` : `**Ends ${ends}**`;
}

function boardButtons(view: RoundView, ways: AnswerWays, moment: BoardMoment): Block {
  const { id, game } = view.round;
  if (moment === "finished") return { buttons: [] };
  const answer = { hidden: [submitButton(id, "Submit answer")], race: [], "find-all": [submitButton(id, "Submit words"), myWordsButton(id)] };
  const live = offersLive(view, ways) ? [playLiveButton(id)] : [];
  return { buttons: [...answer[view.rules.style], ...live, howToPlayButton(game)] };
}

/** A line in small print under a board the bot completed, else nothing. */
const filledIn = (view: RoundView): string[] => (filledInByBot(view.round.board) ? [`-# ${FILLED_IN}`] : []);

export function boardMessage(view: RoundView, ways: AnswerWays, moment: BoardMoment = "open"): OutgoingMessage {
  const lines = [...(moment === "finished" ? [] : [howToAnswer(view.rules.style, ways, offersLive(view, ways))]), endsLine(view, moment), ...filledIn(view)];
  return card(ACCENTS[view.round.game], [{ text: `## ${roundTitle(view)}` }, board(view), { text: lines.join("\n") }, footer(view.round.id), boardButtons(view, ways, moment)]);
}

/** The rules and how to answer, for the How to play button. */
export function howToPlayText(rules: GameRules, ways: AnswerWays): string {
  return `**${rules.title}.** ${rules.howToPlay}\n${howToAnswer(rules.style, ways, ways.live && isLiveGame(rules.game))}`;
}

const ENDINGS: Readonly<Record<RoundOutcome["ending"], string>> = {
  time: "Time's up",
  stopped: "Stopped early",
  solved: "Solved",
  recovered: "Time ran out while I was away",
};

function sectionText(section: Section): string {
  return `**${section.title}**\n${section.lines.join("\n") || "—"}`;
}

/** The results board in Discord: a word that scored for nobody is struck out. `shown`: every
 *  word a player found (My words), or their best few (the results, which must fit a phone). */
export function resultLines(standings: readonly Standing[], name?: (standing: Standing) => string, allowed?: ReadonlySet<string>, shown?: WordsShown): string[] {
  const asTyped = standings.map((s) => ({
    ...s,
    playerName: plainText(s.playerName),
    refusals: s.refusals.map((r) => ({ ...r, text: plainText(r.text), reason: plainText(r.reason) })),
  }));
  return standingLines(asTyped, (word) => `~~${word}~~`, name, allowed, shown);
}

/** A player as the results show them: a mention that never pings, and, if they scored, their
 *  place in the server (a round that earned nothing says nothing of it). */
function mention(ranks: ReadonlyMap<string, number>) {
  return (standing: Standing): string => {
    const rank = standing.points > 0 ? ranks.get(standing.playerId) : undefined;
    return `${mentionOf(standing.playerId)}${rank === undefined ? "" : ` (#${rank} in the server)`}`;
  };
}

/** Each player's line with a medal for a place on the podium (points above zero only). */
function podiumLines(standings: readonly Standing[], ranks: ReadonlyMap<string, number>, allowed: ReadonlySet<string>): string[] {
  const placed = places(standings);
  return resultLines(standings, mention(ranks), allowed, "best").map((line, i) => [medal(placed[i]), line].filter((p) => p !== "").join(" "));
}

/** `ranks`: each player's place on the game's all-time leaderboard in this server, after this round.
 *  A Countdown game's round keeps its board above the results (they are edited into it), and
 *  offers no Play again: the game goes on. */
export function resultsMessage(view: RoundView, outcome: RoundOutcome, ranks: ReadonlyMap<string, number> = new Map()): OutgoingMessage {
  const { standings } = outcome;
  const inGame = Boolean(view.part);
  const title = headline(standings, { name: (s) => mentionOf(s.playerId), strong: (text) => `**${text}**` });
  const players: Block[] = standings.length > 0 ? [{ text: cutLines(podiumLines(standings, ranks, allowedIn(view.round.options)), STANDINGS_ROOM, (n) => `… and ${n} more players`) }] : [];
  const corner: Block[] = outcome.corner.length > 0 ? [{ rule: true }, { text: cutLines(outcome.corner.map(sectionText), CORNER_ROOM) }] : [];
  return card(ACCENTS[view.round.game], [
    { text: `## ${roundTitle(view)}: results` },
    ...(inGame ? [board(view)] : []),
    { text: title },
    ...players,
    ...corner,
    ...filledIn(view).map((text) => ({ text })),
    footer(view.round.id, ENDINGS[outcome.ending]),
    { buttons: inGame ? [] : [playAgainButton(view.round.id)] },
  ]);
}

export function cancelledMessage(view: RoundView, reason: string): OutgoingMessage {
  return card(COLOURS.cancelled, [
    { text: `## ${roundTitle(view)}: round cancelled` },
    { text: `${plainText(reason)}\nNo points were given; the answers sent are kept.` },
    footer(view.round.id),
  ]);
}
