// Application commands the bot registered, global or per guild, checked as Discord checks them
// so a bad definition fails in tests rather than at deploy time. The Entry Point (type 4) is
// global only, one per app, for an app with Activities, and a bulk overwrite may not drop it.

import type { CommandOptionDef, JsonValue, RegisteredCommand } from "./types.ts";

const CHAT_INPUT = 1;
const ENTRY_POINT = 4;
/** Entry Point handlers: the app answers (APP_HANDLER), or Discord launches the Activity. */
const HANDLERS = [1, 2];
const SUBCOMMAND = 1;
const SUBCOMMAND_GROUP = 2;
const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const MAX_OPTIONS = 25;

export class CommandRegistry {
  private readonly byScope = new Map<string, RegisteredCommand[]>();

  constructor(
    private readonly nextId: () => string,
    private readonly applicationId: string,
    /** The app has Activities switched on (Developer Portal), which an Entry Point needs. */
    private readonly hasActivities: () => boolean,
  ) {}

  list(guildId?: string): RegisteredCommand[] {
    return this.byScope.get(guildId ?? "") ?? [];
  }

  /** Bulk overwrite: the list becomes exactly these; a command keeps its id if its name stays. */
  replace(guildId: string | undefined, body: JsonValue): RegisteredCommand[] {
    if (!Array.isArray(body)) throw new CommandError(["body must be an array of commands"]);
    const commands = body.map((def) => this.register(guildId, def));
    if (commands.filter((c) => c.type === ENTRY_POINT).length > 1) throw new CommandError(["an app may have one Entry Point command"]);
    const kept = this.entryPoint(guildId);
    if (kept && !commands.some((c) => c.id === kept.id)) throw new EntryPointRemoved();
    this.byScope.set(guildId ?? "", commands);
    return commands;
  }

  /** Create one command, or overwrite the one with the same name and type. */
  upsert(guildId: string | undefined, def: JsonValue): RegisteredCommand {
    const command = this.register(guildId, def);
    const other = this.entryPoint(guildId);
    if (command.type === ENTRY_POINT && other && other.id !== command.id) throw new CommandError(["an app may have one Entry Point command: edit or delete it first"]);
    return this.store(guildId, command);
  }

  /** PATCH: the named fields of one command change; it keeps its id. Undefined if there is none. */
  edit(guildId: string | undefined, id: string, def: JsonValue): RegisteredCommand | undefined {
    const current = this.list(guildId).find((c) => c.id === id);
    if (!current) return undefined;
    if (def === null || typeof def !== "object" || Array.isArray(def)) throw new CommandError(["command must be an object"]);
    const { id: _, version: __, application_id: ___, guild_id: ____, ...fields } = current;
    const command = { ...this.register(guildId, { ...fields, ...def } as JsonValue, current), id };
    const clash = this.list(guildId).find((c) => c.id !== id && c.name === command.name && c.type === command.type);
    if (clash) throw new CommandError([`command ${command.name}: an application command with that name already exists`]);
    return this.store(guildId, command);
  }

  private store(guildId: string | undefined, command: RegisteredCommand): RegisteredCommand {
    const others = this.list(guildId).filter((c) => c.id !== command.id);
    this.byScope.set(guildId ?? "", [...others, command]);
    return command;
  }

  private entryPoint(guildId: string | undefined): RegisteredCommand | undefined {
    return this.list(guildId).find((c) => c.type === ENTRY_POINT);
  }

  /** A guild's own command first, then a global one, as the client would see it. */
  find(name: string, type: number, guildId: string): RegisteredCommand | undefined {
    const match = (c: RegisteredCommand) => c.name === name && c.type === type;
    return this.list(guildId).find(match) ?? this.list().find(match);
  }

