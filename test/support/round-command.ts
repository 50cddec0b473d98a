// The slash command that starts a round of a game: /letterpress has subcommands (its timed
// round is `/letterpress round`), every other game's command is the round itself.

import type { GameName } from "../../src/games/model.ts";

export function roundCommand(game: GameName): { readonly name: string; readonly subcommand?: string } {
  return game === "letterpress" ? { name: game, subcommand: "round" } : { name: game };
}
