// Routes about the bot itself and its servers: gateway discovery, users (the bot's own
// /users/@me is in rest-oauth.ts, beside a Bearer token's), the application,
// command registration and guild lookups.

import { CommandError, EntryPointRemoved } from "./commands.ts";
import { ApiError, type RestContext, type RestRequest, type RestReply, type Route } from "./rest-router.ts";
import type { FakeGuild } from "./types.ts";

/** The application flag of an app with Activities. */
const EMBEDDED = 1 << 17;

export function applicationRoutes(ctx: RestContext): Route[] {
  const { world, commands } = ctx;

  const checkApp = (id: string) => {
    if (id !== world.applicationId) throw new ApiError(404, 10002, "Unknown Application");
  };

  const guildWith = (id: string): FakeGuild => {
    const guild = world.guild(id);
    if (!guild) throw new ApiError(404, 10004, "Unknown Guild");
    return guild;
  };

  /** Command writes: a bad definition is a 400 Invalid Form Body, as on Discord. */
  const commandWrite =
    (write: (request: RestRequest, guildId: string | undefined) => unknown) =>
    (request: RestRequest): RestReply => {
      checkApp(request.params.app);
      const guildId = request.params.guild === undefined ? undefined : guildWith(request.params.guild).id;
      try {
        return { body: write(request, guildId) };
      } catch (error) {
        if (error instanceof CommandError) throw new ApiError(400, 50035, error.message);
        if (error instanceof EntryPointRemoved) throw new ApiError(400, 50240, error.message);
        throw error;
      }
    };

  const commandList = ({ params }: RestRequest): RestReply => {
    checkApp(params.app);
    return { body: commands.list(params.guild === undefined ? undefined : guildWith(params.guild).id) };
  };

  const replace = commandWrite(({ body }, guildId) => commands.replace(guildId, body));
  const upsert = commandWrite(({ body }, guildId) => commands.upsert(guildId, body));
  const edit = commandWrite(({ body, params }, guildId) => {
    const edited = commands.edit(guildId, params.command, body);
    if (!edited) throw new ApiError(404, 10063, "Unknown application command");
    return edited;
  });

  return [
    {
      method: "GET",
      pattern: "/gateway/bot",
      handle: () => ({
        body: {
          url: ctx.gatewayUrl(),
          shards: ctx.shards,
          session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: ctx.maxConcurrency },
        },
      }),
    },
    { method: "GET", pattern: "/gateway", handle: () => ({ body: { url: ctx.gatewayUrl() } }) },
    {
      method: "GET",
      pattern: "/users/:user",
      handle: ({ params }) => {
        const user = world.users.get(params.user);
        if (!user) throw new ApiError(404, 10013, "Unknown User");
        return { body: user };
      },
    },
    {
      method: "GET",
      pattern: "/applications/@me",
      handle: () => ({ body: { id: world.applicationId, name: world.bot.username, bot: world.bot, flags: world.activitiesEnabled ? EMBEDDED : 0, bot_public: true } }),
    },
    { method: "PUT", pattern: "/applications/:app/commands", handle: replace },
    { method: "PUT", pattern: "/applications/:app/guilds/:guild/commands", handle: replace },
    { method: "POST", pattern: "/applications/:app/commands", handle: upsert },
    { method: "POST", pattern: "/applications/:app/guilds/:guild/commands", handle: upsert },
    { method: "PATCH", pattern: "/applications/:app/commands/:command", handle: edit },
    { method: "PATCH", pattern: "/applications/:app/guilds/:guild/commands/:command", handle: edit },
    { method: "GET", pattern: "/applications/:app/commands", handle: commandList },
    { method: "GET", pattern: "/applications/:app/guilds/:guild/commands", handle: commandList },
    { method: "GET", pattern: "/guilds/:guild", handle: ({ params }) => ({ body: world.guildPayload(guildWith(params.guild)) }) },
    { method: "GET", pattern: "/guilds/:guild/channels", handle: ({ params }) => ({ body: guildWith(params.guild).channels }) },
    {
      method: "GET",
      pattern: "/guilds/:guild/roles",
      handle: ({ params }) => {
        const guild = guildWith(params.guild);
        return { body: [guild.everyone, guild.adminRole, guild.botRole] };
      },
    },
    {
      method: "GET",
      pattern: "/guilds/:guild/members/:user",
      handle: ({ params }) => {
        const member = guildWith(params.guild).members.get(params.user);
        if (!member) throw new ApiError(404, 10007, "Unknown Member");
        return { body: member };
      },
    },
  ];
}
