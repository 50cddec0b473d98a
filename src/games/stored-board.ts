// Reading a board as stored JSON: it may come from an older version or a forged id, so every
// field is checked before use, and a field that is not as expected reads as null.

const field = (board: unknown, key: string): unknown =>
  typeof board === "object" && board !== null ? (board as Record<string, unknown>)[key] : undefined;

export const text = (board: unknown, key: string): string | null => {
  const value = field(board, key);
  return typeof value === "string" ? value : null;
};

export const strings = (board: unknown, key: string): string[] | null => {
  const value = field(board, key);
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : null;
};

export const numbers = (board: unknown, key: string): number[] | null => {
  const value = field(board, key);
  return Array.isArray(value) && value.every((v) => Number.isInteger(v)) ? value : null;
};

export const whole = (board: unknown, key: string): number | null => {
  const value = field(board, key);
  return Number.isInteger(value) ? (value as number) : null;
};

/** A Boggle board ({ size, tiles }) as rows of tiles; "q" is the Qu tile. */
export function boggleRows(board: unknown): string[] | null {
  const size = whole(board, "size");
  const tiles = strings(board, "tiles");
  if (size === null || tiles === null || tiles.length !== size * size) return null;
  return Array.from({ length: size }, (_, r) => tiles.slice(r * size, (r + 1) * size).join(""));
}

export function ifThere<T, R>(value: T | null, use: (value: T) => R | null): R | null {
  return value === null ? null : use(value);
}
