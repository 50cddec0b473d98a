// Text a player controls (display names, answers as sent) shown as typed: what Discord's
// markdown would read in it (masked links, links, mentions, emphasis, spoilers, code, and at
// a line's start headings, quotes and lists) is escaped. Discord hides the backslashes.

const INLINE = /[\\`*_~|[\]<@]/gu;
const LINK = /:\/\//gu;
const LINE_START = /^(\s*)(#|>|-|\d+(?=\.))/gmu;

export function plainText(text: string): string {
  return text
    .replace(INLINE, "\\$&")
    .replace(LINK, "\\://")
    .replace(LINE_START, (_, space: string, mark: string) => (/\d/u.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`));
}
