// Wire shapes the fake stores and sends. Field names are Discord's own (snake_case), so an
// object can go to the client as it is.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
/** An object on its way to the client as JSON. */
export type Payload = Record<string, unknown>;

export interface FakeUser {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: "0";
  avatar: null;
  bot: boolean;
}

export interface FakeRole {
  id: string;
  name: string;
  permissions: string;
  position: number;
  color: number;
  hoist: boolean;
  managed: boolean;
  mentionable: boolean;
  flags: number;
}

export interface FakeChannel {
  id: string;
  type: 0;
  name: string;
  guild_id: string;
  position: number;
  permission_overwrites: [];
  parent_id: null;
  topic: null;
  nsfw: boolean;
  rate_limit_per_user: number;
  last_message_id: string | null;
}

export interface FakeMember {
  user: FakeUser;
  roles: string[];
  joined_at: string;
  nick: string | null;
  deaf: boolean;
  mute: boolean;
  flags: number;
  pending: boolean;
}

export interface FakeGuild {
  id: string;
  name: string;
  ownerId: string;
  everyone: FakeRole;
  adminRole: FakeRole;
  botRole: FakeRole;
  channels: FakeChannel[];
  /** Threads the bot created (public threads, type 11). */
  threads: FakeThread[];
  members: Map<string, FakeMember>;
  /** Removed by removeBot(): the next READY leaves the guild out. */
  botRemoved?: boolean;
}

/** A public thread: a channel under a text channel, as Discord returns it. */
export interface FakeThread extends Omit<FakeChannel, "type" | "parent_id"> {
  type: 11;
  parent_id: string;
  owner_id: string;
  thread_metadata: { archived: boolean; auto_archive_duration: number; archive_timestamp: string; locked: boolean };
  member_count: number;
  message_count: number;
}

/** An embed as the bot sent it; the common fields are typed, the rest stays reachable. */
export interface Embed {
  title?: string;
  description?: string;
  color?: number;
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string };
  image?: { url: string };
  [key: string]: unknown;
}

/** A message component (action row, button, select, text input, label, ...). */
export interface Component {
  type: number;
  custom_id?: string;
  label?: string;
  style?: number;
  disabled?: boolean;
  value?: string;
  components?: Component[];
  component?: Component;
  [key: string]: unknown;
}

/** The body of a message or interaction callback as the bot sent it. */
export interface SentBody {
  content?: string;
  embeds?: Embed[];
  components?: Component[];
  flags?: number;
  attachments?: { id: number | string; filename?: string; description?: string }[];
  message_reference?: { message_id: string; channel_id?: string };
  nonce?: string | number;
  enforce_nonce?: boolean;
  /** Modals (callback type 9). */
  custom_id?: string;
  title?: string;
  /** Autocomplete results (callback type 8). */
  choices?: { name: string; value: string | number }[];
  [key: string]: unknown;
}

export interface StoredAttachment {
  id: string;
  filename: string;
  size: number;
  content_type: string;
  description?: string;
  url: string;
  proxy_url: string;
}

export interface Reaction {
  emoji: { id: null; name: string };
  count: number;
  me: boolean;
}

export interface StoredMessage {
  id: string;
  channel_id: string;
  /** Absent in a direct message. */
  guild_id?: string;
  author: FakeUser;
  member?: Omit<FakeMember, "user">;
  content: string;
  timestamp: string;
  edited_timestamp: string | null;
  tts: boolean;
  mention_everyone: boolean;
  mentions: FakeUser[];
  mention_roles: string[];
  attachments: StoredAttachment[];
  embeds: Embed[];
  components: Component[];
  reactions: Reaction[];
  pinned: boolean;
  type: number;
  flags: number;
  webhook_id?: string;
  application_id?: string;
  message_reference?: { message_id: string; channel_id: string; guild_id?: string };
}

/** A file the bot uploaded in a multipart request. */
export interface RecordedFile {
  field: string;
  name: string;
  contentType: string;
  size: number;
  /** The attachment's description (alt text) from payload_json, if any. */
  description?: string;
  data: Buffer;
}

/** One REST call the bot made, as the fake answered it. */
export interface RecordedCall {
  method: string;
  /** Decoded path after /api/v10, e.g. "/webhooks/1/tok/messages/@original". */
  path: string;
  query: Record<string, string>;
  body: JsonValue;
  files: RecordedFile[];
  status: number;
  /** The interaction this call belongs to (callbacks and webhook calls with its token). */
  interactionId?: string;
  /** The message this call created, edited or fetched. */
  message?: StoredMessage;
  /** The call was handled but its response never sent (see dropResponseNext). */
  dropped?: true;
}

/** The bot's answer to an interaction: the callback type and its data. */
export interface InteractionCallback {
  type: number;
  data: SentBody;
  files: RecordedFile[];
  /** The message the callback made or updated (types 4, 5, 6, 7). */
  message?: StoredMessage;
}

export interface RegisteredCommand {
  id: string;
  application_id: string;
  guild_id?: string;
  name: string;
  type: number;
  description: string;
  options?: CommandOptionDef[];
  version: string;
  [key: string]: unknown;
}

export interface CommandOptionDef {
  type: number;
  name: string;
  options?: CommandOptionDef[];
  [key: string]: unknown;
}

/** The IDENTIFY payload the bot sent on the gateway. */
export interface IdentifyPayload {
  token: string;
  intents: number;
  shard?: [number, number];
  properties: Record<string, string>;
  [key: string]: unknown;
}

/** Which REST calls a planted fault or dropped response applies to. */
export interface CallMatch {
  method?: string;
  pathIncludes: string;
}

/** A planned REST failure: the next call that matches answers with this error. */
export interface Fault {
  method?: string;
  pathIncludes: string;
  status: 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
  code?: number;
  message?: string;
  /** Seconds, as Discord sends it; 429 only. */
  retryAfter?: number;
}
