// Discord's size limits, and cutting text to fit them cleanly: whole lines, with a note of
// how many were left out, rather than a rejected message.

import { cutText } from "../../cut-text.ts";

export const LIMITS = {
  message: 2000,
  embedTitle: 256,
  embedDescription: 4096,
  fieldName: 256,
  fieldValue: 1024,
  fields: 25,
  footer: 2048,
  embedTotal: 6000,
  buttonLabel: 80,
  choiceName: 100,
  choices: 25,
} as const;

/** As many whole lines as fit in `max` characters, then "… and N more" for the rest. */
export function cutLines(lines: readonly string[], max: number, more = (n: number) => `… and ${n} more`): string {
  const all = lines.join("\n");
  if (all.length <= max) return all;
  let kept = 0;
  let length = 0;
  while (kept < lines.length) {
    const next = length + (kept > 0 ? 1 : 0) + lines[kept].length;
    if (next + 1 + more(lines.length - kept - 1).length > max) break;
    length = next;
    kept++;
  }
  if (kept === 0) return cutText(all, max);
  return `${lines.slice(0, kept).join("\n")}\n${more(lines.length - kept)}`;
}

/** Lines inside a ``` block, cut so the block (fences included) fits in `max`. */
export function codeBlock(lines: readonly string[], max: number): string {
  const fence = "```";
  const safe = lines.map((line) => line.replaceAll(fence, "'''"));
  return `${fence}\n${cutLines(safe, max - 2 * fence.length - 2)}\n${fence}`;
}
