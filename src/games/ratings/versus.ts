// A Letterpress versus game that ended over is rated: by the tile margin when the board filled
// or both passed, as a full win when one side resigned or forfeited (whatever the tiles), and
// the computer as its level's anchor.

import { LETTERPRESS_VERSUS, type VersusGame } from "../model.ts";
import { scoreOf } from "../versus/rules.ts";
import { VERSUS_ANCHORS, anchorId } from "./anchors.ts";
import type { GameToRate } from "./record.ts";

export function versusToRate(game: VersusGame): GameToRate | null {
  if (game.state !== "over" || game.finishedAt === null) return null;
  const tiles = scoreOf(game.colours);
  const gaveUp = game.endedBy === "resigned" || game.endedBy === "forfeit";
  const points = game.players.map((_, side) => (gaveUp ? (game.winner === side ? 1 : 0) : tiles[side]!));
  const seats = game.players.map((player, side) => ({ player, points: points[side]! }));
  const computer = seats.find((s) => s.player.computer);
  return {
    mode: LETTERPRESS_VERSUS,
    guildId: game.guildId,
    gameRef: `versus:${game.id}`,
    at: game.finishedAt,
    people: seats.filter((s) => !s.player.computer).map((s) => ({ id: s.player.id, points: s.points })),
    computer: computer && game.level ? { id: anchorId(game.level), anchor: VERSUS_ANCHORS[game.level], points: computer.points } : null,
  };
}
