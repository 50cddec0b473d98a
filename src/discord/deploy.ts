// Registering the commands with Discord: in one guild while developing (instant), or
// globally (every server; Discord may take a while to show changes).

import { REST, Routes } from "discord.js";
import type { DeployConfig } from "./config.ts";
import { commandDefinitions, type CommandList } from "./context.ts";

export interface Deployed {
  readonly count: number;
  /** "guild 123…" or "global". */
  readonly scope: string;
}

export async function deployCommands({ token, applicationId, guildId, apiUrl }: DeployConfig, commands: CommandList): Promise<Deployed> {
  const rest = new REST(apiUrl ? { api: apiUrl } : {}).setToken(token);
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  const registered = (await rest.put(route, { body: commandDefinitions(commands) })) as unknown[];
  return { count: registered.length, scope: guildId ? `guild ${guildId}` : "global" };
}
