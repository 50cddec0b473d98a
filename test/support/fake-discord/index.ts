/**
 * FakeDiscord: a loopback HTTP + Gateway server that the real, unmodified discord.js client logs
 * in to, so end-to-end tests can play users and assert on what the bot said.
 *
 *   const fake = await FakeDiscord.start({ guilds?: [{ name?, channels?: ["general", ...] }],
 *                                          botName?, heartbeatIntervalMs? });
 *   const client = new Client({ intents, rest: { api: fake.apiUrl } });   // also new REST({ api })
 *   await client.login("any-token"); await fake.waitForReady();
 *   ...
 *   await client.destroy(); await fake.stop();
 *
 * World
 *   fake.bot, fake.applicationId, fake.guild (the first), fake.guilds, fake.channelId("games")
 *   fake.addUser(name, { admin? }) -> FakeUser, a member of every guild
 *   fake.removeBot(guildId?) / fake.addBot(guildId?)  GUILD_DELETE / GUILD_CREATE for the bot
 *   fake.setNickname(user, nick, guildId?)  the member's nick (sent with members from then on)
 *   fake.setAdmin(user, admin, guildId?)  gives/takes the Admin role (Manage Guild, 0x20);
 *     interaction member.permissions follows. The guild owner is a separate user, fake.owner.
 *
 * Acting as users (each dispatches to the bot and returns the interaction or message id; each
 * throws at once if no bot is connected or the action is impossible)
 *   fake.sendSlashCommand({ user, name, channelId?, subcommandGroup?, subcommand?, options? })
 *     options: { name: string | number | boolean | FakeUser }. Types come from the bot's
 *     registered command when there is one (an unknown option then throws), else are guessed:
 *     string 3, integer 4, other number 10, boolean 5, FakeUser 6.
 *   fake.sendAutocomplete({ ...same, focused: "optionName" })     answered with callback type 8
 *   fake.clickButton({ user, message, customId })                  message: StoredMessage | id
 *   fake.chooseFromMenu({ user, message, customId, values })        string select
 *   fake.submitModal({ user, customId, fields: { inputId: "text" } })  the bot must have shown it
 *   fake.sendMessageContextMenu({ user, targetMessage, name })
 *   fake.sendMessage({ user, content, channelId? })                MESSAGE_CREATE (kept, not sent, in a DM)
 *   fake.dmChannelId(user): a channel id for commands and messages in the user's DM with the bot
 *
 * Observing the bot
 *   await fake.waitForInteractionResponse(id, timeoutMs?) -> { type, data, files, message? }
 *     callback types: 4 reply, 5 defer, 6 deferred update, 7 update, 8 autocomplete, 9 modal
 *   await fake.waitFor(call => boolean, timeoutMs?) -> RecordedCall  (past or future calls)
 *   fake.calls: RecordedCall[] { method, path (decoded, after /api/v10), query, body, files,
 *     status, interactionId?, message? }   files: { name, size, contentType, description, data }
 *   fake.messages(channelId): StoredMessage[], oldest first (ephemeral ones excluded)
 *   fake.message(id), fake.commands(guildId?), fake.identifies / fake.lastIdentify (intents)
 *   fake.unknownRoutes: string[]   routes the fake could not serve; assert it stays empty
 *   fake.acknowledgementMs(id): milliseconds from sending an interaction to the bot's callback,
 *     or undefined while unacknowledged (Discord allows 3 s; the fake does not enforce it)
 *
 * Activities (Discord's side of live play; see activities.ts)
 *   fake.clientSecret: the application's OAuth2 client secret (DISCORD_CLIENT_SECRET)
 *   fake.startActivity(user, channelId) -> { instanceId }  the user opens the Activity there
 *     (joins the channel's instance if one runs; a DM's instance has no guild)
 *   fake.joinActivity(user, instanceId), fake.leaveActivity(user, instanceId)  (the last out ends it)
 *   fake.authorizeActivity(user) -> code  what the SDK's authorize() gives the page, usable once
 *   fake.sendEntryPoint({ user, channelId? })  the app's Entry Point from the App Launcher (must be registered)
 *   fake.launches: [{ userId, channelId, instanceId }]  the bot's LAUNCH_ACTIVITY callbacks (type 12),
 *     each starting or joining the channel's instance
 *   fake.setActivitiesEnabled(false): Entry Points refused (50035) and launches refused (400, 50039);
 *   fake.refuseActivitiesIn(channelId): launches there refused (400, 50024)
 *   Commands: an Entry Point (type 4) only global, one per app, with a description and handler 1|2;
 *     a bulk overwrite without the app's Entry Point is refused (400, 50240); PATCH edits one command
 *   REST: POST /oauth2/token (form: client_id, client_secret, grant_type=authorization_code, code;
 *     401 invalid_client, 400 invalid_grant), GET /users/@me with "Bearer <token>" (401 unknown),
 *     GET /applications/:id/activity-instances/:instance (bot token only; 404 unknown)
 *
 * Faults
 *   fake.failNext({ method?, pathIncludes, status: 403 | 404 | 429 | 500 | ..., code?,
 *     message?, retryAfter? (seconds) })   the next matching REST call fails like Discord.
 *   const end = fake.outage({ ...same })   every matching call fails until end() is called.
 *   fake.dropResponseNext({ method?, pathIncludes })   the next matching call is carried out
 *     (a message is posted) but no response is ever sent; the call is recorded with dropped.
 *   A message posted with a nonce and enforce_nonce, as an earlier one by the bot in the same
 *   channel within 5 minutes, returns that message instead of posting again (like Discord).
 *
 * Like Discord, the fake rejects a second acknowledgement (40060), followUps before one
 * (10015), callback types the interaction does not allow, and invalid command definitions
 * (50035). MESSAGE_CREATE honours the intents: none without GuildMessages, blank content
 * without MessageContent unless the bot is mentioned. The bot's own non-ephemeral messages are
 * echoed to it, as Discord does.
 */

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CommandRegistry } from "./commands.ts";
import { Gateway } from "./gateway.ts";
import { InteractionLog } from "./interactions.ts";
import { MessageStore } from "./messages.ts";
import { Recorder } from "./recorder.ts";
import { applicationRoutes } from "./rest-application.ts";
import { channelRoutes } from "./rest-channels.ts";
import { interactionRoutes } from "./rest-interactions.ts";
import { oauthRoutes } from "./rest-oauth.ts";
import type { RestContext } from "./rest-router.ts";
import { restHandler } from "./rest-server.ts";
import { snowflakeMaker } from "./snowflakes.ts";
import type {
  CallMatch,
  Fault,
  FakeGuild,
  FakeThread,
  FakeUser,
  IdentifyPayload,
  InteractionCallback,
  RecordedCall,
  RegisteredCommand,
  SentBody,
  StoredMessage,
} from "./types.ts";
import * as act from "./user-actions.ts";
import { World, type GuildSpec } from "./world.ts";

