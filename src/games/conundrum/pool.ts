// Which words may be a conundrum's answer: the familiar nine-letter words of dict/conundrums.txt
// (most said first, names left out: scripts/build-conundrums.ts), each the only anagram of its
// letters in the round's dictionary, nothing offensive, and nothing that is poor quiz material.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadDictionary, type Dictionary, type DictName } from "../../solvers/dictionary/index.ts";
import { DICT_DIR } from "../../solvers/dictionary/load.ts";
import { isTouchy } from "../offensive.ts";

/** Fine words, but not an answer to cheer at: sexual, violent, profane or bodily. */
const NOT_QUIZ_MATERIAL: Readonly<Record<string, string>> = {
  sexual: `
    virginity strippers stripping genitalia ovulating impotence vasectomy chlamydia concubine
    perverted undressed pantyhose menopause cellulite lubricant seductive
  `,
  violent: `
    terrorist terrorism slaughter strangled strangler torturing massacred bloodbath bloodshed
    mutilated homicidal homicides murderous assassins sociopath suffocate crucified abortions
    holocaust smothered butchered assailant kidnapper beheading
  `,
  profane: `
    goddammit damnation blasphemy obscenity profanity crackhead marijuana methadone mescaline
    excrement urinating sphincter
  `,
};
const unfit = new Set(Object.values(NOT_QUIZ_MATERIAL).flatMap((words) => words.split(/\s+/u).filter(Boolean)));

export const isQuizMaterial = (word: string): boolean => !unfit.has(word) && !isTouchy(word);

let familiar: readonly string[] | undefined;
const pools = new Map<DictName, readonly string[]>();

/** The answers a conundrum may have in the round's dictionary, most said first. */
export function conundrumWords(dictName: DictName): readonly string[] {
  let words = pools.get(dictName);
  if (!words) {
    familiar ??= readFileSync(join(DICT_DIR, "conundrums.txt"), "latin1").split("\n").filter((word) => word !== "");
    const dict = loadDictionary(dictName);
    words = familiar.filter((word) => isUniqueAnswer(word, dict) && isQuizMaterial(word));
    pools.set(dictName, words);
  }
  return words;
}

function isUniqueAnswer(word: string, dict: Dictionary): boolean {
  const answers = dict.anagrams(word);
  return answers.length === 1 && answers[0] === word;
}
