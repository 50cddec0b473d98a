// How values cross into SQLite columns: JSON as TEXT, booleans as 0/1, long text clipped.

export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function fromJson(text: string): unknown {
  return JSON.parse(text);
}

export function toFlag(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

export function toFlagOrNull(value: boolean | null): 0 | 1 | null {
  return value === null ? null : toFlag(value);
}

export function fromFlagOrNull(value: number | null): boolean | null {
  return value === null ? null : value === 1;
}

/** The first `max` characters, never splitting an emoji's surrogate pair. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = "";
  let count = 0;
  for (const char of text) {
    if (count++ === max) break;
    out += char;
  }
  return out;
}
