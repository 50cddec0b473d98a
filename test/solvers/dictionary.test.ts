import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dictionaryFromWords, loadDictionary, loadWordList } from "../../src/solvers/dictionary/index.ts";
import { buildTrie, childOf, isWordNode, nodeCount, nodeFor, popcount } from "../../src/solvers/dictionary/trie.ts";
import { spellWordNodes, wordOfNode } from "../../src/solvers/dictionary/node-word.ts";
import { rankDirectory, rankOfNode } from "../../src/solvers/dictionary/word-rank.ts";
import { parseBoggleBoard } from "../../src/solvers/boggle/board.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { letterBoxedWords } from "../../src/solvers/letterboxed/words.ts";
import { letterpressWords } from "../../src/solvers/letterpress.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { seededRandom } from "../../src/solvers/random.ts";

describe("the trie", () => {
  const words = ["a", "an", "and", "ant", "be", "bee", "zebra"];
  const trie = buildTrie(words);

  it("finds exactly the words it was built from", () => {
    for (const w of words) expect(isWordNode(trie, nodeFor(trie, w))).toBe(true);
    for (const w of ["", "b", "anda", "zebr", "zebras", "c"]) expect(isWordNode(trie, nodeFor(trie, w))).toBe(false);
  });

  it("keeps prefixes that are not words as inner nodes", () => {
    expect(nodeFor(trie, "zeb")).toBeGreaterThan(0);
    expect(childOf(trie, nodeFor(trie, "an"), "d".charCodeAt(0) - 97)).toBe(nodeFor(trie, "and"));
    expect(childOf(trie, nodeFor(trie, "an"), "x".charCodeAt(0) - 97)).toBe(-1);
  });

  it("numbers nodes breadth first: by depth, then alphabetically by prefix", () => {
    const prefixes = [...new Set(words.flatMap((w) => Array.from({ length: w.length + 1 }, (_, i) => w.slice(0, i))))];
    prefixes.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    expect(prefixes.map((p) => nodeFor(trie, p))).toEqual(prefixes.map((_, i) => i));
    expect(nodeCount(trie)).toBe(prefixes.length);
  });

  it("counts bits", () => {
    expect([0, 1, 3, 0x3ffffff, 0xffffffff, -1, 1 << 31].map(popcount)).toEqual([0, 1, 2, 26, 32, 32, 1]);
    const random = seededRandom(5);
    for (let i = 0; i < 2000; i++) {
      const x = Math.floor(random.next() * 2 ** 32);
      expect(popcount(x)).toBe([...x.toString(2)].filter((bit) => bit === "1").length);
    }
  });
});

describe("a dictionary", () => {
  const dict = dictionaryFromWords("test", ["Listen", "silent", "enlist", "tinsel", "inlets", "list", "it's", "café", "silent"]);

  it("keeps only lowercase a–z words, once each, in order", () => {
    expect(dict.words()).toEqual(["enlist", "inlets", "list", "listen", "silent", "tinsel"]);
    expect(dict.has("listen")).toBe(true);
    expect(dict.has("its")).toBe(false);
  });

  it("finds anagrams whatever the order of the letters", () => {
    expect(dict.anagrams("nelsit")).toEqual(["enlist", "inlets", "listen", "silent", "tinsel"]);
    expect(dict.anagrams("tsil")).toEqual(["list"]);
    expect(dict.anagrams("zzzz")).toEqual([]);
  });

  it("tells apart letters whose codes carry into the same digits: four A and a C against five B", () => {
    const carries = dictionaryFromWords("carries", ["aaaac", "bbbbb", "caaaa", "cb"]);
    expect(carries.anagrams("bbbbb")).toEqual(["bbbbb"]);
    expect(carries.anagrams("acaaa")).toEqual(["aaaac", "caaaa"]);
    expect(carries.anagrams("aaaab")).toEqual([]);
    expect(carries.anagrams("bc")).toEqual(["cb"]);
    expect(carries.anagrams("b-c")).toEqual([]);
  });

  it("finds the anagrams a plain sorted-letters map finds, for every british word scrambled and random letters", () => {
    const british = loadDictionary("british");
    const byLetters = new Map<string, string[]>();
    for (const word of british.words()) {
      const key = [...word].sort().join("");
      byLetters.set(key, [...(byLetters.get(key) ?? []), word]);
    }
    const random = seededRandom(14);
    const scrambled = british.words().map((w) => [...w].sort(() => random.next() - 0.5).join(""));
    const randomLetters = Array.from({ length: 5000 }, () => Array.from({ length: 1 + random.int(12) }, () => "etaoinshrdlucmpbgz"[random.int(18)]).join(""));
    for (const letters of [...scrambled, ...randomLetters]) {
      expect(british.anagrams(letters), letters).toEqual(byLetters.get([...letters].sort().join("")) ?? []);
    }
  });
});

