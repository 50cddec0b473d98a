// A game's own thread, where the bot may create one, so the channel stays usable: its players
// are added (it shows in their list). Null when the bot may not, or Discord refuses: the game
// is then played in the channel.

import { ChannelType, PermissionFlagsBits, ThreadAutoArchiveDuration, type ButtonInteraction } from "discord.js";
import { cutText } from "../cut-text.ts";
import type { Logger } from "../games/engine/ports.ts";
import { describeError } from "./errors.ts";

const THREAD_PERMISSIONS = [PermissionFlagsBits.CreatePublicThreads, PermissionFlagsBits.SendMessagesInThreads];
/** Discord's limit on a thread's name. */
const THREAD_NAME = 100;

export interface GameThread {
  readonly name: string;
  readonly playerIds: readonly string[];
  readonly archiveAfter: ThreadAutoArchiveDuration;
  /** For the log. */
  readonly about: Record<string, unknown>;
}

export async function openGameThread(interaction: ButtonInteraction, { name, playerIds, archiveAfter, about }: GameThread, logger: Logger): Promise<string | null> {
  const channel = interaction.channel;
  if (channel?.type !== ChannelType.GuildText || !interaction.appPermissions?.has(THREAD_PERMISSIONS)) return null;
  try {
    const thread = await channel.threads.create({ name: cutText(name, THREAD_NAME), autoArchiveDuration: archiveAfter });
    for (const id of playerIds) {
      try {
        await thread.members.add(id);
      } catch (error) {
        logger.warn({ ...about, threadId: thread.id, error: describeError(error) }, "could not add a player to the game's thread");
      }
    }
    return thread.id;
  } catch (error) {
    logger.warn({ ...about, channelId: channel.id, error: describeError(error) }, "could not open a thread for the game; playing in the channel");
    return null;
  }
}
