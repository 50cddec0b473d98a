// What a test's users do: run commands, click, submit modals, chat. Each builds the event
// Discord would send, dispatches it to the bot and returns the interaction or message id.
// Impossible actions (a button that is not there, a modal never shown) throw at once.

import { chatInputData, type OptionValue } from "./command-options.ts";
import type { CommandRegistry } from "./commands.ts";
import type { Gateway } from "./gateway.ts";
import { InteractionType, interactionPayload, type InteractionLog, type InteractionRecord } from "./interactions.ts";
import type { MessageStore } from "./messages.ts";
import type { Component, FakeUser, Payload, StoredMessage } from "./types.ts";
import type { World } from "./world.ts";

export interface Desk {
  world: World;
  messages: MessageStore;
  interactions: InteractionLog;
  commands: CommandRegistry;
  gateway: Gateway;
}

export interface SlashCommandInput {
  user: FakeUser;
  name: string;
  /** Default: the first channel of the first guild. */
  channelId?: string;
  subcommandGroup?: string;
  subcommand?: string;
  options?: Record<string, OptionValue>;
}

export interface AutocompleteInput extends SlashCommandInput {
  /** The option being typed; its current text goes in `options`. */
  focused: string;
}

export interface ComponentInput {
  user: FakeUser;
  message: StoredMessage | string;
  customId: string;
  /** A custom client's press: an id the message does not carry, sent anyway. */
  forged?: boolean;
}

export interface MenuInput extends ComponentInput {
  values: string[];
}

export interface ModalInput {
  user: FakeUser;
  customId: string;
  /** Text input custom_id -> what the user typed. */
  fields: Record<string, string>;
}

export interface MessageContextMenuInput {
  user: FakeUser;
  targetMessage: StoredMessage | string;
  name: string;
}

export interface EntryPointInput {
  user: FakeUser;
  /** Default: the first channel of the first guild. */
  channelId?: string;
}

export interface ChatMessageInput {
  user: FakeUser;
  content: string;
  channelId?: string;
}

const ComponentType = { ActionRow: 1, Button: 2, StringSelect: 3, TextInput: 4, TextDisplay: 10, Label: 18 };
const MESSAGE_COMMAND = 3;
const CHAT_INPUT = 1;
const ENTRY_POINT = 4;

export function sendSlashCommand(desk: Desk, input: SlashCommandInput): string {
  return sendChatInput(desk, InteractionType.Command, input);
}

export function sendAutocomplete(desk: Desk, input: AutocompleteInput): string {
  return sendChatInput(desk, InteractionType.Autocomplete, input);
}

export function clickButton(desk: Desk, input: ComponentInput): string {
  return useComponent(desk, input, ComponentType.Button, {});
}

export function chooseFromMenu(desk: Desk, input: MenuInput): string {
  return useComponent(desk, input, ComponentType.StringSelect, { values: input.values });
}

export function submitModal(desk: Desk, { user, customId, fields }: ModalInput): string {
  const shown = desk.interactions.shownModal(user.id, customId);
  if (!shown?.modal) throw new Error(`fake Discord: the bot never showed modal "${customId}" to ${user.username}`);
  const inputs = new Set<string>();
  const components = (shown.modal.components ?? []).map((c) => modalAnswer(c, fields, inputs));
  const unknown = Object.keys(fields).filter((id) => !inputs.has(id));
  if (unknown.length > 0) throw new Error(`fake Discord: modal "${customId}" has no field ${unknown.join(", ")}`);
  const record = newInteraction(desk, InteractionType.ModalSubmit, user, shown.channelId, shown.message);
  return dispatch(desk, record, { custom_id: customId, components });
}

export function sendMessageContextMenu(desk: Desk, { user, targetMessage, name }: MessageContextMenuInput): string {
  const target = storedMessage(desk, targetMessage);
  const record = newInteraction(desk, InteractionType.Command, user, target.channel_id);
  const command = desk.commands.find(name, MESSAGE_COMMAND, record.guild.id);
  return dispatch(desk, record, {
    id: command?.id ?? desk.world.nextId(),
    name,
    type: MESSAGE_COMMAND,
    ...(command?.guild_id ? { guild_id: command.guild_id } : {}),
    target_id: target.id,
    resolved: { messages: { [target.id]: target } },
  });
}

/** The user opens the app from the App Launcher: its Entry Point, which must be registered. */
export function sendEntryPoint(desk: Desk, { user, channelId }: EntryPointInput): string {
  const command = desk.commands.list().find((c) => c.type === ENTRY_POINT);
  if (!command) throw new Error("fake Discord: the app has no Entry Point command to launch from");
  const record = newInteraction(desk, InteractionType.Command, user, channelId ?? defaultChannelId(desk.world));
  return dispatch(desk, record, { id: command.id, name: command.name, type: ENTRY_POINT });
}

