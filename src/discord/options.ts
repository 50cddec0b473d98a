// Options shared by the game commands: the round's length within the game's limits, the
// dictionary (autocompleted with a line about each list), the computer opponent, and rating.

import type { AutocompleteInteraction, ChatInputCommandInteraction, SlashCommandBooleanOption, SlashCommandIntegerOption, SlashCommandStringOption } from "discord.js";
import { DEFAULT_OPPONENT_LEVEL, DURATION_LIMITS, OPPONENT_LEVELS, type OpponentLevel } from "../games/model.ts";
import type { GameName } from "../games/model.ts";
import { isGame } from "../games/catalogue.ts";
import { WORD_LIST_ABOUT } from "../games/word-lists.ts";
import type { DictName } from "../solvers/dictionary/index.ts";
import { cutText } from "../cut-text.ts";
import { LIMITS } from "./render/limits.ts";

export function durationOption(game: GameName): (option: SlashCommandIntegerOption) => SlashCommandIntegerOption {
  const [min, max] = DURATION_LIMITS[game];
  return (option) =>
    option.setName("duration").setDescription(`How long the round lasts, in seconds (${min}–${max})`).setMinValue(min).setMaxValue(max);
}

export function dictionaryOption(option: SlashCommandStringOption): SlashCommandStringOption {
  return option.setName("dictionary").setDescription("Which word list judges the words").setAutocomplete(true).setMaxLength(20);
}

/** Round lengths worth suggesting, in seconds; each game offers those within its own limits. */
const LENGTHS = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 450, 600, 900, 1200, 1800];

/** "90 s (1½ min)" style: seconds, and minutes when whole or half. */
function lengthName(seconds: number): string {
  return seconds < 60 || seconds % 30 !== 0 ? `${seconds} s` : `${seconds} s (${seconds / 60} min)`;
}

/** Suggests lengths within the chosen game's own limits (Discord cannot bound one option by another). */
export async function suggestSeconds(interaction: AutocompleteInteraction): Promise<void> {
  const game = interaction.options.getString("game");
  const [min, max] = game !== null && isGame(game) ? DURATION_LIMITS[game] : [10, 1800];
  const typed = Number.parseInt(String(interaction.options.getFocused()), 10);
  const within = (n: number) => n >= min && n <= max;
  const offered = [...new Set([...(within(typed) ? [typed] : []), min, ...LENGTHS.filter(within), max])];
  await interaction.respond(offered.slice(0, LIMITS.choices).map((n) => ({ name: lengthName(n), value: n })));
}

/** Suggests the dictionaries whose name starts with (or contains) what the user typed. */
export async function suggestDictionaries(interaction: AutocompleteInteraction, names: readonly DictName[]): Promise<void> {
  const typed = interaction.options.getFocused().trim().toLowerCase();
  const matches = [...names.filter((n) => n.startsWith(typed)), ...names.filter((n) => !n.startsWith(typed) && n.includes(typed))];
  await interaction.respond(
    matches.slice(0, LIMITS.choices).map((name) => ({ name: cutText(`${name}: ${WORD_LIST_ABOUT[name]}`, LIMITS.choiceName), value: name })),
  );
}

/** `opponent:computer`: the computer plays too, at `level` (medium when left out). */
export function opponentOption(option: SlashCommandStringOption): SlashCommandStringOption {
  return option.setName("opponent").setDescription("Play against the computer too").addChoices({ name: "computer", value: "computer" });
}

export function levelOption(option: SlashCommandStringOption): SlashCommandStringOption {
  return option
    .setName("level")
    .setDescription("How strong the computer is (with opponent:computer; default medium)")
    .addChoices(...OPPONENT_LEVELS.map((level) => ({ name: level, value: level })));
}

/** The computer's level when the command asks for it (opponent or level given), else null. */
export function levelOf(interaction: ChatInputCommandInteraction): OpponentLevel | null {
  const level = OPPONENT_LEVELS.find((l) => l === interaction.options.getString("level"));
  return interaction.options.getString("opponent") === "computer" || level ? (level ?? DEFAULT_OPPONENT_LEVEL) : null;
}

/** `rated:true`: the round's results move its players' ratings in its game (see games/ratings). */
export function ratedOption(option: SlashCommandBooleanOption): SlashCommandBooleanOption {
  return option.setName("rated").setDescription("Count this round toward its players' ratings in this game");
}

export function ratedOf(interaction: ChatInputCommandInteraction): boolean {
  return interaction.options.getBoolean("rated") ?? false;
}
