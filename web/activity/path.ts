// The word being built, as a path of tile indexes: what a tap, a drag or a typed letter does to
// it. Boggle: each tile touches the one before it; Letterpress: any tiles. Each tile once.

export interface Grid {
  readonly columns: number;
  readonly rows: number;
  /** Boggle's rule: each tile of a word touches the one before it. */
  readonly adjacent: boolean;
}

/** Side by side, above, below or corner to corner. */
export function touches(grid: Grid, a: number, b: number): boolean {
  const dx = Math.abs((a % grid.columns) - (b % grid.columns));
  const dy = Math.abs(Math.floor(a / grid.columns) - Math.floor(b / grid.columns));
  return a !== b && dx <= 1 && dy <= 1;
}

/** May `tile` come next in `path`? */
export function mayFollow(grid: Grid, path: readonly number[], tile: number): boolean {
  if (path.includes(tile)) return false;
  const last = path.at(-1);
  return last === undefined || !grid.adjacent || touches(grid, last, tile);
}

export interface Tapped {
  readonly path: readonly number[];
  /** The last tile tapped again: send the word. */
  readonly send: boolean;
}

/** A tap (or a press that starts a drag): extend, send on the last tile again, step back to a tile
 *  already in the word, or begin afresh from a tile that cannot come next. */
export function tapped(grid: Grid, path: readonly number[], tile: number): Tapped {
  const at = path.indexOf(tile);
  if (at === path.length - 1 && at >= 0) return { path, send: true };
  if (at >= 0) return { path: path.slice(0, at + 1), send: false };
  if (mayFollow(grid, path, tile)) return { path: [...path, tile], send: false };
  return { path: [tile], send: false };
}

/** A drag entering a tile: extend, or step back onto the tile before the last (undoing a step). */
export function entered(grid: Grid, path: readonly number[], tile: number): readonly number[] {
  if (path.length >= 2 && path[path.length - 2] === tile) return path.slice(0, -1);
  return mayFollow(grid, path, tile) ? [...path, tile] : path;
}

/** The word the path spells (a Boggle "Qu" tile gives two letters). */
export function spelled(tiles: readonly string[], path: readonly number[]): string {
  return path.map((i) => tiles[i]!.toLowerCase()).join("");
}

/** A path spelling `text` on the board (the last tile may be only begun: "q" of "Qu"), preferring
 *  one that keeps the tiles of `near` where it can; null when the board cannot spell it. */
export function pathFor(grid: Grid, tiles: readonly string[], text: string, near: readonly number[] = []): readonly number[] | null {
  const lower = tiles.map((t) => t.toLowerCase());
  const walk = (path: readonly number[], at: number): readonly number[] | null => {
    if (at >= text.length) return path;
    const rest = text.slice(at);
    const order = [...lower.keys()].sort((a, b) => Number(near[path.length] !== a) - Number(near[path.length] !== b));
    for (const tile of order) {
      if (!mayFollow(grid, path, tile)) continue;
      const face = lower[tile]!;
      if (rest.startsWith(face)) {
        const found = walk([...path, tile], at + face.length);
        if (found) return found;
      } else if (face.startsWith(rest)) return [...path, tile];
    }
    return null;
  };
  return text === "" ? [] : walk([], 0);
}