  /** `editing`: the command a PATCH changes, whose id it keeps whatever its new name. */
  private register(guildId: string | undefined, def: JsonValue, editing?: RegisteredCommand): RegisteredCommand {
    if (def === null || typeof def !== "object" || Array.isArray(def)) throw new CommandError(["command must be an object"]);
    const raw = def as Partial<RegisteredCommand>;
    const type = raw.type ?? CHAT_INPUT;
    const name = String(raw.name ?? "");
    const previous = editing ?? this.list(guildId).find((c) => c.name === name && c.type === type);
    const command: RegisteredCommand = {
      ...raw,
      id: previous?.id ?? this.nextId(),
      application_id: this.applicationId,
      ...(guildId ? { guild_id: guildId } : {}),
      name,
      type,
      description: raw.description ?? "",
      version: this.nextId(),
      default_member_permissions: raw.default_member_permissions ?? null,
    };
    const problems = [...commandProblems(command), ...this.entryPointProblems(guildId, command)];
    if (problems.length > 0) throw new CommandError(problems);
    return command;
  }

  private entryPointProblems(guildId: string | undefined, command: RegisteredCommand): string[] {
    const where = `command ${command.name || "(unnamed)"}`;
    if (command.type !== ENTRY_POINT) return command.handler === undefined ? [] : [`${where}: only an Entry Point command has a handler`];
    return [
      ...(guildId === undefined ? [] : [`${where}: an Entry Point command cannot be a guild command`]),
      ...(this.hasActivities() ? [] : [`${where}: an Entry Point command needs the app's Activities switched on`]),
      ...(command.handler === undefined || HANDLERS.includes(Number(command.handler)) ? [] : [`${where}: handler must be 1 or 2`]),
      ...(command.options === undefined ? [] : [`${where}: an Entry Point command takes no options`]),
      ...descriptionProblems(where, command.description),
    ];
  }
}

/** A bulk overwrite that would drop the app's Entry Point: Discord refuses it whole (50240). */
export class EntryPointRemoved extends Error {
  constructor() {
    super("You cannot remove this app's Entry Point command in a bulk update operation. Please include the Entry Point command in your update request or delete it separately.");
  }
}

export class CommandError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid Form Body: ${problems.join("; ")}`);
  }
}

function commandProblems(command: RegisteredCommand): string[] {
  const where = `command ${command.name || "(unnamed)"}`;
  if (command.type !== CHAT_INPUT) {
    return command.name.length >= 1 && command.name.length <= 32 ? [] : [`${where}: name must be 1-32 characters`];
  }
  return [
    ...nameProblems(where, command.name),
    ...descriptionProblems(where, command.description),
    ...optionListProblems(where, command.options ?? []),
  ];
}

function optionListProblems(where: string, options: CommandOptionDef[]): string[] {
  const problems = options.length > MAX_OPTIONS ? [`${where}: more than ${MAX_OPTIONS} options`] : [];
  const firstOptional = options.findIndex((o) => o.required !== true);
  if (firstOptional !== -1 && options.slice(firstOptional).some((o) => o.required === true)) {
    problems.push(`${where}: required options must come before optional ones`);
  }
  const names = options.map((o) => o.name);
  if (new Set(names).size !== names.length) problems.push(`${where}: option names must be unique`);
  return [...problems, ...options.flatMap((o) => optionProblems(`${where} option ${o.name}`, o))];
}

function optionProblems(where: string, option: CommandOptionDef): string[] {
  const choices = Array.isArray(option.choices) ? option.choices : [];
  const nested = option.type === SUBCOMMAND || option.type === SUBCOMMAND_GROUP;
  return [
    ...nameProblems(where, option.name),
    ...descriptionProblems(where, option.description),
    ...(choices.length > MAX_OPTIONS ? [`${where}: more than ${MAX_OPTIONS} choices`] : []),
    ...(nested ? optionListProblems(where, option.options ?? []) : []),
  ];
}

function nameProblems(where: string, name: string): string[] {
  if (!NAME.test(name)) return [`${where}: name must be 1-32 letters, digits, - or _`];
  return name === name.toLowerCase() ? [] : [`${where}: name must be lowercase`];
}

function descriptionProblems(where: string, description: unknown): string[] {
  const length = typeof description === "string" ? description.length : 0;
  return length >= 1 && length <= 100 ? [] : [`${where}: description must be 1-100 characters`];
}
