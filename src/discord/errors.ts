// Errors from Discord, sorted into what a user should hear and what only the log needs.
// Telling a user never throws: an interaction that expired or was already answered is
// simply past helping.

import {
  DiscordAPIError,
  DiscordjsError,
  DiscordjsErrorCodes,
  DiscordjsTypeError,
  HTTPError,
  MessageFlags,
  RESTJSONErrorCodes,
  type Interaction,
  type RepliableInteraction,
} from "discord.js";
import type { Logger } from "../games/engine/ports.ts";
import { OUT_OF_REACH } from "../games/refusals.ts";
import { isStoreUnavailable } from "../store/errors.ts";

/** Discord's JSON error code, or null for anything else (network, our own bugs). */
export function discordCode(error: unknown): number | null {
  return error instanceof DiscordAPIError && typeof error.code === "number" ? error.code : null;
}

/** Errors that mean the interaction can no longer be answered: nothing to tell anyone. */
export const PAST_ANSWERING: readonly number[] = [RESTJSONErrorCodes.UnknownInteraction, RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged];

/** Errors that mean the bot cannot reach a channel or message any more. */
export const UNREACHABLE: readonly number[] = [
  RESTJSONErrorCodes.UnknownChannel,
  RESTJSONErrorCodes.UnknownMessage,
  RESTJSONErrorCodes.MissingAccess,
  RESTJSONErrorCodes.MissingPermissions,
];

/** What discord.js throws when a command's options (or a modal's fields) differ from this bot's. */
const OPTION_MISMATCH: readonly string[] = [
  DiscordjsErrorCodes.CommandInteractionOptionNotFound,
  DiscordjsErrorCodes.CommandInteractionOptionType,
  DiscordjsErrorCodes.CommandInteractionOptionEmpty,
  DiscordjsErrorCodes.CommandInteractionOptionNoSubcommand,
  DiscordjsErrorCodes.CommandInteractionOptionNoSubcommandGroup,
  DiscordjsErrorCodes.ModalSubmitInteractionFieldNotFound,
  DiscordjsErrorCodes.ModalSubmitInteractionFieldType,
];

/** True when the command or modal Discord sent came from another version of the bot. */
export function isStaleCommand(error: unknown): boolean {
  return (error instanceof DiscordjsTypeError || error instanceof DiscordjsError) && OPTION_MISMATCH.includes(error.code);
}

/** A sentence for the user about a Discord failure (or the database out of reach). */
export function explainDiscordError(error: unknown): string {
  if (isStoreUnavailable(error)) return OUT_OF_REACH;
  switch (discordCode(error)) {
    case RESTJSONErrorCodes.MissingPermissions:
    case RESTJSONErrorCodes.MissingAccess:
      return "I don't have permission to post here: I need View Channel, Send Messages, Embed Links and Attach Files.";
    case RESTJSONErrorCodes.UnknownChannel:
      return "That channel no longer exists.";
    case RESTJSONErrorCodes.UnknownMessage:
      return "That message no longer exists.";
    default:
      return "Something went wrong on my side; it has been logged. Please try again.";
  }
}

/** What the log should say about an interaction. */
export function interactionContext(interaction: Interaction): Record<string, unknown> {
  const name = interaction.isCommand() || interaction.isAutocomplete() ? interaction.commandName : undefined;
  const customId = interaction.isMessageComponent() || interaction.isModalSubmit() ? interaction.customId : undefined;
  return {
    interactionId: interaction.id,
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    userId: interaction.user.id,
    command: name,
    customId,
  };
}

/** Interaction and webhook tokens are secrets too: keep them out of logged URLs. */
function withoutTokens(url: string): string {
  return url.replace(/\/(interactions|webhooks)\/(\d+)\/[^/?]+/g, "/$1/$2/:token");
}

/** An error as the log should hold it: Discord's code and route, or the message and stack. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof DiscordAPIError) {
    return { code: error.code, status: error.status, method: error.method, route: withoutTokens(error.url), message: error.message };
  }
  if (error instanceof HTTPError) {
    return { status: error.status, method: error.method, route: withoutTokens(error.url), message: error.message };
  }
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { value: String(error) };
}

/**
 * Tells the user privately: a reply; an edit of a private "thinking…" reply; or, once the
 * interaction has a public answer or a public "thinking…", a private followUp (the public
 * "thinking…" is withdrawn first, so it does not hang there).
 */
export async function tellPrivately(interaction: RepliableInteraction, content: string, logger: Logger): Promise<void> {
  const message = { content, flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] } };
  try {
    const thinking = interaction.deferred && !interaction.replied;
    if (thinking && interaction.ephemeral) return void (await interaction.editReply({ content, allowedMentions: { parse: [] } }));
    if (thinking && interaction.isCommand()) await interaction.deleteReply();
    if (interaction.deferred || interaction.replied) await interaction.followUp(message);
    else await interaction.reply(message);
  } catch (error) {
    if (PAST_ANSWERING.includes(discordCode(error) ?? -1)) return;
    logger.warn({ ...interactionContext(interaction), error: describeError(error) }, "could not tell the user");
  }
}
