// Fitting an embed inside Discord's limits: each part cut, at most 25 fields, 6000 characters
// in all; fields that do not fit are dropped and counted in the footer.

import type { APIEmbed, APIEmbedField } from "discord.js";
import { cutText, LIMITS } from "./limits.ts";

export const COLOURS = { board: 0x1f5bb8, picking: 0x8fb4ee, results: 0x2e9d5b, cancelled: 0x9a9a9a, info: 0x5865f2, refused: 0xd9534f } as const;

const BLANK = "\u200b";

export function fitEmbed(embed: APIEmbed): APIEmbed {
  const title = embed.title === undefined ? undefined : cutText(embed.title, LIMITS.embedTitle);
  const footer = embed.footer === undefined ? undefined : cutText(embed.footer.text, LIMITS.footer - 40);
  const head = (title?.length ?? 0) + (footer?.length ?? 0) + 40;
  const description = embed.description === undefined ? undefined : cutText(embed.description, Math.min(LIMITS.embedDescription, LIMITS.embedTotal - head));
  let room = LIMITS.embedTotal - head - (description?.length ?? 0);
  const fields: APIEmbedField[] = [];
  const all = embed.fields ?? [];
  for (const field of all.slice(0, LIMITS.fields)) {
    const fitted = { ...field, name: cutText(field.name, LIMITS.fieldName) || BLANK, value: cutText(field.value, LIMITS.fieldValue) || BLANK };
    const size = fitted.name.length + fitted.value.length;
    if (size > room) break;
    fields.push(fitted);
    room -= size;
  }
  const dropped = all.length - fields.length;
  const note = dropped > 0 ? `${dropped} more section${dropped === 1 ? "" : "s"} not shown` : undefined;
  const footerText = [footer, note].filter((t) => t !== undefined).join(" · ");
  return {
    ...embed,
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    ...(fields.length === 0 ? { fields: undefined } : { fields }),
    ...(footerText === "" ? {} : { footer: { ...embed.footer, text: footerText } }),
  };
}