export type { OptionValue } from "./command-options.ts";
export { allComponents, COMPONENTS_V2, textOf } from "./components-v2.ts";
export type * from "./types.ts";
export type {
  AutocompleteInput,
  ChatMessageInput,
  ComponentInput,
  EntryPointInput,
  MenuInput,
  MessageContextMenuInput,
  ModalInput,
  SlashCommandInput,
} from "./user-actions.ts";
export type { GuildSpec } from "./world.ts";

export interface FakeDiscordOptions {
  /** Default: one guild, "Lexicord Test", with channels general, games, bots. */
  guilds?: GuildSpec[];
  botName?: string;
  /** The shard count GET /gateway/bot recommends (default 1); IDENTIFY's shard decides the guilds. */
  shards?: number;
  /** session_start_limit.max_concurrency that GET /gateway/bot gives (default 1). */
  maxConcurrency?: number;
  /** What HELLO tells the client; Discord's own is 41250. */
  heartbeatIntervalMs?: number;
}

const DEFAULT_WAIT_MS = 5000;

export class FakeDiscord {
  private readonly world: World;
  private readonly recorder = new Recorder();
  private readonly desk: act.Desk;
  private readonly http: Server;

  static async start(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
    const fake = new FakeDiscord(options);
    await new Promise<void>((resolve, reject) => {
      fake.http.once("error", reject);
      fake.http.listen(0, "127.0.0.1", resolve);
    });
    return fake;
  }

