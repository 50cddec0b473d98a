// The bag-of-letters solvers (letters, conundrum, Letterpress) against plain references
// (a sorted-letters map, a 26-count scan) taken in turn in the same process, and dictionary loading.

import { rmSync } from "node:fs";
import { join } from "node:path";
import { DICT_DIR, DICTIONARY_NAMES, INDEX_DIR, loadWordList } from "../src/solvers/dictionary/load.ts";
import { conundrumAnswers } from "../src/solvers/conundrum.ts";
import { letterpressWords } from "../src/solvers/letterpress.ts";
import { wordsFromLetters } from "../src/solvers/letters.ts";
import { seededRandom, type Random } from "../src/solvers/random.ts";
import { formatMs, formatRate, lead, raceRates, raceTimes, timeEach } from "./measure.ts";
import { countScan } from "./reference/count-scan.ts";
import { sortedLettersMap } from "./reference/sorted-letters.ts";

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
  const plainBritish = sortedLettersMap(british.words());
  const letters = raceTimes(nines, { ours: (l) => wordsFromLetters(british, l), plain: (l) => plainBritish.wordsFrom(l) });

  const answers = british.words().filter((w) => w.length === 9).slice(0, 5000);
  const draws = answers.map((word) => shuffled(random, word));
  const conundrums = (draws: string[]) =>
    raceRates({
      ours: { calls: draws.length, run: () => draws.forEach((d) => conundrumAnswers(british, d)) },
      plain: { calls: draws.length, run: () => draws.forEach((d) => plainBritish.anagrams(d)) },
    }, 9);
  const many = conundrums(draws);
  const one = conundrums(Array<string>(draws.length).fill(draws[0]));

  const boards = Array.from({ length: 1000 }, () => letterpressLetters(random));
  const wordsPerBoard = boards.reduce((n, b) => n + letterpressWords(scrabble, b).length, 0) / boards.length;
  const scanScrabble = countScan(scrabble.words());
  const letterpress = raceTimes(boards.slice(0, 200), { ours: (b) => letterpressWords(scrabble, b), plain: (b) => scanScrabble(b) }, 3);

  return [
    `letters: 9 letters, all words (british, 5,000 Countdown draws): median ${formatMs(letters.ours.median)}, ` +
      `sorted-letters map ${formatMs(letters.plain.median)}: ${lead(letters.plain.median, letters.ours.median)} (target ≤ 10 µs)`,
    `conundrum: answers for 9 letters (british), 5,000 different draws: ${formatRate(many.ours)} a second, ` +
      `sorted-letters map ${formatRate(many.plain)}: ${lead(many.ours, many.plain)} (target ≥ 3,000,000)`,
    `conundrum: one draw again and again: ${formatRate(one.ours)} a second, sorted-letters map ${formatRate(one.plain)}: ${lead(one.ours, one.plain)}`,
    `letterpress: 25 letters, all words (scrabble, 200 boards, ${Math.round(wordsPerBoard)} words each on average): median ${formatMs(letterpress.ours.median)}, ` +
      `26-count scan ${formatMs(letterpress.plain.median)}: ${lead(letterpress.plain.median, letterpress.ours.median)} (target ≤ 0.6 ms)`,
  ];
}

function shuffled(random: Random, word: string): string {
  const letters = [...word];
  for (let i = letters.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [letters[i], letters[j]] = [letters[j], letters[i]];
  }
  return letters.join("");
}

/** Loading the lists: run last, as its many loads leave hundreds of megabytes for the
 *  collector, which would slow whatever is timed after it. */
export async function benchDictionaries(): Promise<string[]> {
  const build = timeEach([true, true, true], () => loadAll(true));
  const ready = timeEach(Array.from({ length: 15 }, () => false), () => loadAll(false));
  return [`dictionaries: all four ready from index images: median ${formatMs(ready.median)} (target ≤ 50 ms); built from text: ${formatMs(build.median)}`];
}
