// Interaction routes: the callback that acknowledges an interaction, and the webhook routes
// (followUp, editReply, fetchReply, deleteReply) that use its token afterwards.

import { InteractionType, type InteractionRecord } from "./interactions.ts";
import { EPHEMERAL, LOADING } from "./messages.ts";
import { ApiError, type RestContext, type RestRequest, type RestReply, type Route } from "./rest-router.ts";
import type { RecordedFile, SentBody, StoredMessage } from "./types.ts";

export const Callback = { Reply: 4, DeferReply: 5, DeferUpdate: 6, Update: 7, Autocomplete: 8, Modal: 9, LaunchActivity: 12 } as const;

/** Which callbacks each interaction type allows. */
const ALLOWED: Record<number, number[]> = {
  [InteractionType.Command]: [Callback.Reply, Callback.DeferReply, Callback.Modal, Callback.LaunchActivity],
  [InteractionType.Component]: [Callback.Reply, Callback.DeferReply, Callback.DeferUpdate, Callback.Update, Callback.Modal, Callback.LaunchActivity],
  [InteractionType.Autocomplete]: [Callback.Autocomplete],
  [InteractionType.ModalSubmit]: [Callback.Reply, Callback.DeferReply, Callback.DeferUpdate, Callback.Update, Callback.LaunchActivity],
};

export function interactionRoutes(ctx: RestContext): Route[] {
  const { world, messages, interactions } = ctx;

  /** A message sent through the interaction; the channel sees it unless it is ephemeral. */
  const answerWith = (record: InteractionRecord, body: SentBody, files: RecordedFile[], flags = 0): StoredMessage => {
    const message = messages.create({
      channelId: record.channelId,
      guildId: record.inDm ? undefined : record.guild.id,
      author: world.bot,
      body,
      files,
      flags,
      applicationId: world.applicationId,
    });
    if (!(message.flags & EPHEMERAL)) ctx.announce(message);
    return message;
  };

  const callback = ({ params, query, sent, files }: RestRequest): RestReply => {
    const record = interactions.get(params.id);
    if (!record || record.token !== params.token) throw new ApiError(404, 10062, "Unknown interaction");
    if (record.acknowledged) throw new ApiError(400, 40060, "Interaction has already been acknowledged.");
    const type = Number(sent.type);
    if (!ALLOWED[record.type]?.includes(type)) {
      throw new ApiError(400, 50035, `Invalid Form Body: callback type ${type} is not allowed for interaction type ${record.type}`);
    }
    if (type === Callback.LaunchActivity) refuseLaunch(record);
    const data = (sent.data ?? {}) as SentBody;
    record.acknowledged = true;
    record.acknowledgedAt = performance.now();
    const original = respond(record, type, data, files);
    if (original) record.originalId = original.id;
    const reply = { interactionId: record.id, ...(original ? { message: original } : {}) };
    if (query.with_response !== "true") return { ...reply, status: 204 };
    return { ...reply, body: callbackResponse(record, type, original) };
  };

  /** Discord launches only for an app with Activities, in a channel that can host one. Which codes
   *  it gives is not documented: these are its nearest documented ones. */
  const refuseLaunch = (record: InteractionRecord): void => {
    if (!world.activitiesEnabled) throw new ApiError(400, 50039, "Invalid Activity Action");
    if (world.noActivityChannels.has(record.channelId)) throw new ApiError(400, 50024, "Cannot execute action on this channel type");
  };

  const respond = (record: InteractionRecord, type: number, data: SentBody, files: RecordedFile[]) => {
    switch (type) {
      case Callback.Reply:
        return answerWith(record, data, files);
      case Callback.DeferReply:
        return answerWith(record, { flags: data.flags ?? 0 }, [], LOADING);
      case Callback.DeferUpdate:
        return componentMessage(record);
      case Callback.Update:
        return messages.edit(componentMessage(record), data, files);
      case Callback.Modal:
        record.modal = data;
        return undefined;
      case Callback.LaunchActivity:
        record.launched = world.startActivity(record.user.id, record.channelId).instanceId;
        return undefined;
      default:
        return undefined; // autocomplete choices live only in the recorded call
    }
  };

  const componentMessage = (record: InteractionRecord): StoredMessage => {
    const message = record.message && messages.get(record.message.id);
    if (!message) throw new ApiError(400, 50035, "Invalid Form Body: this interaction has no message to update");
    return message;
  };

  const webhookRecord = ({ params }: RestRequest): InteractionRecord => {
    const record = interactions.withToken(params.token);
    if (params.app !== world.applicationId || !record || !record.acknowledged) {
      throw new ApiError(404, 10015, "Unknown Webhook");
    }
    return record;
  };

  const webhookMessage = (request: RestRequest): { record: InteractionRecord; message: StoredMessage } => {
    const record = webhookRecord(request);
    const id = request.params.message === "@original" ? record.originalId : request.params.message;
    const message = id === undefined ? undefined : messages.get(id);
    if (!message) throw new ApiError(404, 10008, "Unknown Message");
    return { record, message };
  };

  return [
    { method: "POST", pattern: "/interactions/:id/:token/callback", handle: callback },
    {
      method: "POST",
      pattern: "/webhooks/:app/:token",
      handle: (request) => {
        const record = webhookRecord(request);
        const message = answerWith(record, request.sent, request.files);
        return { body: message, message, interactionId: record.id };
      },
    },
    {
      method: "GET",
      pattern: "/webhooks/:app/:token/messages/:message",
      handle: (request) => {
        const { record, message } = webhookMessage(request);
        return { body: message, message, interactionId: record.id };
      },
    },
    {
      method: "PATCH",
      pattern: "/webhooks/:app/:token/messages/:message",
      handle: (request) => {
        const { record, message } = webhookMessage(request);
        messages.edit(message, request.sent, request.files);
        return { body: message, message, interactionId: record.id };
      },
    },
    {
      method: "DELETE",
      pattern: "/webhooks/:app/:token/messages/:message",
      handle: (request) => {
        const { record, message } = webhookMessage(request);
        messages.delete(message.id);
        return { status: 204, interactionId: record.id };
      },
    },
  ];
}

/** The body of a callback made with ?with_response=true. */
function callbackResponse(record: InteractionRecord, type: number, message: StoredMessage | undefined) {
  return {
    interaction: {
      id: record.id,
      type: record.type,
      response_message_id: message?.id ?? null,
      response_message_loading: message ? Boolean(message.flags & LOADING) : null,
      response_message_ephemeral: message ? Boolean(message.flags & EPHEMERAL) : null,
    },
    resource: { type, ...(message ? { message } : {}) },
  };
}
