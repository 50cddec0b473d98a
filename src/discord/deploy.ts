// Registering the commands with Discord: in one guild while developing (instant), or
// globally (every server; Discord may take a while to show changes). With live play the
// Entry Point goes beside them; Discord keeps it global only, and a bulk overwrite that leaves
// out an Entry Point the app has is refused (50240), so one already there is carried over.

import { ApplicationCommandType, REST, Routes, type APIApplicationCommand, type RESTPostAPIPrimaryEntryPointApplicationCommandJSONBody } from "discord.js";
import type { DeployConfig } from "./config.ts";
import { commandDefinitions, type CommandList } from "./context.ts";
import { ENTRY_POINT } from "./entry-point.ts";

export interface Deployed {
  /** Slash and message commands registered (the Entry Point apart). */
  readonly count: number;
  /** "guild 123…" or "global". */
  readonly scope: string;
  /** The Entry Point: ours, registered (in the same overwrite, or alone when the commands went
   *  to a guild); the app's own, kept as it was (live play off); or none. */
  readonly entryPoint: { readonly name: string; readonly how: "with-commands" | "alone" | "kept" } | null;
}

type EntryPointBody = RESTPostAPIPrimaryEntryPointApplicationCommandJSONBody;

export async function deployCommands({ token, applicationId, guildId, apiUrl }: DeployConfig, commands: CommandList, livePlay = false): Promise<Deployed> {
  const rest = new REST(apiUrl ? { api: apiUrl } : {}).setToken(token);
  const definitions = commandDefinitions(commands);
  if (guildId) {
    const registered = (await rest.put(Routes.applicationGuildCommands(applicationId, guildId), { body: definitions })) as unknown[];
    if (livePlay) await registerEntryPointAlone(rest, applicationId);
    return { count: registered.length, scope: `guild ${guildId}`, entryPoint: livePlay ? { name: ENTRY_POINT.name, how: "alone" } : null };
  }
  const existing = await entryPointOf(rest, applicationId);
  // A bulk overwrite matches commands by name: an Entry Point named otherwise is renamed first.
  if (livePlay && existing && existing.name !== ENTRY_POINT.name) await rest.patch(Routes.applicationCommand(applicationId, existing.id), { body: ENTRY_POINT });
  const entryPoint = livePlay ? ENTRY_POINT : existing && writable(existing);
  const registered = (await rest.put(Routes.applicationCommands(applicationId), { body: entryPoint ? [...definitions, entryPoint] : definitions })) as APIApplicationCommand[];
  return {
    count: registered.filter((c) => c.type !== ApplicationCommandType.PrimaryEntryPoint).length,
    scope: "global",
    entryPoint: entryPoint ? { name: entryPoint.name, how: livePlay ? "with-commands" : "kept" } : null,
  };
}

/** The app's global Entry Point, if it has one. */
async function entryPointOf(rest: REST, applicationId: string): Promise<APIApplicationCommand | undefined> {
  const global = (await rest.get(Routes.applicationCommands(applicationId))) as APIApplicationCommand[];
  return global.find((c) => c.type === ApplicationCommandType.PrimaryEntryPoint);
}

/** Ours in place of the app's Entry Point (one per app), or created: other global commands untouched. */
async function registerEntryPointAlone(rest: REST, applicationId: string): Promise<void> {
  const existing = await entryPointOf(rest, applicationId);
  if (existing) await rest.patch(Routes.applicationCommand(applicationId, existing.id), { body: ENTRY_POINT });
  else await rest.post(Routes.applicationCommands(applicationId), { body: ENTRY_POINT });
}

/** An Entry Point as read back, as it may be sent again (what Discord set is not ours to send). */
function writable(command: APIApplicationCommand): EntryPointBody {
  const { name, description, handler, contexts, integration_types, default_member_permissions, nsfw, name_localizations, description_localizations } = command;
  return {
    type: ApplicationCommandType.PrimaryEntryPoint,
    name,
    description,
    ...(handler === undefined ? {} : { handler }),
    ...(contexts ? { contexts } : {}),
    ...(integration_types ? { integration_types } : {}),
    default_member_permissions,
    ...(nsfw === undefined ? {} : { nsfw }),
    ...(name_localizations ? { name_localizations } : {}),
    ...(description_localizations ? { description_localizations } : {}),
  };
}
