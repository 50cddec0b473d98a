// The Submit button's modal: one text box, worded for the game.

import { LabelBuilder, ModalBuilder, TextInputBuilder, TextInputStyle } from "discord.js";
import { MAX_ANSWER_CHARS, type GameName } from "../../games/model.ts";
import { guessModalId } from "../custom-ids.ts";
import { cutText } from "../../cut-text.ts";

export const ANSWER_FIELD = "answer";

const PROMPTS: Readonly<Record<GameName, { label: string; placeholder: string; long: boolean }>> = {
  letters: { label: "Your word", placeholder: "the longest word you can make", long: false },
  numbers: { label: "Your equation", placeholder: "e.g. (100 + 6) × 9 = 954", long: false },
  conundrum: { label: "The nine-letter word", placeholder: "one guess only", long: false },
  boggle: { label: "Your words", placeholder: "words separated by spaces", long: true },
  letterpress: { label: "Your words", placeholder: "words separated by spaces", long: true },
  letterboxed: { label: "Your chain of words", placeholder: "e.g. PRIME ELK KRAFT", long: false },
};

export function answerModal(roundId: number, game: GameName, title: string): ModalBuilder {
  return answerModalAs(guessModalId(roundId), game, title);
}

/** The game's answer modal under any custom id (a round's, or a daily puzzle's). */
export function answerModalAs(customId: string, game: GameName, title: string): ModalBuilder {
  const prompt = PROMPTS[game];
  const input = new TextInputBuilder()
    .setCustomId(ANSWER_FIELD)
    .setStyle(prompt.long ? TextInputStyle.Paragraph : TextInputStyle.Short)
    .setPlaceholder(prompt.placeholder)
    .setRequired(true)
    .setMaxLength(prompt.long ? MAX_ANSWER_CHARS : 200);
  return new ModalBuilder()
    .setCustomId(customId)
    .setTitle(cutText(title, 45))
    .addLabelComponents(new LabelBuilder().setLabel(prompt.label).setTextInputComponent(input));
}