  private constructor(options: FakeDiscordOptions) {
    const nextId = snowflakeMaker();
    const world = new World(nextId, options.botName ?? "Lexicord", options.guilds ?? []);
    this.world = world;
    const messages = new MessageStore(nextId, () => this.baseUrl, (id) => world.users.get(id));
    this.http = createServer();
    const gateway = new Gateway(this.http, world, options.heartbeatIntervalMs ?? 41_250, () => this.gatewayUrl);
    this.desk = { world, messages, interactions: new InteractionLog(), commands: new CommandRegistry(nextId, world.applicationId, () => world.activitiesEnabled), gateway };
    const context: RestContext = {
      ...this.desk,
      gatewayUrl: () => this.gatewayUrl,
      shards: options.shards ?? 1,
      maxConcurrency: options.maxConcurrency ?? 1,
      announce: (message) => {
        const guild = message.guild_id === undefined ? undefined : world.guild(message.guild_id);
        if (guild) gateway.announce(message, guild);
      },
      threadCreated: (thread) => {
        const guild = world.guild(thread.guild_id);
        if (guild) gateway.dispatch("THREAD_CREATE", { ...thread, newly_created: true }, guild);
      },
    };
    const rest = restHandler([...oauthRoutes(context), ...applicationRoutes(context), ...channelRoutes(context), ...interactionRoutes(context)], this.recorder);
    this.http.on("request", (request, response) => void rest(request, response));
  }

  get apiUrl(): string {
    return `${this.baseUrl}/api`;
  }

  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  get bot(): FakeUser {
    return this.world.bot;
  }

  get owner(): FakeUser {
    return this.world.owner;
  }

  get applicationId(): string {
    return this.world.applicationId;
  }

  get guilds(): readonly FakeGuild[] {
    return this.world.guilds;
  }

  get guild(): FakeGuild {
    const [first] = this.world.guilds;
    if (!first) throw new Error("fake Discord: no guilds");
    return first;
  }

  get calls(): readonly RecordedCall[] {
    return this.recorder.calls;
  }

  get unknownRoutes(): readonly string[] {
    return this.recorder.unknownRoutes;
  }

  get identifies(): readonly IdentifyPayload[] {
    return this.desk.gateway.identifies;
  }

  get lastIdentify(): IdentifyPayload | undefined {
    return this.desk.gateway.identifies.at(-1);
  }

  /** The channel of a user's direct messages with the bot. */
  dmChannelId(user: FakeUser): string {
    return this.world.dmChannel(user.id);
  }

  /** A channel's id by name, in the first guild unless another is named. */
  channelId(name: string, guildId = this.guild.id): string {
    const channel = this.world.guild(guildId)?.channels.find((c) => c.name === name);
    if (!channel) throw new Error(`fake Discord: no channel #${name} in guild ${guildId}`);
    return channel.id;
  }

  /** The bot is removed from a guild (GUILD_DELETE, not an outage; left out of later READYs). */
  removeBot(guildId = this.guild.id): void {
    const guild = this.world.guild(guildId);
    if (!guild) throw new Error(`fake Discord: no guild ${guildId}`);
    guild.botRemoved = true;
    // With the bot down, it learns of this from its next READY.
    if (this.desk.gateway.isConnected(guild)) this.desk.gateway.dispatch("GUILD_DELETE", { id: guildId }, guild);
  }

  /** The bot is added to a guild again (GUILD_CREATE). */
  addBot(guildId = this.guild.id): void {
    const guild = this.world.guild(guildId);
    if (!guild) throw new Error(`fake Discord: no guild ${guildId}`);
    guild.botRemoved = false;
    this.desk.gateway.dispatch("GUILD_CREATE", this.world.guildCreatePayload(guild), guild);
  }

  addUser(name: string, options: { admin?: boolean } = {}): FakeUser {
    const user = this.world.addUser(name);
    if (options.admin) this.setAdmin(user, true);
    return user;
  }

  /** Adds permission bits to the bot's role in the first guild (e.g. to create threads). */
  grantBot(permissions: bigint): void {
    const role = this.guild.botRole;
    role.permissions = String(BigInt(role.permissions) | permissions);
  }

  get clientSecret(): string {
    return this.world.activities.clientSecret;
  }

  startActivity(user: FakeUser, channelId: string): { instanceId: string } {
    return this.world.startActivity(user.id, channelId);
  }

  joinActivity(user: FakeUser, instanceId: string): void {
    this.world.joinActivity(user.id, instanceId);
  }

  leaveActivity(user: FakeUser, instanceId: string): void {
    this.world.activities.leave(user.id, instanceId);
  }

  authorizeActivity(user: FakeUser): string {
    return this.world.authorizeActivity(user.id);
  }

  /** The threads the bot created under a channel, oldest first. */
  threadsOf(channelId: string): FakeThread[] {
    return this.guild.threads.filter((t) => t.parent_id === channelId);
  }

  /** The user's nickname in a guild (the first unless named); null takes it away. */
  setNickname(user: FakeUser, nick: string | null, guildId = this.guild.id): void {
    const guild = this.world.guild(guildId);
    if (!guild) throw new Error(`fake Discord: no guild ${guildId}`);
    this.world.member(guild, user.id).nick = nick;
  }

