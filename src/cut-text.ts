// Text cut short for showing: counted in UTF-16 units, as Discord counts its limits, but never
// through the middle of an emoji (half a surrogate pair shows as a broken glyph).

/** `text` cut to at most `max` units, ending in … when cut. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const high = text.charCodeAt(max - 2);
  const end = high >= 0xd800 && high <= 0xdbff ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}
