// The words a game may still see played: its list on this board (letterpressWords), with the
// server's rulings (allowed words the board makes added, denied ones taken out), less each word
// played and every prefix of one. The computer's choice is made from these, inoffensive ones only.

import { isDictName, loadDictionary, type DictName } from "../../solvers/dictionary/index.ts";
import { letterpressWords } from "../../solvers/letterpress.ts";
import { DEFAULT_DICTIONARY, type VersusGame, type WordRulings } from "../model.ts";
import { inoffensive } from "../offensive.ts";
import { ruledWord } from "../rulings.ts";
import { missingLetter } from "../words.ts";
import { MIN_WORD, playedBefore, type WordCheck } from "./rules.ts";

/** The game's list by name; one no longer known (a list since withdrawn) reads as the default. */
export function listOf(game: VersusGame): DictName {
  return isDictName(game.dictionary) ? game.dictionary : DEFAULT_DICTIONARY;
}

/** Whether a word counts in the game: a denial wins, then an allowance, then the list. */
export function wordCheck(game: VersusGame, rulings: WordRulings): WordCheck {
  const options = { dict: listOf(game), allowed: rulings.allowed, denied: rulings.denied };
  return (word) => ruledWord(word, options);
}

export function playableWords(game: VersusGame, rulings: WordRulings): string[] {
  const dict = loadDictionary(listOf(game));
  const denied = new Set(rulings.denied);
  const allowed = rulings.allowed.filter((word) => word.length >= MIN_WORD && !dict.has(word) && missingLetter(word, game.letters) === null);
  return [...letterpressWords(dict, game.letters, MIN_WORD), ...allowed].filter((word) => !denied.has(word) && playedBefore(game, word) === null);
}

/** What the computer may play: nothing offensive. */
export function computerWords(game: VersusGame, rulings: WordRulings): string[] {
  return inoffensive(playableWords(game, rulings));
}
