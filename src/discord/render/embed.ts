// Fitting an embed inside Discord's limits: each part cut, at most 25 fields, 6000 characters
// in all; fields that do not fit are dropped and counted in the footer.

import type { APIEmbed, APIEmbedField } from "discord.js";
import { cutText } from "../../cut-text.ts";
import { LIMITS } from "./limits.ts";
import { counted } from "../../games/words.ts";

export const COLOURS = { board: 0x1f5bb8, picking: 0x8fb4ee, results: 0x2e9d5b, cancelled: 0x9a9a9a, info: 0x5865f2 } as const;

/** Room kept for the footer's note about dropped fields. */
const NOTE_ROOM = 40;
/** Discord refuses empty field names and values. */
const BLANK = "\u200b";

/** The fields, each cut to size, while they fit in `room` characters. */
function fitFields(fields: readonly APIEmbedField[], room: number): APIEmbedField[] {
  const kept: APIEmbedField[] = [];
  for (const field of fields.slice(0, LIMITS.fields)) {
    const name = cutText(field.name, LIMITS.fieldName) || BLANK;
    const value = cutText(field.value, LIMITS.fieldValue) || BLANK;
    room -= name.length + value.length;
    if (room < 0) break;
    kept.push({ ...field, name, value });
  }
  return kept;
}

export function fitEmbed(embed: APIEmbed): APIEmbed {
  const fitted: APIEmbed = { ...embed };
  if (embed.title !== undefined) fitted.title = cutText(embed.title, LIMITS.embedTitle);
  const footer = embed.footer && cutText(embed.footer.text, LIMITS.footer - NOTE_ROOM);
  let room = LIMITS.embedTotal - NOTE_ROOM - (fitted.title?.length ?? 0) - (footer?.length ?? 0);
  if (embed.description !== undefined) {
    fitted.description = cutText(embed.description, Math.min(LIMITS.embedDescription, room));
    room -= fitted.description.length;
  }
  if (embed.fields !== undefined) fitted.fields = fitFields(embed.fields, room);
  const dropped = (embed.fields?.length ?? 0) - (fitted.fields?.length ?? 0);
  const note = dropped > 0 ? `${counted(dropped, "more section")} not shown` : null;
  const text = [footer, note].filter((part) => part).join(" · ");
  if (text !== "") fitted.footer = { ...embed.footer, text };
  return fitted;
}
