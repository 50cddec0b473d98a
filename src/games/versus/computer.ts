// A stand-in for the computer until its search lands (vai replaces this body, keeping the
// signature): the word that leaves it most tiles ahead now, on the tiles that gain most.

import { bestTiles, colourTiles } from "../../solvers/territory/colours.ts";
import { countTiles, setOf } from "../../solvers/territory/tiles.ts";
import type { VersusGame, VersusLevel } from "../model.ts";
import { toMove } from "./rules.ts";

export type ComputerMove = { readonly kind: "word"; readonly word: string; readonly tiles: number[] } | { readonly kind: "pass" };

export async function chooseVersusMove(game: VersusGame, _level: VersusLevel, words: readonly string[], _seed: number): Promise<ComputerMove> {
  const side = toMove(game) ?? 1;
  let best: ComputerMove = { kind: "pass" };
  let bestLead = -Infinity;
  for (const word of words) {
    const tiles = bestTiles(game.letters, game.colours, side, word);
    if (tiles === null) continue;
    const colours = colourTiles(game.colours, side, setOf(tiles));
    const lead = countTiles(colours[side]) - countTiles(colours[1 - side]!);
    if (lead > bestLead) [best, bestLead] = [{ kind: "word", word, tiles }, lead];
  }
  return best;
}
