// Where a command can be used. Solving and help work anywhere once Lexicord is installed, in
// a server or by a user for themselves (DMs, group DMs, any server); rounds need a server.

import { ApplicationIntegrationType, InteractionContextType } from "discord.js";

export const EVERYWHERE = {
  integrationTypes: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
  contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
} as const;
