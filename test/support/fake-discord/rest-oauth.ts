// Routes an Activity's server uses: OAuth2's code-for-token swap, the user a Bearer token speaks
// for, and the activity-instance lookup (bot token only). OAuth2 errors have OAuth's shape
// ({error, error_description}), not the API's {code, message}.

import { ApiError, type RestContext, type RestRequest, type RestReply, type Route } from "./rest-router.ts";

const oauthError = (status: number, error: string, description: string): RestReply => ({ status, body: { error, error_description: description } });

const bearerOf = (request: RestRequest): string | undefined => /^Bearer (.+)$/u.exec(request.authorization ?? "")?.[1];

export function oauthRoutes({ world }: RestContext): Route[] {
  const { activities } = world;

  const token = ({ sent }: RestRequest): RestReply => {
    if (sent.client_id !== world.applicationId || sent.client_secret !== activities.clientSecret) return oauthError(401, "invalid_client", "Invalid client");
    if (sent.grant_type !== "authorization_code") return oauthError(400, "unsupported_grant_type", 'Unsupported grant type');
    const accessToken = typeof sent.code === "string" ? activities.redeem(sent.code) : undefined;
    if (accessToken === undefined) return oauthError(400, "invalid_grant", 'Invalid "code" in request.');
    return { body: { access_token: accessToken, token_type: "Bearer", expires_in: 604_800, refresh_token: `refresh-${accessToken}`, scope: "identify guilds applications.commands" } };
  };

  /** A Bearer token: the user it speaks for; the bot's own token: the bot. */
  const me = (request: RestRequest): RestReply => {
    const bearer = bearerOf(request);
    if (bearer === undefined) return { body: world.bot };
    const userId = activities.holder(bearer);
    if (userId === undefined) throw new ApiError(401, 0, "401: Unauthorized");
    return { body: world.user(userId) };
  };

  const instance = (request: RestRequest): RestReply => {
    if (!request.authorization?.startsWith("Bot ")) throw new ApiError(401, 0, "401: Unauthorized");
    if (request.params.app !== world.applicationId) throw new ApiError(404, 10002, "Unknown Application");
    const found = activities.instances.get(request.params.instance ?? "");
    if (!found) throw new ApiError(404, 10002, "Unknown Activity Instance");
    return { body: found };
  };

  return [
    { method: "POST", pattern: "/oauth2/token", handle: token },
    { method: "GET", pattern: "/users/@me", handle: me },
    { method: "GET", pattern: "/applications/:app/activity-instances/:instance", handle: instance },
  ];
}
