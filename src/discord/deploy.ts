// Registering the commands with Discord: in one guild while developing (instant), or
// globally (every server; Discord may take a while to show changes).

import { REST, Routes } from "discord.js";
import { commandDefinitions } from "./command-list.ts";
import type { DeployConfig } from "./config.ts";

export interface Deployed {
  readonly count: number;
  /** "guild 123…" or "global". */
  readonly scope: string;
}

export async function deployCommands({ token, applicationId, guildId, apiUrl }: DeployConfig): Promise<Deployed> {
  const rest = new REST(apiUrl === null ? {} : { api: apiUrl }).setToken(token);
  const route = guildId === null ? Routes.applicationCommands(applicationId) : Routes.applicationGuildCommands(applicationId, guildId);
  const registered = (await rest.put(route, { body: commandDefinitions() })) as unknown[];
  return { count: registered.length, scope: guildId === null ? "global" : `guild ${guildId}` };
}
