// Input echoed back in an error message: quoted, and cut short so a 100 KB paste gets a
// one-line answer rather than itself back.

const SHOWN = 24;

export function quoted(input: unknown): string {
  const text = typeof input === "string" ? input : JSON.stringify(input) ?? String(input);
  const chars = [...text];
  return JSON.stringify(chars.length > SHOWN ? `${chars.slice(0, SHOWN).join("")}…` : text);
}
