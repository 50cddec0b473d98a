// Round messages: the board while the starter picks, the board in play, the results with
// Dictionary Corner, and a cancelled round. The footer names the round, which is how
// "Solve this board" finds the board behind a message.

import { AttachmentBuilder, time, TimestampStyles, type APIEmbed } from "discord.js";
import type { RoundOutcome, RoundView } from "../../games/engine/ports.ts";
import type { Section } from "../../games/rules.ts";
import { standingLines } from "../../games/standing-lines.ts";
import type { Standing } from "../../games/standings.ts";
import { boardImage } from "./boards.ts";
import { pickButtons, submitButton } from "./components.ts";
import { COLOURS, fitEmbed } from "./embed.ts";
import { codeBlock, cutLines, LIMITS } from "./limits.ts";
import { outgoing, type OutgoingMessage } from "./message.ts";
import { plainText } from "./plain-text.ts";

export const BOARD_FILE = "board.png";

/** How answers reach the bot in this guild, for the line that tells players how to answer. */
export interface AnswerWays {
  /** The bot reads chat messages at all (MessageContent intent). */
  readonly readsChat: boolean;
  /** The guild plays in open mode: chat messages count in every game. */
  readonly open: boolean;
}

export const roundFooter = (roundId: number): string => `Round ${roundId}`;

/** The round id in a footer written by `roundFooter`, or null. */
export function roundIdInFooter(footer: string | null | undefined): number | null {
  const match = /^Round (\d{1,15})\b/.exec(footer ?? "");
  return match ? Number(match[1]) : null;
}

function howToAnswer(view: RoundView, ways: AnswerWays): string {
  const chat = ways.readsChat && ways.open ? " Chat messages count too." : "";
  switch (view.rules.style) {
    case "hidden":
      return `Answer with \`/guess\` or the **Submit** button; answers stay secret until the end.${chat}`;
    case "race":
      return ways.readsChat ? "Type your answer in chat or use `/guess`: one guess each." : "Answer with `/guess`: one guess each.";
    case "find-all":
      return `Send words with \`/guess\` (several at once) or the **Submit** button.${chat}`;
  }
}

/** The embed and its picture for a board, in whichever state. */
function boardParts(view: RoundView, colour: number, title: string, lines: readonly string[]): Pick<OutgoingMessage, "embeds" | "files"> {
  const image = boardImage(view.round.game, view.round.board);
  const board = codeBlock(view.boardText.split("\n"), 1500);
  const embed: APIEmbed = {
    title,
    color: colour,
    description: [...lines, board].join("\n"),
    footer: { text: roundFooter(view.round.id) },
    ...(image ? { image: { url: `attachment://${BOARD_FILE}` } } : {}),
  };
  const files = image ? [new AttachmentBuilder(image.png, { name: BOARD_FILE, description: image.alt })] : [];
  return { embeds: [fitEmbed(embed)], files };
}

export function pickingMessage(view: RoundView, secondsPerPick: number): OutgoingMessage {
  const who = view.starterName === null ? `<@${view.round.startedBy}>` : plainText(view.starterName);
  const lines = [`**${who}** is choosing the board.`, `If no pick comes within ${secondsPerPick} seconds, I fill in the rest.`];
  return outgoing({
    ...boardParts(view, COLOURS.picking, `${view.rules.title}: choosing the board`, lines),
    components: pickButtons(view.round.id, view.choices),
  });
}

/** A picking message whose round ended before its board was complete: no longer "choosing". */
export function unpickedMessage(view: RoundView): OutgoingMessage {
  return outgoing(boardParts(view, COLOURS.cancelled, `${view.rules.title}: board not completed`, ["The round ended while the board was being picked."]));
}

export function boardMessage(view: RoundView, ways: AnswerWays): OutgoingMessage {
  const ends = view.round.endsAt === null ? [] : [`**Ends ${time(Math.floor(view.round.endsAt / 1000), TimestampStyles.RelativeTime)}**`];
  const lines = [view.rules.howToPlay, howToAnswer(view, ways), ...ends];
  const button = view.rules.style === "race" ? [] : submitButton(view.round.id, view.rules.style === "hidden" ? "Submit answer" : "Submit words");
  return outgoing({ ...boardParts(view, COLOURS.board, view.rules.title, lines), components: button });
}

const ENDINGS: Readonly<Record<RoundOutcome["ending"], string>> = {
  time: "Time's up",
  stopped: "Stopped early",
  solved: "Solved",
  recovered: "Time ran out while I was away",
};

function sectionField(section: Section): { name: string; value: string } {
  return { name: section.title, value: cutLines(section.lines, LIMITS.fieldValue) || "—" };
}

/** The results board in Discord: a word that scored for nobody is struck out. */
export function resultLines(standings: readonly Standing[]): string[] {
  const asTyped = standings.map((s) => ({
    ...s,
    playerName: plainText(s.playerName),
    refusals: s.refusals.map((r) => ({ ...r, text: plainText(r.text), reason: plainText(r.reason) })),
  }));
  return standingLines(asTyped, (word) => `~~${word}~~`);
}

export function resultsMessage(view: RoundView, outcome: RoundOutcome): OutgoingMessage {
  const lines = outcome.standings.length > 0 ? resultLines(outcome.standings) : ["Nobody answered."];
  const embed: APIEmbed = {
    title: `${view.rules.title}: results`,
    color: COLOURS.results,
    description: cutLines(lines, LIMITS.embedDescription - 200, (n) => `… and ${n} more players`),
    fields: outcome.corner.map(sectionField),
    footer: { text: `${roundFooter(view.round.id)} · ${ENDINGS[outcome.ending]}` },
  };
  return outgoing({ embeds: [fitEmbed(embed)] });
}

export function cancelledMessage(view: RoundView, reason: string): OutgoingMessage {
  const embed: APIEmbed = {
    title: `${view.rules.title}: round cancelled`,
    color: COLOURS.cancelled,
    description: `${plainText(reason)}\nNo points were given; the answers sent are kept.`,
    footer: { text: roundFooter(view.round.id) },
  };
  return outgoing({ embeds: [fitEmbed(embed)] });
}
