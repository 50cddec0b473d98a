export { Dictionary, dictionaryFromWords, spellingsLater } from "./dictionary.ts";
export { DICTIONARY_NAMES, isDictName, loadDictionary, loadWordList, type DictName } from "./load.ts";
export { END_OF_WORD, LETTER_BITS, ROOT, childOf, nodeCount, nodeFor, popcount, type Trie } from "./trie.ts";
