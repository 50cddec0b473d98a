// Daily puzzles in Discord: the player's private view (boards, where they stand, buttons to
// answer, the share line in a code block so it copies cleanly), the answer's modal and
// receipt, and the server's daily post.

import { ButtonBuilder, ButtonStyle, type ModalBuilder } from "discord.js";
import { GAME_NAMES } from "../../games/catalogue.ts";
import type { DailyAnswered, DailyCard } from "../../games/daily/daily.ts";
import type { DailyPostView } from "../../games/daily/post.ts";
import { progressOf } from "../../games/daily/progress.ts";
import { DAILY_HOW_TO, type DailyPuzzle } from "../../games/daily/puzzles.ts";
import { counted } from "../../games/words.ts";
import { dailyAnswerId, dailyFinalId, dailyModalId, dailyPlayId } from "../custom-ids.ts";
import { rows } from "./components.ts";
import { codeBlock, cutLines, LIMITS } from "./limits.ts";
import { outgoing, type OutgoingMessage } from "./message.ts";
import { answerModalAs } from "./modal.ts";
import { plainText } from "./plain-text.ts";

const board = (puzzle: DailyPuzzle): string => codeBlock(puzzle.rules.showBoard(puzzle.board, puzzle.options).split("\n"), LIMITS.message);

const shareBlock = (share: string): string => `Share:\n${codeBlock([share], LIMITS.message)}`;

function cardText({ puzzle, entry, share }: DailyCard): string {
  return [`**${GAME_NAMES[puzzle.game]}** — ${DAILY_HOW_TO[puzzle.game]}`, board(puzzle), progressOf(entry), ...(share ? [shareBlock(share)] : [])].join("\n");
}

function cardButtons({ puzzle, entry }: DailyCard): ButtonBuilder[] {
  const answer = new ButtonBuilder()
    .setCustomId(dailyAnswerId(puzzle.game, puzzle.day))
    .setLabel(`Answer ${GAME_NAMES[puzzle.game]}`)
    .setStyle(ButtonStyle.Success)
    .setDisabled(entry.final);
  const final = puzzle.game === "letters" && entry.best !== null && !entry.final;
  return final ? [answer, new ButtonBuilder().setCustomId(dailyFinalId(puzzle.game, puzzle.day)).setLabel("Make my word final").setStyle(ButtonStyle.Primary)] : [answer];
}

/** /daily: the day's three puzzles as the player stands with them. */
export function dailyCardsMessage(cards: readonly DailyCard[]): OutgoingMessage {
  const [first] = cards;
  const heading = `## Daily puzzles #${first.puzzle.number} · ${first.puzzle.day}`;
  const content = cutLines([heading, ...cards.map(cardText)], LIMITS.message);
  return outgoing({ content, components: rows(cards.flatMap(cardButtons)) });
}

/** After an answer: what it did, then the puzzle as it stands. */
export function dailyAnsweredMessage(answered: DailyAnswered): OutgoingMessage {
  if (answered.kind === "refused") return outgoing({ content: `❌ ${answered.reason}` });
  const { card } = answered;
  const mark = answered.kind === "final" && !card.entry.solved ? "❌" : "✅";
  const note = answered.kind === "kept" && !answered.better ? " Your best so far still counts." : "";
  const streak = card.entry.solved ? `\nStreak: ${counted(card.streak.current, "day")} (best ${card.streak.best}).` : "";
  const content = [`${mark} ${answered.summary}${note}${streak}`, cardText(card)].join("\n");
  return outgoing({ content: cutLines(content.split("\n"), LIMITS.message), components: rows(cardButtons(card)) });
}

export function dailyAnswerModal(puzzle: DailyPuzzle): ModalBuilder {
  return answerModalAs(dailyModalId(puzzle.game, puzzle.day), puzzle.game, `${GAME_NAMES[puzzle.game]} #${puzzle.number}`);
}

/** The server's daily post: today's boards and a Play button, yesterday's answers and results. */
export function dailyPostMessage(view: DailyPostView): OutgoingMessage {
  const [first] = view.puzzles;
  const today = [`## Lexicord daily puzzles #${first.number}`, ...view.puzzles.map((p) => `**${GAME_NAMES[p.game]}**\n${board(p)}`), "Press **Play** to play them privately."];
  const answers = view.reveal.map(({ puzzle, answers }) => `**${GAME_NAMES[puzzle.game]} #${puzzle.number}**: ${answers.flatMap((s) => s.lines.slice(0, 3)).join(" · ")}`);
  const results = view.yesterday.map((r) => `${plainText(r.playerName)} — ${GAME_NAMES[r.game]}: ${r.solved ? "✅" : "❌"} ${counted(r.points, "point")}`);
  const lines = [...today, "### Yesterday's answers", ...answers, "### Yesterday in this server", ...(results.length > 0 ? results : ["Nobody played yesterday's puzzles here."])];
  const play = new ButtonBuilder().setCustomId(dailyPlayId()).setLabel("Play").setStyle(ButtonStyle.Success).setEmoji("🧩");
  return outgoing({ content: cutLines(lines, LIMITS.message), components: rows([play]) });
}
