// The games whose running round can be played live, in the Activity, by tracing tiles: the
// find-all boards. Their round is the channel's own; chat and the Activity share it.

import type { GameName } from "./model.ts";

export const LIVE_GAMES = ["boggle", "letterpress"] as const satisfies readonly GameName[];
export type LiveGameName = (typeof LIVE_GAMES)[number];

export const isLiveGame = (game: GameName): game is LiveGameName => (LIVE_GAMES as readonly GameName[]).includes(game);
