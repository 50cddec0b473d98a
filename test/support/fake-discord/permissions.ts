// Permission bits the fake hands out, as Discord numbers them.

export const Permission = {
  Administrator: 1n << 3n,
  ManageGuild: 1n << 5n,
  AddReactions: 1n << 6n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  UseExternalEmojis: 1n << 18n,
  UseApplicationCommands: 1n << 31n,
  CreatePublicThreads: 1n << 35n,
  SendMessagesInThreads: 1n << 38n,
} as const;

/** Every bit Discord defines today; what an owner or administrator holds. */
export const ALL_PERMISSIONS = (1n << 51n) - 1n;

/** What a plain member of a fresh server may do. */
export const EVERYONE_PERMISSIONS =
  Permission.AddReactions |
  Permission.ViewChannel |
  Permission.SendMessages |
  Permission.EmbedLinks |
  Permission.AttachFiles |
  Permission.ReadMessageHistory |
  Permission.UseExternalEmojis |
  Permission.UseApplicationCommands;

/** The test admin role: Manage Guild, which the bot checks before settings changes. */
export const ADMIN_PERMISSIONS = Permission.ManageGuild;

/** The bot's own role: it may also tidy messages. */
export const BOT_PERMISSIONS = Permission.ManageMessages;
