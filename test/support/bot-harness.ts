// End-to-end tests of the bot: the real createBot against the fake Discord, a database file
// in a temp directory (or a store engine's fresh database), and short ways to act as users
// and read what the bot said.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COMMANDS } from "../../commands/index.ts";
import { createBot, type Bot } from "../../src/discord/bot.ts";
import { deployCommands } from "../../src/discord/deploy.ts";
import type { ManualClock } from "../../src/games/engine/clock.ts";
import type { Clock, Logger, RoundWatch, Store } from "../../src/games/engine/ports.ts";
import type { StoreEngine } from "./postgres.ts";
import { allComponents, FakeDiscord, textOf, type FakeUser, type InteractionCallback, type OptionValue, type RecordedCall, type StoredMessage } from "./fake-discord/index.ts";

export const TOKEN = "fake.bot.token";
const EPHEMERAL = 64;

export interface LogEntry {
  readonly level: "info" | "warn" | "error";
  readonly context: object;
  readonly message: string;
}

/** A Logger that keeps what it is told, for assertions. */
export class RecordingLogger implements Logger {
  readonly entries: LogEntry[] = [];
  info(context: object, message: string): void {
    this.entries.push({ level: "info", context, message });
  }
  warn(context: object, message: string): void {
    this.entries.push({ level: "warn", context, message });
  }
  error(context: object, message: string): void {
    this.entries.push({ level: "error", context, message });
  }
  errors(): LogEntry[] {
    return this.entries.filter((e) => e.level === "error");
  }
}

export interface HarnessOptions {
  readonly readMessages?: boolean;
  /** Live play served beside the bot: boards offer Play live (the deploy stays guild-only). */
  readonly livePlay?: boolean;
  /** Hears of every round (live play's hub). */
  readonly watch?: RoundWatch;
  /** A fake Discord the test started (and set up) itself; the harness still stops it. */
  readonly fake?: FakeDiscord;
  readonly clock?: Clock;
  /** Seeds for the rounds, in order (then random). */
  readonly seeds?: readonly number[];
  /** How long discord.js waits for a response before retrying (default 15 s). */
  readonly restTimeoutMs?: number;
  readonly fatal?: (reason: string) => void;
  /** The engine whose fresh database the bot runs on (each bot a new connection to it),
   *  dropped when the test ends, so started inside a test; without it, a SQLite file at `databasePath`. */
  readonly engine?: StoreEngine;
}

export interface CommandInput {
  readonly channelId?: string;
  readonly subcommand?: string;
  readonly subcommandGroup?: string;
  readonly options?: Record<string, OptionValue>;
}

export class Harness {
  bot!: Bot;
  readonly logger = new RecordingLogger();
  readonly alice: FakeUser;
  readonly bob: FakeUser;
  readonly admin: FakeUser;

  private constructor(
    readonly fake: FakeDiscord,
    readonly databasePath: string,
    private readonly dir: string,
    private readonly options: HarnessOptions,
    private readonly openStore: (() => Promise<Store>) | null,
  ) {
    this.alice = fake.addUser("alice");
    this.bob = fake.addUser("bob");
    this.admin = fake.addUser("admin", { admin: true });
  }

  static async start(options: HarnessOptions = {}): Promise<Harness> {
    const fake = options.fake ?? (await FakeDiscord.start());
    const dir = mkdtempSync(join(tmpdir(), "lexicord-bot-"));
    const harness = new Harness(fake, join(dir, "lexicord.db"), dir, options, options.engine ? await options.engine.database() : null);
    harness.bot = await harness.newBot(options.clock);
    await deployCommands({ token: TOKEN, applicationId: fake.applicationId, guildId: fake.guild.id, apiUrl: fake.apiUrl }, COMMANDS);
    await harness.bot.start();
    return harness;
  }

  /** The channel rounds are played in unless a test says otherwise. */
  get games(): string {
    return this.fake.channelId("games");
  }

  /** Stops the bot and starts a new one on the same database (a restart); `whileDown` runs between. */
  async restart(clock?: Clock, whileDown = (): void => {}): Promise<void> {
    await this.bot.stop();
    whileDown();
    this.bot = await this.newBot(clock);
    await this.bot.start();
  }

  /** The process dies where it stands: timers gone, nothing more delivered, no goodbyes;
   *  then a new bot starts on the same database. `whileDown` runs between. */
  async crashAndRestart(clock?: Clock, whileDown = (): void => {}): Promise<void> {
    this.bot.engine.close();
    this.bot.poster.close();
    this.bot.versus.close();
    this.bot.seasons.close();
    await this.bot.client.destroy();
    await this.bot.store.close();
    whileDown();
    this.bot = await this.newBot(clock);
    await this.bot.start();
  }

