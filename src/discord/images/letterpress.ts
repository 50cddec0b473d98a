// Letterpress: 25 tiles edge to edge in 5x5; owned tiles take their player's colour,
// a deeper shade when locked.
import { PALETTE, clipAlt, drawCentredText, listed, renderBoard, type BoardImage } from "./style.ts";
import { counted } from "../../games/words.ts";

export type TileOwner = 0 | 1 | 2;

const SIDE = 5;
const CELL = 80;
const PLAYER_NAMES = ["", "blue", "red"] as const;

/**
 * `owners` per tile: 0 nobody, 1 the blue player, 2 the red player; `locked` per tile:
 * surrounded by its owner's colour, so it can no longer flip. Both may be left out.
 */
export function drawLetterpressBoard(
  letters: string,
  owners: readonly TileOwner[] = [],
  locked: readonly boolean[] = [],
): BoardImage {
  const tiles = [...letters.toUpperCase()];
  if (tiles.length !== SIDE * SIDE) throw new RangeError(`a Letterpress board has 25 letters, not ${tiles.length}`);
  const png = renderBoard(SIDE * CELL, SIDE * CELL, PALETTE.pressNeutral[0], (ctx) => {
    tiles.forEach((letter, i) => {
      const x = (i % SIDE) * CELL;
      const y = Math.floor(i / SIDE) * CELL;
      ctx.fillStyle = tileColour(i, owners[i] ?? 0, locked[i] ?? false);
      ctx.fillRect(x, y, CELL, CELL);
      drawCentredText(ctx, letter, x + CELL / 2, y + CELL / 2, { size: 40, colour: PALETTE.pressText });
    });
  });
  return { png, alt: clipAlt(letterpressAlt(tiles, owners, locked)) };
}

export function tileColour(index: number, owner: TileOwner, locked: boolean): string {
  if (owner === 0) return PALETTE.pressNeutral[index % 2]; // a checkerboard, as in the game
  return (locked ? PALETTE.pressLocked : PALETTE.pressOwned)[owner];
}

function letterpressAlt(tiles: readonly string[], owners: readonly TileOwner[], locked: readonly boolean[]): string {
  const described = tiles.map((letter, i) => {
    const owner = owners[i] ?? 0;
    if (owner === 0) return letter;
    return `${letter} (${PLAYER_NAMES[owner]}${locked[i] ? ", locked" : ""})`;
  });
  const rows = Array.from({ length: SIDE }, (_, r) => {
    return `Row ${r + 1}: ${listed(described.slice(r * SIDE, (r + 1) * SIDE))}.`;
  });
  const tileCount = (player: TileOwner) => counted(owners.filter((owner) => owner === player).length, "tile");
  const tally = owners.length > 0 ? ` Blue has ${tileCount(1)}, red has ${tileCount(2)}.` : "";
  return `Letterpress board, 5 by 5. ${rows.join(" ")}${tally}`;
}
