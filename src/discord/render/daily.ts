// Daily puzzles in Discord: the player's private card (each board drawn, where they stand,
// buttons to answer, the share line in a code block so it copies cleanly and a button that
// shares it in the channel), updated in place after each answer; the answer's modal; the
// share post; and the server's daily post.

import { ButtonBuilder, ButtonStyle, time, TimestampStyles, type ModalBuilder } from "discord.js";
import { GAME_NAMES } from "../../games/catalogue.ts";
import type { DailyAnswered, DailyCard } from "../../games/daily/daily.ts";
import type { DailyPostView } from "../../games/daily/post.ts";
import { progressOf } from "../../games/daily/progress.ts";
import { DAILY_HOW_TO, type DailyPuzzle } from "../../games/daily/puzzles.ts";
import { counted } from "../../games/words.ts";
import { dailyAnswerId, dailyFinalId, dailyModalId, dailyPlayId, dailyShareId } from "../custom-ids.ts";
import { boardImage } from "./boards.ts";
import { card, type Block } from "./layout.ts";
import { codeBlock, cutLines, LIMITS } from "./limits.ts";
import { outgoing, type OutgoingMessage } from "./message.ts";
import { answerModalAs } from "./modal.ts";
import { plainText } from "./plain-text.ts";

/** The daily puzzles' stripe, apart from any one game's. */
const DAILY_ACCENT = 0x5865f2;

/** The board drawn (each in a file of its own: a card holds three), else as text. */
function board(puzzle: DailyPuzzle): Block {
  const image = boardImage(puzzle.game, puzzle.board);
  return image ? { image, file: `${puzzle.game}.png` } : { text: codeBlock(puzzle.rules.showBoard(puzzle.board, puzzle.options).split("\n"), LIMITS.message) };
}

const shareBlock = (share: string): string => `Share:\n${codeBlock([share], LIMITS.message)}`;

/** "open until 00:00 (in 5 hours)", in the reader's own time. */
const closes = (at: number): string => `${time(Math.floor(at / 1000), TimestampStyles.ShortTime)} (${time(Math.floor(at / 1000), TimestampStyles.RelativeTime)})`;

function cardButtons({ puzzle, entry }: DailyCard): ButtonBuilder[] {
  const answer = new ButtonBuilder()
    .setCustomId(dailyAnswerId(puzzle.game, puzzle.day))
    .setLabel(`Answer ${GAME_NAMES[puzzle.game]}`)
    .setStyle(ButtonStyle.Success)
    .setDisabled(entry.final);
  const final = puzzle.game === "letters" && entry.best !== null && !entry.final;
  return final ? [answer, new ButtonBuilder().setCustomId(dailyFinalId(puzzle.game, puzzle.day)).setLabel("Make my word final").setStyle(ButtonStyle.Primary)] : [answer];
}

function puzzleBlocks(daily: DailyCard): Block[] {
  const { puzzle, entry, share, versusBest } = daily;
  const standing = [progressOf(entry), ...(versusBest ? [versusBest] : []), ...(share ? [shareBlock(share)] : [])];
  return [{ rule: true }, { text: `**${GAME_NAMES[puzzle.game]}** — ${DAILY_HOW_TO[puzzle.game]}` }, board(puzzle), { text: standing.join("\n") }, { buttons: cardButtons(daily) }];
}

/** The day's three puzzles as the player stands with them; `note` is what their last answer did. */
export function dailyCardsMessage(cards: readonly DailyCard[], note: string | null = null): OutgoingMessage {
  const [first] = cards;
  const heading = `## Daily puzzles #${first.puzzle.number} · ${first.puzzle.day}\nThe same for everyone, open until ${closes(first.closesAt)}.`;
  const shares = cards.some((c) => c.share !== null);
  const share = new ButtonBuilder().setCustomId(dailyShareId(first.puzzle.day)).setLabel("Share in the channel").setStyle(ButtonStyle.Secondary).setEmoji("📣");
  return card(DAILY_ACCENT, [{ text: heading }, ...(note ? [{ text: note }] : []), ...cards.flatMap(puzzleBlocks), ...(shares ? [{ rule: true } as const, { buttons: [share] }] : [])]);
}

/** What an answer did, in a line above the card. */
export function answeredNote(answered: DailyAnswered): string {
  if (answered.kind === "refused") return `❌ ${answered.reason}`;
  const { card: daily } = answered;
  const mark = answered.kind === "final" && !daily.entry.solved ? "❌" : "✅";
  const note = answered.kind === "kept" && !answered.better ? " Your best so far still counts." : "";
  const streak = daily.entry.solved && daily.share ? ` Streak: ${counted(daily.streak.current, "day")} (best ${daily.streak.best}).` : "";
  return `${mark} ${answered.summary}${note}${streak}`;
}

export function dailyAnswerModal(puzzle: DailyPuzzle): ModalBuilder {
  return answerModalAs(dailyModalId(puzzle.game, puzzle.day), puzzle.game, `${GAME_NAMES[puzzle.game]} #${puzzle.number}`);
}

/** A player's share lines, posted in the channel for all to see: nothing in them gives an answer away. */
export function dailyShareMessage(playerName: string, shares: readonly string[]): OutgoingMessage {
  return outgoing({ content: cutLines([`**${plainText(playerName)}** played today's Lexicord puzzles:`, codeBlock(shares, LIMITS.message - 100)], LIMITS.message) });
}

/** The server's daily post: today's boards drawn and a Play button, yesterday's answers and results. */
export function dailyPostMessage(view: DailyPostView): OutgoingMessage {
  const [first] = view.puzzles;
  const today: Block[] = [
    { text: `## Lexicord daily puzzles #${first.number}\nThe same for everyone, open until ${closes(view.closesAt)}. Press **Play** to play them privately.` },
    ...view.puzzles.flatMap((p): Block[] => [{ text: `**${GAME_NAMES[p.game]}**` }, board(p)]),
  ];
  const answers = view.reveal.map(({ puzzle, answers }) => `**${GAME_NAMES[puzzle.game]} #${puzzle.number}**: ${answers.flatMap((s) => s.lines.slice(0, 3)).join(" · ")}`);
  const results = view.yesterday.map((r) => `${plainText(r.playerName)} — ${GAME_NAMES[r.game]}: ${r.solved ? "✅" : "❌"} ${counted(r.points, "point")}`);
  const yesterday = ["### Yesterday's answers", ...answers, "### Yesterday in this server", ...(results.length > 0 ? results : ["Nobody played yesterday's puzzles here."])];
  const play = new ButtonBuilder().setCustomId(dailyPlayId()).setLabel("Play").setStyle(ButtonStyle.Success).setEmoji("🧩");
  return card(DAILY_ACCENT, [...today, { buttons: [play] }, { rule: true }, { text: cutLines(yesterday, LIMITS.message) }]);
}
