// `solve letterpress`: every word the 25 tiles can spell, grouped by length.

import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { letterpressWords } from "../../solvers/letterpress.ts";
import { LETTERPRESS_TILES } from "../letterpress/deal.ts";
import { describeWordsByLength } from "./describe.ts";
import { readLettersRequest } from "./fields.ts";
import { makePuzzle, refused, type SolveResult } from "./puzzle.ts";

export interface LetterpressSolution extends SolveResult {
  readonly game: "letterpress";
  readonly dict: string;
  readonly letters: string;
  readonly words: string[];
}

export const letterpressPuzzle = makePuzzle({
  game: "letterpress",
  mainField: "letters",
  usage: "letterpress <25 letters> [--dict NAME]   every word the board can spell",
  read(fields) {
    const request = readLettersRequest(fields, "scrabble");
    if (request.ok && request.value.letters.length !== LETTERPRESS_TILES) {
      return refused(`A Letterpress board has ${LETTERPRESS_TILES} letters; got ${request.value.letters.length}.`);
    }
    return request;
  },
  answer: ({ dict, letters }): LetterpressSolution => ({ game: "letterpress", dict, letters, words: letterpressWords(loadDictionary(dict), letters) }),
  describe: (s) => describeWordsByLength(s.letters, s.dict, s.words),
});