export function sendMessage(desk: Desk, { user, content, channelId }: ChatMessageInput): string {
  const { world, messages, gateway } = desk;
  // A DM to the bot is kept (a message to solve from the menu), not sent on: the bot reads no DMs.
  if (channelId !== undefined && world.dmOwner(channelId)) {
    return messages.create({ channelId, guildId: undefined, author: user, body: { content }, files: [] }).id;
  }
  const channel = world.channel(channelId ?? defaultChannelId(world));
  if (!channel) throw new Error(`fake Discord: no channel ${channelId}`);
  const guild = world.guild(channel.guild_id);
  if (!guild) throw new Error(`fake Discord: no guild ${channel.guild_id}`);
  if (!gateway.isConnected(guild)) throw new Error("fake Discord: no bot is connected; await fake.waitForReady() first");
  const { user: _, ...member } = world.member(guild, user.id);
  const message = messages.create({ channelId: channel.id, guildId: guild.id, author: user, member, body: { content }, files: [] });
  channel.last_message_id = message.id;
  gateway.announce(message, guild);
  return message.id;
}

export function defaultChannelId(world: World): string {
  const channel = world.guilds[0]?.channels[0];
  if (!channel) throw new Error("fake Discord: the first guild has no channels");
  return channel.id;
}

function sendChatInput(desk: Desk, type: number, input: SlashCommandInput & { focused?: string }): string {
  const record = newInteraction(desk, type, input.user, input.channelId ?? defaultChannelId(desk.world));
  const command = desk.commands.find(input.name, CHAT_INPUT, record.guild.id);
  return dispatch(desk, record, chatInputData(desk.world, record.guild, command, input, desk.world.nextId));
}

function useComponent(desk: Desk, { user, message, customId, forged }: ComponentInput, type: number, extra: Payload): string {
  const target = storedMessage(desk, message);
  const component = findComponent(target.components, customId);
  const problem = !component
    ? "has no component"
    : component.type !== type
      ? `has a component of type ${component.type}, not ${type}, with custom id`
      : component.disabled
        ? "has a disabled component"
        : undefined;
  if (problem && !forged) throw new Error(`fake Discord: message ${target.id} ${problem} "${customId}"`);
  const record = newInteraction(desk, InteractionType.Component, user, target.channel_id, target);
  return dispatch(desk, record, { custom_id: customId, component_type: type, ...extra });
}

function findComponent(components: Component[], customId: string): Component | undefined {
  for (const component of components) {
    if (component.custom_id === customId) return component;
    const inner = [...(component.components ?? []), ...(component.component ? [component.component] : [])];
    const found = findComponent(inner, customId);
    if (found) return found;
  }
  return undefined;
}

/** The submitted form of one modal component, in the layout the bot used (rows or labels). */
function modalAnswer(component: Component, fields: Record<string, string>, seen: Set<string>): Payload {
  const id = component.id === undefined ? {} : { id: component.id };
  if (component.type === ComponentType.ActionRow) {
    return { type: component.type, ...id, components: (component.components ?? []).map((c) => modalAnswer(c, fields, seen)) };
  }
  if (component.type === ComponentType.Label && component.component) {
    return { type: component.type, ...id, component: modalAnswer(component.component, fields, seen) };
  }
  const customId = component.custom_id;
  if (customId === undefined) return { type: component.type, ...id };
  seen.add(customId);
  const typed = fields[customId] ?? "";
  return component.type === ComponentType.TextInput
    ? { type: component.type, ...id, custom_id: customId, value: typed }
    : { type: component.type, ...id, custom_id: customId, values: typed ? [typed] : [] };
}

function storedMessage(desk: Desk, message: StoredMessage | string): StoredMessage {
  const id = typeof message === "string" ? message : message.id;
  const stored = desk.messages.get(id);
  if (!stored) throw new Error(`fake Discord: no message ${id}`);
  return stored;
}

function newInteraction(
  desk: Desk,
  type: number,
  user: FakeUser,
  channelId: string,
  message?: StoredMessage,
): InteractionRecord {
  const inDm = desk.world.dmOwner(channelId) !== undefined;
  const channel = desk.world.channel(channelId);
  const guild = inDm ? desk.world.guilds[0] : channel && desk.world.guild(channel.guild_id);
  if ((!channel && !inDm) || !guild) throw new Error(`fake Discord: no channel ${channelId}`);
  const id = desk.world.nextId();
  const record: InteractionRecord = {
    id,
    token: `fake-interaction-token-${id}`,
    type,
    user,
    guild,
    channelId,
    inDm,
    acknowledged: false,
    sentAt: performance.now(),
    ...(message ? { message } : {}),
  };
  desk.interactions.add(record);
  return record;
}

function dispatch(desk: Desk, record: InteractionRecord, data: Payload): string {
  desk.gateway.dispatch("INTERACTION_CREATE", interactionPayload(desk.world, record, data), record.guild);
  return record.id;
}
