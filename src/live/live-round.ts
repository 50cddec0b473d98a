// The two games the Activity draws (Boggle and Letterpress) as the protocol shows them: the
// board as tiles, a heading, and what a word is worth. Any other game is played in chat.

import type { BoggleBoard } from "../solvers/boggle/board.ts";
import { defaultMinLength, scoreBoggleWord } from "../solvers/boggle/score.ts";
import { LETTERPRESS_MIN_LENGTH, letterpressPoints } from "../games/letterpress/check.ts";
import type { LetterpressBoard } from "../games/letterpress/deal.ts";
import { isLiveGame } from "../games/live-games.ts";
import type { RoundView } from "../games/engine/ports.ts";
import type { LiveBoard, LiveGame, LiveRound } from "./protocol.ts";

interface LiveRules {
  board(board: unknown): LiveBoard;
  title(board: unknown): string;
  /** What a valid word scores (before Boggle's box rule). */
  points(word: string): number;
}

const LETTERPRESS_SIDE = 5;

const LIVE: Readonly<Record<LiveGame, LiveRules>> = {
  boggle: {
    board: (board) => {
      const { size, tiles } = board as BoggleBoard;
      return { game: "boggle", columns: size, rows: size, tiles: tiles.map((t) => (t === "q" ? "Qu" : t.toUpperCase())), adjacent: true, minLength: defaultMinLength(size) };
    },
    title: (board) => `Boggle ${(board as BoggleBoard).size}×${(board as BoggleBoard).size}`,
    points: scoreBoggleWord,
  },
  letterpress: {
    board: (board) => {
      const tiles = [...(board as LetterpressBoard).letters.toUpperCase()];
      return { game: "letterpress", columns: LETTERPRESS_SIDE, rows: LETTERPRESS_SIDE, tiles, adjacent: false, minLength: LETTERPRESS_MIN_LENGTH };
    },
    title: () => "Letterpress",
    points: letterpressPoints,
  },
};

/** The round as the Activity draws it; null for a round it does not play (or not running yet). */
export function liveRoundOf({ round }: RoundView): LiveRound | null {
  if (!isLiveGame(round.game) || round.state !== "running" || round.endsAt === null) return null;
  const rules = LIVE[round.game];
  return { id: round.id, board: rules.board(round.board), endsAt: round.endsAt, title: rules.title(round.board) };
}

/** What a word judged valid in a live round is worth. */
export function wordPoints(game: LiveGame, word: string): number {
  return LIVE[game].points(word);
}
