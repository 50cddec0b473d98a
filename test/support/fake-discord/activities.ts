// The Activity side of the fake: instances (one per channel, as Discord keeps them), the OAuth2
// codes the SDK's authorize() would have been given, and the access tokens swapped for them.

import { randomBytes } from "node:crypto";

export interface ActivityLocation {
  id: string;
  /** "gc": a server's channel; "pc": a private channel (a DM or group DM). */
  kind: "gc" | "pc";
  channel_id: string;
  guild_id?: string;
}

/** As GET /applications/{id}/activity-instances/{instance_id} returns it. */
export interface ActivityInstance {
  application_id: string;
  instance_id: string;
  launch_id: string;
  location: ActivityLocation;
  users: string[];
}

const secret = (): string => randomBytes(24).toString("base64url");

export class Activities {
  readonly instances = new Map<string, ActivityInstance>();
  /** Codes waiting to be swapped, each once: code → user id. */
  private readonly codes = new Map<string, string>();
  /** Access tokens issued: token → user id. */
  private readonly tokens = new Map<string, string>();
  /** The application's OAuth2 client secret (Developer Portal → OAuth2). */
  readonly clientSecret = secret();

  constructor(
    private readonly applicationId: string,
    private readonly nextId: () => string,
  ) {}

  /** The user launches the Activity in a channel (of `guildId`, null in a DM): Discord's
   *  instance there, made if none runs. */
  start(userId: string, channelId: string, guildId: string | null): ActivityInstance {
    const running = [...this.instances.values()].find((i) => i.location.channel_id === channelId);
    if (running) return this.join(userId, running.instance_id);
    const locationId = guildId === null ? `pc-${channelId}` : `gc-${guildId}-${channelId}`;
    const location: ActivityLocation = guildId === null ? { id: locationId, kind: "pc", channel_id: channelId } : { id: locationId, kind: "gc", channel_id: channelId, guild_id: guildId };
    const instance: ActivityInstance = { application_id: this.applicationId, instance_id: `i-${this.nextId()}-${locationId}`, launch_id: this.nextId(), location, users: [userId] };
    this.instances.set(instance.instance_id, instance);
    return instance;
  }

  join(userId: string, instanceId: string): ActivityInstance {
    const instance = this.instance(instanceId);
    if (!instance.users.includes(userId)) instance.users.push(userId);
    return instance;
  }

  /** The user closes the Activity; the instance ends with its last user. */
  leave(userId: string, instanceId: string): void {
    const instance = this.instance(instanceId);
    instance.users = instance.users.filter((id) => id !== userId);
    if (instance.users.length === 0) this.instances.delete(instanceId);
  }

  /** The code the SDK's authorize() hands the page once the user allows the application. */
  authorize(userId: string): string {
    const code = secret();
    this.codes.set(code, userId);
    return code;
  }

  /** Spends a code (once) for an access token; undefined for a code never issued or used. */
  redeem(code: string): string | undefined {
    const userId = this.codes.get(code);
    if (userId === undefined) return undefined;
    this.codes.delete(code);
    const token = secret();
    this.tokens.set(token, userId);
    return token;
  }

  /** The user an access token speaks for. */
  holder(token: string): string | undefined {
    return this.tokens.get(token);
  }

  private instance(instanceId: string): ActivityInstance {
    const instance = this.instances.get(instanceId);
    if (!instance) throw new Error(`fake Discord: no activity instance ${instanceId}`);
    return instance;
  }
}
