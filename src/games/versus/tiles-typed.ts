// Tiles as a player types them: "B2 C4 A1", "b2,c4,a1" or "b2c4a1", in the word's letter order.

import { refuse, type Checked } from "../rules.ts";
import { tileNamed } from "../../solvers/territory/tiles.ts";

const TILE = /[a-e][1-5]/giu;
const SEPARATORS = /[\s,;]+/gu;

/** The board places named, in order; a refusal names what could not be read. */
export function readTiles(text: string): Checked<number[]> {
  const compact = text.replace(SEPARATORS, "");
  if (compact === "") return refuse("Name the tiles like B2 C4 A1, one for each letter of the word.");
  const names = compact.match(TILE) ?? [];
  if (names.join("").length !== compact.length) {
    const stray = compact.replace(TILE, " ").trim().split(" ")[0];
    return refuse(`“${stray}” is not a tile: tiles are A1 to E5 (column, then row).`);
  }
  const tiles = names.map((name) => tileNamed(name)!);
  const twice = tiles.find((tile, i) => tiles.indexOf(tile) !== i);
  return twice === undefined ? { ok: true, value: tiles } : refuse(`${names[tiles.indexOf(twice)]!.toUpperCase()} is named twice: each tile is used once.`);
}
