// The Gateway: HELLO, heartbeats, IDENTIFY -> READY + GUILD_CREATE, RESUME -> RESUMED, member
// chunks, and dispatches to the connected bot. Plain JSON text frames, no compression.

import type { Server } from "node:http";
import { WebSocket, WebSocketServer } from "ws";
import type { FakeGuild, IdentifyPayload, Payload, StoredMessage } from "./types.ts";
import type { World } from "./world.ts";

const Op = { Dispatch: 0, Heartbeat: 1, Identify: 2, Resume: 6, RequestMembers: 8, InvalidSession: 9, Hello: 10, HeartbeatAck: 11 };
const Intent = { GuildMessages: 1 << 9, MessageContent: 1 << 15 };

interface Session {
  socket: WebSocket;
  seq: number;
  id?: string;
  shard: [number, number];
  intents: number;
}

export class Gateway {
  readonly identifies: IdentifyPayload[] = [];
  private readonly sessions = new Set<Session>();
  private readonly resumable = new Map<string, { shard: [number, number]; intents: number }>();
  private readyWaiters: (() => void)[] = [];
  private readonly server: WebSocketServer;

  constructor(
    httpServer: Server,
    private readonly world: World,
    private readonly heartbeatIntervalMs: number,
    private readonly url: () => string,
  ) {
    this.server = new WebSocketServer({ server: httpServer });
    this.server.on("connection", (socket) => this.open(socket));
  }

  /** Resolves once a bot has identified (or resumed) and received its guilds. */
  waitForReady(timeoutMs: number): Promise<void> {
    if (this.readySessions().length > 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`fake Discord: no bot became ready within ${timeoutMs} ms`)), timeoutMs);
      this.readyWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Send an event about a guild to the session whose shard holds it; throws if none is ready. */
  dispatch(event: string, data: Payload, guild: FakeGuild): void {
    if (!this.isConnected(guild)) throw new Error("fake Discord: no bot is connected; await fake.waitForReady() first");
    for (const session of this.readySessions().filter((s) => holds(s.shard, guild))) this.send(session, event, data);
  }

  isConnected(guild: FakeGuild): boolean {
    return this.readySessions().some((s) => holds(s.shard, guild));
  }

  /** MESSAGE_CREATE, filtered by the intents each session asked for, as Discord filters it. */
  announce(message: StoredMessage, guild: FakeGuild): void {
    for (const session of this.readySessions().filter((s) => holds(s.shard, guild))) {
      const visible = messageForIntents(message, session.intents, this.world.bot.id);
      if (visible) this.send(session, "MESSAGE_CREATE", visible);
    }
  }

  close(): Promise<void> {
    for (const session of this.sessions) session.socket.terminate();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private readySessions(): Session[] {
    return [...this.sessions].filter((s) => s.id !== undefined && s.socket.readyState === WebSocket.OPEN);
  }

  private open(socket: WebSocket): void {
    const session: Session = { socket, seq: 0, shard: [0, 1], intents: 0 };
    this.sessions.add(session);
    socket.on("close", () => this.sessions.delete(session));
    socket.on("message", (raw) => this.receive(session, JSON.parse(String(raw)) as { op: number; d: Payload }));
    socket.send(JSON.stringify({ op: Op.Hello, d: { heartbeat_interval: this.heartbeatIntervalMs }, s: null, t: null }));
  }

  private receive(session: Session, { op, d }: { op: number; d: Payload }): void {
    if (op === Op.Heartbeat) session.socket.send(JSON.stringify({ op: Op.HeartbeatAck }));
    if (op === Op.Identify) this.identify(session, d as IdentifyPayload);
    if (op === Op.Resume) this.resume(session, String(d.session_id));
    if (op === Op.RequestMembers) this.sendMembers(session, d);
  }

  private identify(session: Session, identify: IdentifyPayload): void {
    this.identifies.push(identify);
    session.id = this.world.nextId();
    session.shard = identify.shard ?? [0, 1];
    session.intents = identify.intents;
    this.resumable.set(session.id, { shard: session.shard, intents: session.intents });
    const guilds = this.world.guilds.filter((g) => holds(session.shard, g) && !g.botRemoved);
    this.send(session, "READY", {
      v: 10,
      user: { ...this.world.bot, verified: true, mfa_enabled: false, flags: 0 },
      session_id: session.id,
      resume_gateway_url: this.url(),
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      application: { id: this.world.applicationId, flags: 0 },
      shard: session.shard,
      private_channels: [],
    });
    for (const guild of guilds) this.send(session, "GUILD_CREATE", this.world.guildCreatePayload(guild));
    this.becameReady();
  }

  private resume(session: Session, sessionId: string): void {
    const previous = this.resumable.get(sessionId);
    if (!previous) {
      session.socket.send(JSON.stringify({ op: Op.InvalidSession, d: false }));
      return;
    }
    Object.assign(session, { id: sessionId, ...previous });
    this.send(session, "RESUMED", {});
    this.becameReady();
  }

  private sendMembers(session: Session, request: Payload): void {
    const guild = this.world.guild(String(request.guild_id));
    if (!guild) return;
    const wanted = Array.isArray(request.user_ids) ? request.user_ids.map(String) : undefined;
    const query = typeof request.query === "string" ? request.query.toLowerCase() : "";
    const members = [...guild.members.values()].filter((m) =>
      wanted ? wanted.includes(m.user.id) : m.user.username.toLowerCase().startsWith(query),
    );
    this.send(session, "GUILD_MEMBERS_CHUNK", {
      guild_id: guild.id,
      members,
      chunk_index: 0,
      chunk_count: 1,
      not_found: wanted ? wanted.filter((id) => !guild.members.has(id)) : [],
      ...(request.nonce !== undefined ? { nonce: request.nonce } : {}),
    });
  }

  private becameReady(): void {
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const wake of waiters) wake();
  }

  private send(session: Session, event: string, data: object): void {
    session.seq += 1;
    session.socket.send(JSON.stringify({ op: Op.Dispatch, t: event, s: session.seq, d: data }));
  }
}

/** Discord's shard formula: (guild_id >> 22) % shard_count. */
function holds([shard, count]: [number, number], guild: FakeGuild): boolean {
  return Number((BigInt(guild.id) >> 22n) % BigInt(count)) === shard;
}

/** Without GuildMessages no message events; without MessageContent the text of messages that
 *  do not mention the bot is blanked. The bot always sees its own messages in full. */
function messageForIntents(message: StoredMessage, intents: number, botId: string): StoredMessage | undefined {
  if (!(intents & Intent.GuildMessages)) return undefined;
  const readable =
    intents & Intent.MessageContent || message.author.id === botId || message.mentions.some((u) => u.id === botId);
  return readable ? message : { ...message, content: "", embeds: [], attachments: [], components: [] };
}
