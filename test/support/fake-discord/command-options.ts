// Build a chat-input command's `data` as Discord does: options typed from the bot's registered
// definition when there is one, guessed from the JavaScript value when there is not.

import type { CommandOptionDef, FakeGuild, FakeUser, Payload, RegisteredCommand } from "./types.ts";
import type { World } from "./world.ts";

export type OptionValue = string | number | boolean | FakeUser;

export const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Number: 10,
} as const;

export interface CommandCall {
  name: string;
  subcommandGroup?: string;
  subcommand?: string;
  options?: Record<string, OptionValue>;
  /** Autocomplete: the option the user is typing in. */
  focused?: string;
}

export function chatInputData(
  world: World,
  guild: FakeGuild,
  command: RegisteredCommand | undefined,
  call: CommandCall,
  fallbackId: () => string,
): Payload {
  const where = `/${[call.name, call.subcommandGroup, call.subcommand].filter(Boolean).join(" ")}`;
  const group = pick(command?.options, call.subcommandGroup, where);
  const sub = pick(call.subcommandGroup ? group?.options : command?.options, call.subcommand, where);
  if (call.subcommand === undefined && command?.options?.some((d) => d.type === OptionType.Subcommand)) {
    throw new Error(`fake Discord: ${where} has subcommands: Discord never sends it without one`);
  }
  const defs = call.subcommand ? sub?.options : call.subcommandGroup ? group?.options : command?.options;
  const resolved = new Resolved(world, guild);
  const leaves = Object.entries(call.options ?? {}).map(([name, value]) => {
    const def = defs?.find((d) => d.name === name);
    if (command && !def) throw new Error(`fake Discord: ${where} has no option "${name}"`);
    const type = def?.type ?? guessType(value);
    return {
      name,
      type,
      value: resolved.add(type, value),
      ...(call.focused === name ? { focused: true } : {}),
    };
  });
  const subs = call.subcommand ? [{ type: OptionType.Subcommand, name: call.subcommand, options: leaves }] : leaves;
  const options = call.subcommandGroup ? [{ type: OptionType.SubcommandGroup, name: call.subcommandGroup, options: subs }] : subs;
  return {
    id: command?.id ?? fallbackId(),
    name: call.name,
    type: 1,
    ...(command?.guild_id ? { guild_id: command.guild_id } : {}),
    options,
    ...(resolved.isEmpty() ? {} : { resolved: resolved.payload() }),
  };
}

/** The named subcommand (group) from a definition, or an error if the bot never defined it. */
function pick(defs: CommandOptionDef[] | undefined, name: string | undefined, where: string): CommandOptionDef | undefined {
  if (name === undefined || defs === undefined) return undefined;
  const def = defs.find((d) => d.name === name);
  if (!def) throw new Error(`fake Discord: ${where}: the command has no subcommand "${name}"`);
  return def;
}

function guessType(value: OptionValue): number {
  if (typeof value === "object") return OptionType.User;
  if (typeof value === "boolean") return OptionType.Boolean;
  if (typeof value === "number") return Number.isInteger(value) ? OptionType.Integer : OptionType.Number;
  return OptionType.String;
}

/** The users, members, channels and roles an interaction's options refer to. */
class Resolved {
  private readonly users: Payload = {};
  private readonly members: Payload = {};
  private readonly channels: Payload = {};
  private readonly roles: Payload = {};

  constructor(
    private readonly world: World,
    private readonly guild: FakeGuild,
  ) {}

  /** The option's wire value, noting what it refers to. */
  add(type: number, value: OptionValue): string | number | boolean {
    if (type === OptionType.User) {
      const user = typeof value === "object" ? value : this.world.user(String(value));
      const { user: _, ...member } = this.world.member(this.guild, user.id);
      this.users[user.id] = user;
      this.members[user.id] = { ...member, permissions: String(this.world.permissions(this.guild, user.id)) };
      return user.id;
    }
    if (typeof value === "object") throw new Error(`fake Discord: a user given for an option of type ${type}`);
    if (type === OptionType.Channel) {
      const channel = this.world.channel(String(value));
      if (!channel) throw new Error(`fake Discord: no channel ${value}`);
      this.channels[channel.id] = { id: channel.id, name: channel.name, type: channel.type, permissions: "0" };
    }
    if (type === OptionType.Role) {
      const role = [this.guild.everyone, this.guild.adminRole, this.guild.botRole].find((r) => r.id === String(value));
      if (!role) throw new Error(`fake Discord: no role ${value} in guild ${this.guild.name}`);
      this.roles[role.id] = role;
    }
    return value;
  }

  isEmpty(): boolean {
    return [this.users, this.channels, this.roles].every((m) => Object.keys(m).length === 0);
  }

  payload(): Payload {
    return { users: this.users, members: this.members, channels: this.channels, roles: this.roles };
  }
}
