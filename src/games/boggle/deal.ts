// Dealing a Boggle round: the solver's dealer (enough words in the round's list), rolled again
// while a row reads as an offensive word, since the board is shown to everyone unasked.

import { boggleRows, type BoggleBoard } from "../../solvers/boggle/board.ts";
import { dealBoggle } from "../../solvers/boggle/deal.ts";
import { loadDictionary } from "../../solvers/dictionary/index.ts";
import type { Random } from "../../solvers/random.ts";
import { readsOffensive } from "../offensive.ts";
import type { BoggleOptions } from "./options.ts";

export function dealBoggleRound(random: Random, options: BoggleOptions): BoggleBoard {
  const deal = { size: options.size, dict: loadDictionary(options.dict), minWords: options.minWords };
  for (;;) {
    const board = dealBoggle(random, deal);
    if (!readsOffensive(boggleRows(board).map((row) => row.replaceAll("q", "qu")))) return board;
  }
}