  async stop(): Promise<void> {
    await this.bot.stop();
    await this.fake.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  command(user: FakeUser, name: string, input: CommandInput = {}): string {
    return this.fake.sendSlashCommand({ user, name, channelId: input.channelId ?? this.games, ...input });
  }

  /** The text a user was told privately in answer to an interaction. */
  async privateReply(interactionId: string): Promise<string> {
    const answer = await this.fake.waitForInteractionResponse(interactionId);
    if (answer.type === 4) {
      if (!((answer.data.flags ?? 0) & EPHEMERAL)) throw new Error(`reply was public: ${answer.data.content}`);
      return answer.data.content ?? "";
    }
    const deferredPrivately = answer.type === 5 && ((answer.data.flags ?? 0) & EPHEMERAL) !== 0;
    const call = deferredPrivately ? await this.edited(interactionId) : await this.followUp(interactionId);
    if (!call.message || !(call.message.flags & EPHEMERAL)) throw new Error("the answer was not private");
    return call.message.content;
  }

  /** The message a deferred interaction ended up as (its edited original). */
  async edited(interactionId: string): Promise<RecordedCall> {
    return this.fake.waitFor(
      (c) => c.interactionId === interactionId && c.method === "PATCH" && c.path.endsWith("/messages/@original") && c.status < 300,
      5000,
      `edit of interaction ${interactionId}'s reply`,
    );
  }

  async followUp(interactionId: string): Promise<RecordedCall> {
    return this.fake.waitFor(
      (c) => c.interactionId === interactionId && c.method === "POST" && c.path.startsWith("/webhooks/") && c.status < 300,
      5000,
      `followUp for interaction ${interactionId}`,
    );
  }

  /** How a deferred interaction ended: its reply edited (PATCH) or a followUp (POST). */
  async settled(interactionId: string): Promise<RecordedCall> {
    const edit = (c: RecordedCall) => c.method === "PATCH" && c.path.endsWith("/messages/@original");
    const followUp = (c: RecordedCall) => c.method === "POST" && c.path.startsWith("/webhooks/");
    return this.fake.waitFor(
      (c) => c.interactionId === interactionId && c.status < 300 && (edit(c) || followUp(c)),
      5000,
      `the end of interaction ${interactionId}`,
    );
  }

  /** The message a command's deferred reply became: the board or results. */
  async publicReply(interactionId: string): Promise<StoredMessage> {
    const answer: InteractionCallback = await this.fake.waitForInteractionResponse(interactionId);
    if (answer.type === 4 && answer.message) return answer.message;
    const call = await this.edited(interactionId);
    if (!call.message) throw new Error("no message");
    return call.message;
  }

  /** Clicks a button and waits for the bot's callback. */
  async click(user: FakeUser, message: StoredMessage | string, customId: string): Promise<InteractionCallback & { id: string }> {
    const id = this.fake.clickButton({ user, message, customId });
    return { id, ...(await this.fake.waitForInteractionResponse(id)) };
  }

  /** A message as it stands now, after the bot's edits. */
  current(message: StoredMessage | string): StoredMessage {
    const id = typeof message === "string" ? message : message.id;
    const now = this.fake.message(id);
    if (!now) throw new Error(`message ${id} is gone`);
    return now;
  }

  /** Waits until the bot has nothing left in flight (announcements, timers' work), versus games' too. */
  async settle(): Promise<void> {
    await this.bot.engine.idle();
    await this.bot.versus.idle();
    await this.bot.seasons.idle();
  }

  /** Moves the clock `ms` on, `stepMs` at a time, letting the bot act at each step. */
  async pass(clock: ManualClock, ms: number, stepMs = 1000): Promise<void> {
    for (let passed = 0; passed < ms; passed += stepMs) {
      clock.advance(stepMs);
      await this.settle();
    }
  }

  private async newBot(clock?: Clock): Promise<Bot> {
    const seeds = [...(this.options.seeds ?? [])];
    const store = this.openStore ? { store: await this.openStore(), ownsStore: true } : { databasePath: this.databasePath };
    return createBot({
      token: TOKEN,
      commands: COMMANDS,
      applicationId: this.fake.applicationId,
      apiUrl: this.fake.apiUrl,
      ...store,
      spoolDir: this.dir,
      readMessages: this.options.readMessages ?? false,
      livePlay: this.options.livePlay ?? false,
      ...(this.options.watch ? { watch: this.options.watch } : {}),
      ...(this.options.restTimeoutMs ? { restTimeoutMs: this.options.restTimeoutMs } : {}),
      ...(this.options.fatal ? { fatal: this.options.fatal } : {}),
      logger: this.logger,
      ...(clock ? { clock } : {}),
      newSeed: () => seeds.shift() ?? Math.floor(Math.random() * 2 ** 32),
    });
  }
}

const BUTTON = 2;

/** The labels of a message's buttons, nested ones (Components V2) included, in order. */
export function buttonLabels(message: StoredMessage): string[] {
  return allComponents(message.components).flatMap((c) => (c.type === BUTTON && c.label !== undefined ? [c.label] : []));
}

function button(message: StoredMessage, label: string) {
  const found = allComponents(message.components).find((c) => c.type === BUTTON && c.label === label);
  if (!found) throw new Error(`no button "${label}" on message ${message.id}: ${JSON.stringify(message.components)}`);
  return found;
}

/** A component's custom id on a message, found by its label. */
export function buttonId(message: StoredMessage, label: string): string {
  const id = button(message, label).custom_id;
  if (!id) throw new Error(`button "${label}" has no custom id`);
  return id;
}

export function isDisabled(message: StoredMessage, label: string): boolean {
  return button(message, label).disabled === true;
}

/** A Components V2 message's heading: its "## " text display, without the marks. */
export function titleOf(message: StoredMessage): string | undefined {
  return textOf(message).split("\n").find((line) => line.startsWith("## "))?.slice(3);
}

/** A round message's alt texts: every media gallery item's description. */
export function galleryAlts(message: StoredMessage): string[] {
  return allComponents(message.components).flatMap((c) => (c.type === 12 ? (c.items as { description?: string }[]).map((i) => i.description ?? "") : []));
}
