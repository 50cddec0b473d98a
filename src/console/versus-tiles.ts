// The Letterpress versus board in a terminal: five rows of five letters under column letters,
// each tile blue (the challenger's), red or blank, locked tiles darker. In colour, ANSI
// backgrounds; plain (NO_COLOR, piped output), markers that tell the same apart: [A] blue,
// (A) red, a star after a locked tile.

import { SIDE, TILES } from "../solvers/territory/tiles.ts";
import type { Side } from "../games/versus/rules.ts";
import type { VersusNewsView } from "../games/versus/news.ts";

type Board = Pick<VersusNewsView, "letters" | "tiles" | "locked">;
type Held = { readonly side: Side; readonly locked: boolean } | null;

const RESET = "\u001b[0m";
/** Bright backgrounds for a side's tiles, the plain (darker) ones, bold, for its locked tiles:
 *  the 16 standard colours every terminal has. */
const SHADES = {
  blank: "\u001b[30;47m",
  blue: "\u001b[97;104m",
  red: "\u001b[97;101m",
  blueLocked: "\u001b[1;97;44m",
  redLocked: "\u001b[1;97;41m",
} as const;
const SIDE_SHADE = ["blue", "red"] as const;

/** How the plain board marks its tiles. */
export const PLAIN_KEY = "[A] blue, (A) red, * locked";

/** Each tile's holder, in board order. */
function holders({ tiles, locked }: Board): Held[] {
  const held: Held[] = Array.from({ length: TILES }, () => null);
  for (const side of [0, 1] as const) {
    for (const tile of tiles[side]) held[tile] = { side, locked: locked[side].includes(tile) };
  }
  return held;
}

function tileCell(letter: string, held: Held, colour: boolean): string {
  const upper = letter.toUpperCase();
  if (colour) {
    const shade = held === null ? "blank" : held.locked ? (`${SIDE_SHADE[held.side]}Locked` as const) : SIDE_SHADE[held.side];
    return `${SHADES[shade]} ${upper} ${RESET}`;
  }
  if (held === null) return ` ${upper}  `;
  const [open, close] = held.side === 0 ? ["[", "]"] : ["(", ")"];
  return `${open}${upper}${close}${held.locked ? "*" : " "}`;
}

/** A side's name on its colour, or in its plain marks: "[Ann]", "(Bob)". */
export function sideName(name: string, side: Side, colour: boolean): string {
  if (colour) return `${SHADES[SIDE_SHADE[side]]} ${name} ${RESET}`;
  return side === 0 ? `[${name}]` : `(${name})`;
}

/** The board's lines: the column letters, then each row after its number. */
export function tileLines(board: Board, colour: boolean): string[] {
  const held = holders(board);
  const width = colour ? 3 : 4;
  // The letter sits second in every cell, so the column letters do too.
  const columns = Array.from({ length: SIDE }, (_, c) => ` ${String.fromCharCode(65 + c)}`.padEnd(width)).join("");
  const rows = Array.from({ length: SIDE }, (_, r) => {
    const cells = Array.from({ length: SIDE }, (_, c) => tileCell(board.letters[r * SIDE + c] ?? "?", held[r * SIDE + c] ?? null, colour));
    return `${r + 1} ${cells.join("")}`.trimEnd();
  });
  return [`  ${columns}`.trimEnd(), ...rows];
}
