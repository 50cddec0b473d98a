// The Entry Point: the app's one command in Discord's App Launcher, which opens live play. The
// app answers it (APP_HANDLER) with LAUNCH_ACTIVITY, so it works like the Play live button.
// Discord allows one per app, and only as a global command.

import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  EntryPointCommandHandlerType,
  InteractionContextType,
  type RESTPostAPIPrimaryEntryPointApplicationCommandJSONBody,
} from "discord.js";

export const ENTRY_POINT: RESTPostAPIPrimaryEntryPointApplicationCommandJSONBody = {
  // Discord's own name for the Entry Point it makes when Activities are switched on: ours replaces it in place.
  name: "launch",
  description: "Play this channel's Boggle or Letterpress round live: trace words on the board",
  type: ApplicationCommandType.PrimaryEntryPoint,
  handler: EntryPointCommandHandlerType.AppHandler,
  // A round belongs to a server's channel: the Activity has nothing to show anywhere else.
  contexts: [InteractionContextType.Guild],
  integration_types: [ApplicationIntegrationType.GuildInstall],
};
