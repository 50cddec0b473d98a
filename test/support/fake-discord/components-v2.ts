// Discord's rules for a message's layout, checked on every message the bot posts or edits:
// Components V2 (flag 32768) carries no content or embeds, at least one component, at most
// 40 components and 4,000 characters of text; a media gallery shows only files the message
// has; the flag cannot be taken off again; without it only action rows sit at the top.

import { ApiError } from "./rest-router.ts";
import type { Component, StoredMessage } from "./types.ts";

export const COMPONENTS_V2 = 32768;

const ACTION_ROW = 1;
const TEXT_DISPLAY = 10;
const MEDIA_GALLERY = 12;
const TOP_LEVEL_V2 = new Set([ACTION_ROW, 9, TEXT_DISPLAY, MEDIA_GALLERY, 13, 14, 17]);
const MAX_COMPONENTS = 40;
const MAX_TEXT = 4000;

function invalid(why: string): never {
  throw new ApiError(400, 50035, `Invalid Form Body: ${why}`);
}

/** Every component, nested ones included. */
export function allComponents(components: readonly Component[]): Component[] {
  return components.flatMap((c) => [c, ...allComponents([...(c.components ?? []), ...(c.component ? [c.component] : []), ...(c.accessory ? [c.accessory as Component] : [])])]);
}

/** The text of a message's text displays, in order: what a Components V2 message says. */
export function textOf(message: Pick<StoredMessage, "components">): string {
  return allComponents(message.components)
    .filter((c) => c.type === TEXT_DISPLAY)
    .map((c) => String(c.content))
    .join("\n");
}

function galleryFiles(components: readonly Component[]): string[] {
  return allComponents(components)
    .filter((c) => c.type === MEDIA_GALLERY)
    .flatMap((c) => (c.items as { media: { url: string } }[]).map((item) => item.media.url));
}

export function checkLayout(message: StoredMessage, before: number | null): void {
  const v2 = (message.flags & COMPONENTS_V2) !== 0;
  if (before !== null && before & COMPONENTS_V2 && !v2) invalid("the IS_COMPONENTS_V2 flag cannot be removed");
  if (!v2) {
    if (message.components.some((c) => c.type !== ACTION_ROW)) invalid("these components need the IS_COMPONENTS_V2 flag");
    return;
  }
  if (message.content !== "" || message.embeds.length > 0) invalid("content and embeds cannot be used with IS_COMPONENTS_V2");
  if (message.components.length === 0) invalid("a Components V2 message needs at least one component");
  if (message.components.some((c) => !TOP_LEVEL_V2.has(c.type))) invalid("a component type that cannot be at the top level");
  const all = allComponents(message.components);
  if (all.length > MAX_COMPONENTS) invalid(`${all.length} components, more than ${MAX_COMPONENTS}`);
  if (textOf(message).length > MAX_TEXT) invalid(`more than ${MAX_TEXT} characters of text`);
  for (const url of galleryFiles(message.components)) {
    const name = url.startsWith("attachment://") ? url.slice("attachment://".length) : null;
    if (name !== null && !message.attachments.some((a) => a.filename === name)) invalid(`${url} is not attached`);
  }
}
