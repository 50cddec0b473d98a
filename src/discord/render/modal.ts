// The Submit button's modal: one text box, worded for the game; and a versus move's: the word
// and, optionally, its tiles.

import { LabelBuilder, ModalBuilder, TextInputBuilder, TextInputStyle } from "discord.js";
import { MAX_ANSWER_CHARS, type GameName } from "../../games/model.ts";
import { guessModalId, versusModalId } from "../custom-ids.ts";
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

export const WORD_FIELD = "word";
export const TILES_FIELD = "tiles";

/** A versus move: the word, and the tiles it uses if the player wants to name them. */
export function versusModal(gameId: number): ModalBuilder {
  const word = new TextInputBuilder().setCustomId(WORD_FIELD).setStyle(TextInputStyle.Short).setPlaceholder("a word from the board's letters").setRequired(true).setMaxLength(25);
  const tiles = new TextInputBuilder().setCustomId(TILES_FIELD).setStyle(TextInputStyle.Short).setPlaceholder("e.g. B2 C4 A1 (leave empty: the tiles that gain most)").setRequired(false).setMaxLength(100);
  return new ModalBuilder()
    .setCustomId(versusModalId(gameId))
    .setTitle("Your move")
    .addLabelComponents(new LabelBuilder().setLabel("Word").setTextInputComponent(word), new LabelBuilder().setLabel("Tiles (optional)").setTextInputComponent(tiles));
}
