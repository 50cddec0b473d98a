// The bag-of-letters solvers (letters, conundrum, Letterpress) and dictionary loading.

import { rmSync } from "node:fs";
import { join } from "node:path";
import { DICT_DIR, DICTIONARY_NAMES, INDEX_DIR, loadWordList } from "../src/solvers/dictionary/load.ts";
import { conundrumAnswers } from "../src/solvers/conundrum.ts";
import { letterpressWords } from "../src/solvers/letterpress.ts";
import { wordsFromLetters } from "../src/solvers/letters.ts";
import { seededRandom, type Random } from "../src/solvers/random.ts";
import { formatMs, timeEach } from "./measure.ts";

const VOWELS = "a".repeat(15) + "e".repeat(21) + "i".repeat(13) + "o".repeat(13) + "u".repeat(5);
const CONSONANTS = "bbcccddddddffggghhjkllllllmmmmnnnnnnnnppppqrrrrrrrrrsssssssssttttttttttvwxyz";

function countdownLetters(random: Random): string {
  const vowels = 3 + random.int(3);
  const pick = (pile: string) => pile[random.int(pile.length)];
  return Array.from({ length: 9 }, (_, i) => pick(i < vowels ? VOWELS : CONSONANTS)).join("");
}

function letterpressLetters(random: Random): string {
  return Array.from({ length: 25 }, (_, i) => (i < 7 ? VOWELS : CONSONANTS)).map((pile) => pile[random.int(pile.length)]).join("");
}

function loadAll(fresh: boolean) {
  return DICTIONARY_NAMES.map((name) => {
    const image = join(INDEX_DIR, `${name}.idx`);
    if (fresh) rmSync(image, { force: true });
    return loadWordList(name, join(DICT_DIR, `${name}.txt`), image);
  });
}

export async function benchWords(): Promise<string[]> {
  const [british, , , scrabble] = loadAll(false);

  const random = seededRandom(1);
  const nines = Array.from({ length: 5000 }, () => countdownLetters(random));
  const letters = timeEach(nines, (l) => wordsFromLetters(british, l));
  const conundrums = british.words().filter((w) => w.length === 9).slice(0, 5000);
  const conundrum = timeEach(conundrums, (w) => conundrumAnswers(british, w));
  const boards = Array.from({ length: 1000 }, () => letterpressLetters(random));
  const letterpress = timeEach(boards, (b) => letterpressWords(scrabble, b));
  const wordsPerBoard = boards.reduce((n, b) => n + letterpressWords(scrabble, b).length, 0) / boards.length;

  return [
    `letters: 9 letters, all words (british, 5,000 Countdown draws): median ${formatMs(letters.median)} (target ≤ 20 µs)`,
    `conundrum: answers for 9 letters (british): median ${formatMs(conundrum.median)} (target ≤ 2 µs)`,
    `letterpress: 25 letters, all words (scrabble, 1,000 boards, ${Math.round(wordsPerBoard)} words each on average): median ${formatMs(letterpress.median)} (target ≤ 1 ms)`,
  ];
}

/** Loading the lists: run last, as its many loads leave hundreds of megabytes for the
 *  collector, which would slow whatever is timed after it. */
export async function benchDictionaries(): Promise<string[]> {
  const build = timeEach([true, true, true], () => loadAll(true));
  const ready = timeEach(Array.from({ length: 15 }, () => false), () => loadAll(false));
  return [`dictionaries: all four ready from index images: median ${formatMs(ready.median)} (target ≤ 50 ms); built from text: ${formatMs(build.median)}`];
}
