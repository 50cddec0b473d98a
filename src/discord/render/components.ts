// Buttons: the starter's picks, the Submit button that opens the answer modal, and
// leaderboard pages. Discord allows 5 buttons to a row and 5 rows.

import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from "discord.js";
import { RANDOM_REST } from "../../games/picks.ts";
import type { Choice } from "../../games/rules.ts";
import type { GameName } from "../../games/model.ts";
import { gameId, versusId, howToPlayId, myWordsId, pickId, playAgainId, playLiveId, submitId } from "../custom-ids.ts";
import { cutText } from "../../cut-text.ts";
import { LIMITS } from "./limits.ts";

const PER_ROW = 5;
const ROWS = 5;

export function rows(buttons: readonly ButtonBuilder[]): ActionRowBuilder<ButtonBuilder>[] {
  const out: ActionRowBuilder<ButtonBuilder>[] = [];
  for (let i = 0; i < Math.min(buttons.length, PER_ROW * ROWS); i += PER_ROW) {
    out.push(new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(i, i + PER_ROW)));
  }
  return out;
}

/** A Countdown lobby's Join, Leave and Start. */
export function gameButtons(id: number): ButtonBuilder[] {
  return [
    new ButtonBuilder().setCustomId(gameId(id, "join")).setLabel("Join").setStyle(ButtonStyle.Success),
    new ButtonBuilder().setCustomId(gameId(id, "leave")).setLabel("Leave").setStyle(ButtonStyle.Secondary),
    new ButtonBuilder().setCustomId(gameId(id, "start")).setLabel("Start").setStyle(ButtonStyle.Primary),
  ];
}

/** A challenge's Accept and Decline (the challenger's Decline withdraws it). */
export function challengeButtons(id: number): ButtonBuilder[] {
  return [
    new ButtonBuilder().setCustomId(versusId(id, "accept")).setLabel("Accept").setStyle(ButtonStyle.Success),
    new ButtonBuilder().setCustomId(versusId(id, "decline")).setLabel("Decline").setStyle(ButtonStyle.Secondary),
  ];
}

/** Under a versus board: Play (the word's modal), Pass, and Resign (which asks first). */
export function versusButtons(id: number): ButtonBuilder[] {
  return [
    new ButtonBuilder().setCustomId(versusId(id, "play")).setLabel("Play").setStyle(ButtonStyle.Success).setEmoji("✍️"),
    new ButtonBuilder().setCustomId(versusId(id, "pass")).setLabel("Pass").setStyle(ButtonStyle.Secondary),
    new ButtonBuilder().setCustomId(versusId(id, "resign")).setLabel("Resign").setStyle(ButtonStyle.Danger),
  ];
}

/** Resign's private confirmation. */
export function resignButton(id: number): ButtonBuilder {
  return new ButtonBuilder().setCustomId(versusId(id, "resign-yes")).setLabel("Yes, resign").setStyle(ButtonStyle.Danger);
}

/** One button per choice, for a board with `seen` picks made; those the rules forbid now are
 *  shown disabled, and Random rest stands apart from the picks. */
export function pickButtons(roundId: number, choices: readonly Choice[], seen: number): ButtonBuilder[] {
  return choices.map((choice) =>
    new ButtonBuilder()
      .setCustomId(pickId(roundId, choice.id, seen))
      .setLabel(cutText(choice.allowed || !choice.why ? choice.label : `${choice.label}: ${choice.why}`, LIMITS.buttonLabel))
      .setStyle(choice.id === RANDOM_REST.id ? ButtonStyle.Secondary : ButtonStyle.Primary)
      .setDisabled(!choice.allowed),
  );
}

export function submitButton(roundId: number, label: string): ButtonBuilder {
  return new ButtonBuilder().setCustomId(submitId(roundId)).setLabel(label).setStyle(ButtonStyle.Success).setEmoji("✍️");
}

/** Find-all rounds: a player's own words so far, privately. */
export function myWordsButton(roundId: number): ButtonBuilder {
  return new ButtonBuilder().setCustomId(myWordsId(roundId)).setLabel("My words").setStyle(ButtonStyle.Secondary).setEmoji("📝");
}

/** Opens the Activity: the round's board to trace words on, in the same round as chat. */
export function playLiveButton(roundId: number): ButtonBuilder {
  return new ButtonBuilder().setCustomId(playLiveId(roundId)).setLabel("Play live").setStyle(ButtonStyle.Primary).setEmoji("🎮");
}

export function howToPlayButton(game: GameName): ButtonBuilder {
  return new ButtonBuilder().setCustomId(howToPlayId(game)).setLabel("How to play").setStyle(ButtonStyle.Secondary).setEmoji("❔");
}

export function playAgainButton(roundId: number): ButtonBuilder {
  return new ButtonBuilder().setCustomId(playAgainId(roundId)).setLabel("Play again").setStyle(ButtonStyle.Primary).setEmoji("🔁");
}

/** The custom id of a page button: the page it turns to, and which of the two it is. */
export type PageButtonId = (page: number, button: "previous" | "next") => string;

/** A table's ◀ Previous and Next ▶ (none for a single page). */
export function pageButtons(page: number, pageCount: number, idOf: PageButtonId): ActionRowBuilder<ButtonBuilder>[] {
  if (pageCount <= 1) return [];
  const last = pageCount - 1;
  const previous = new ButtonBuilder()
    .setCustomId(idOf(Math.max(0, page - 1), "previous"))
    .setLabel("◀ Previous")
    .setStyle(ButtonStyle.Secondary)
    .setDisabled(page <= 0);
  const next = new ButtonBuilder()
    .setCustomId(idOf(Math.min(last, page + 1), "next"))
    .setLabel("Next ▶")
    .setStyle(ButtonStyle.Secondary)
    .setDisabled(page >= last);
  return rows([previous, next]);
}