  /** Give or take the Admin role (Manage Guild) in one guild, or in all when none is named. */
  setAdmin(user: FakeUser, admin: boolean, guildId?: string): void {
    const guilds = this.world.guilds.filter((g) => guildId === undefined || g.id === guildId);
    for (const guild of guilds) this.world.setAdmin(user.id, admin, guild);
  }

  messages(channelId: string): StoredMessage[] {
    return this.desk.messages.inChannel(channelId);
  }

  message(id: string): StoredMessage | undefined {
    return this.desk.messages.get(id);
  }

  commands(guildId?: string): RegisteredCommand[] {
    return this.desk.commands.list(guildId);
  }

  waitForReady(timeoutMs = DEFAULT_WAIT_MS): Promise<void> {
    return this.desk.gateway.waitForReady(timeoutMs);
  }

  sendSlashCommand(input: act.SlashCommandInput): string {
    return act.sendSlashCommand(this.desk, input);
  }

  sendAutocomplete(input: act.AutocompleteInput): string {
    return act.sendAutocomplete(this.desk, input);
  }

  clickButton(input: act.ComponentInput): string {
    return act.clickButton(this.desk, input);
  }

  chooseFromMenu(input: act.MenuInput): string {
    return act.chooseFromMenu(this.desk, input);
  }

  submitModal(input: act.ModalInput): string {
    return act.submitModal(this.desk, input);
  }

  sendMessageContextMenu(input: act.MessageContextMenuInput): string {
    return act.sendMessageContextMenu(this.desk, input);
  }

  sendEntryPoint(input: act.EntryPointInput): string {
    return act.sendEntryPoint(this.desk, input);
  }

  /** Every Activity the bot launched (callback 12), oldest first, with the instance it started or joined. */
  get launches(): { userId: string; channelId: string; instanceId: string }[] {
    return this.desk.interactions.launches();
  }

  /** Activities switched on or off for the app (on by default): off, Discord refuses Entry Points and launches. */
  setActivitiesEnabled(enabled: boolean): void {
    this.world.activitiesEnabled = enabled;
  }

  /** Discord will not launch the Activity in this channel. */
  refuseActivitiesIn(channelId: string): void {
    this.world.noActivityChannels.add(channelId);
  }

  sendMessage(input: act.ChatMessageInput): string {
    return act.sendMessage(this.desk, input);
  }

  /** The bot's callback for an interaction; rejects at once if Discord would have refused it. */
  async waitForInteractionResponse(interactionId: string, timeoutMs = DEFAULT_WAIT_MS): Promise<InteractionCallback> {
    const prefix = `/interactions/${interactionId}/`;
    const settled = (c: RecordedCall) => c.status < 300 || (c.status >= 400 && c.status < 500 && c.status !== 429);
    const matches = (c: RecordedCall) => c.interactionId === interactionId && c.path.startsWith(prefix) && settled(c);
    const call = await this.recorder.waitFor(matches, timeoutMs, `callback for interaction ${interactionId}`, interactionId);
    const body = (call.body ?? {}) as SentBody;
    if (call.status >= 400) throw new Error(`fake Discord: the callback for interaction ${interactionId} failed with ${call.status}`);
    const message = call.message ? { message: call.message } : {};
    return { type: Number(body.type), data: (body.data ?? {}) as SentBody, files: call.files, ...message };
  }

  /** Milliseconds from sending the interaction to the bot's callback; undefined until it comes. */
  acknowledgementMs(interactionId: string): number | undefined {
    const record = this.desk.interactions.get(interactionId);
    return record?.acknowledgedAt === undefined ? undefined : record.acknowledgedAt - record.sentAt;
  }

  /** The first REST call, past or future, that matches. */
  waitFor(predicate: (call: RecordedCall) => boolean, timeoutMs = DEFAULT_WAIT_MS, what = "matching REST call"): Promise<RecordedCall> {
    return this.recorder.waitFor(predicate, timeoutMs, what);
  }

  failNext(fault: Fault): void {
    this.recorder.failNext(fault);
  }

  /** Every matching call fails like this until the returned function ends the outage. */
  outage(fault: Fault): () => void {
    return this.recorder.outage(fault);
  }

  /** The next matching call is carried out, but its response never arrives. */
  dropResponseNext(match: CallMatch): void {
    this.recorder.dropResponseNext(match);
  }

  async stop(): Promise<void> {
    this.recorder.close();
    await this.desk.gateway.close();
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  private get port(): number {
    return (this.http.address() as AddressInfo).port;
  }

  private get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }
}
