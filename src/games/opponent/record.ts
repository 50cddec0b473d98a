// A player's record against the computer, in words both adapters show.

import type { PlayerStats } from "../model.ts";
import { counted } from "../words.ts";

/** "3 won, 2 lost of 6 rounds", or a dash when the player never met the computer. */
export function vsComputerLine({ vsComputer: v }: PlayerStats): string {
  return v.rounds === 0 ? "—" : `${v.wins} won, ${v.losses} lost of ${counted(v.rounds, "round")}`;
}