describe("the index image", () => {
  it("is written on first load, read on the next, and rebuilt when the list changes", () => {
    const dir = mkdtempSync(join(tmpdir(), "lexicord-dict-"));
    const text = join(dir, "mini.txt"), image = join(dir, "mini.idx");
    writeFileSync(text, "cat\ndog\n");
    expect(loadWordList("mini", text, image).words()).toEqual(["cat", "dog"]);
    const firstImage = readFileSync(image);
    expect(loadWordList("mini", text, image).words()).toEqual(["cat", "dog"]);
    expect(readFileSync(image).equals(firstImage)).toBe(true);

    writeFileSync(text, "dog\ncat\nemu\n"); // unsorted on purpose: the loader sorts
    utimesSync(text, new Date(), new Date(Date.now() + 5000));
    const changed = loadWordList("mini", text, image);
    expect(changed.words()).toEqual(["cat", "dog", "emu"]);
    expect(changed.anagrams("ume")).toEqual(["emu"]);
  });

  it("ignores a corrupt image and rebuilds", () => {
    const dir = mkdtempSync(join(tmpdir(), "lexicord-dict-"));
    const text = join(dir, "mini.txt"), image = join(dir, "mini.idx");
    writeFileSync(text, "ox\n");
    writeFileSync(image, "LXD1 garbage");
    expect(loadWordList("mini", text, image).has("ox")).toBe(true);
  });

  it("gives the same dictionary as building from text", () => {
    const built = dictionaryFromWords("british", readFileSync("dict/british.txt", "latin1").split("\n"));
    const loaded = loadDictionary("british");
    expect(loaded.size).toBe(built.size);
    const bytes = (a: Int32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    expect(bytes(loaded.trie.nodes).equals(bytes(built.trie.nodes))).toBe(true);
    expect(loaded.words().slice(0, 50)).toEqual(built.words().slice(0, 50));
  });
});

describe("a node's word read back up the trie", () => {
  it("is the word that leads to it, for 3,000 random prefixes of scrabble words", () => {
    const scrabble = loadDictionary("scrabble");
    const random = seededRandom(31);
    const words = scrabble.words();
    for (let i = 0; i < 3000; i++) {
      const word = words[random.int(words.length)];
      const prefix = word.slice(0, 1 + random.int(word.length));
      expect(wordOfNode(scrabble.trie, nodeFor(scrabble.trie, prefix))).toBe(prefix);
    }
    const tiny = buildTrie(["a", "an", "and", "ant", "be", "bee", "zebra"]);
    for (const w of ["a", "an", "and", "ant", "b", "be", "bee", "z", "zeb", "zebra"]) expect(wordOfNode(tiny, nodeFor(tiny, w))).toBe(w);
    expect(wordOfNode(tiny, 0)).toBe("");
  });
});

describe("a word's rank, the key of the string cache the solvers share", () => {
  it("is the word's place among the word nodes, shortest first then A–Z, across a directory's steps", () => {
    // 40 words of 1 to 3 letters: word nodes in several 32-node entries of the directory.
    const words = ["a", "b", "z", "ab", "ax", "ba", "bz", "za", "abc", "abd", "axe", "bad", "bat", "zap", "zed", "zoo"];
    const more = Array.from({ length: 24 }, (_, i) => `q${String.fromCharCode(97 + i)}`);
    const tiny = dictionaryFromWords("tiny", [...words, ...more]);
    const ranked = [...words, ...more].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    const directory = rankDirectory(tiny.trie);
    expect(ranked.map((w) => rankOfNode(directory, nodeFor(tiny.trie, w)))).toEqual(ranked.map((_, i) => i));
    const spelled: string[] = [];
    spellWordNodes(tiny, Int32Array.from(ranked, (w) => nodeFor(tiny.trie, w)), 0, ranked.length, spelled, 0);
    expect(spelled).toEqual(ranked);
  });

  it("gives every scrabble word node back its own word", () => {
    const scrabble = loadDictionary("scrabble");
    const directory = rankDirectory(scrabble.trie);
    const ranked = scrabble.words().sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    const random = seededRandom(32);
    const ranks = Array.from({ length: 3000 }, () => random.int(ranked.length));
    const nodes = Int32Array.from(ranks, (rank) => nodeFor(scrabble.trie, ranked[rank]));
    expect(Array.from(nodes, (node) => rankOfNode(directory, node))).toEqual(ranks);
    const spelled: string[] = [];
    spellWordNodes(scrabble, nodes, 0, nodes.length, spelled, 0);
    expect(spelled).toEqual(ranks.map((rank) => ranked[rank]));
  });
});

describe("the solvers sharing one string a word", () => {
  it("give the same words whichever of them spells a word first", () => {
    const words = readFileSync("dict/common.txt", "latin1").split("\n");
    const [first, second] = [dictionaryFromWords("common", words), dictionaryFromWords("common", words)];
    const board = "phosphatidylethanolamines";
    const boggle = parseBoggleBoard("abcd efgh ijkl mnop");
    if (!boggle.ok) throw new Error(boggle.error);
    // Letterpress first on one, the trie walks first on the other.
    const pressedFirst = letterpressWords(first, board, 2);
    const walkedFirst = [wordsFromLetters(second, board), solveBoggle(second, boggle.value, 3).words, letterBoxedWords(second, ["rme", "wcl", "tgk", "api"])];
    expect([wordsFromLetters(first, board), solveBoggle(first, boggle.value, 3).words, letterBoxedWords(first, ["rme", "wcl", "tgk", "api"])]).toEqual(walkedFirst);
    expect(letterpressWords(second, board, 2)).toEqual(pressedFirst);
    expect(pressedFirst).toEqual(walkedFirst[0]);
  });
});
