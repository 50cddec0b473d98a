// Text a player controls (display names, answers as sent) shown as typed: every character
// Discord's markdown could read (links, headings, spoilers, code, mentions, lists, quotes)
// is escaped. Discord drops the backslash before any punctuation, so nothing else changes.

const MARKDOWN = /[\\`*_~|>#\-[\]()<@:.!=+]/gu;

export function plainText(text: string): string {
  return text.replace(MARKDOWN, "\\$&");
}
