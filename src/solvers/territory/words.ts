// The words a game may still play, grouped by their letters: anagrams colour the same tiles, so
// the search thinks in groups and plays a group's first open word. Playing a word rules out it
// and its prefixes (the game's rule), which may close groups of other letters too.

export interface WordGroup {
  /** Letter codes (0 for a) the words use, each once, and how many times each. */
  readonly letters: readonly number[];
  readonly counts: readonly number[];
  /** Indices into the table's words. */
  readonly words: readonly number[];
}

export interface WordTable {
  readonly words: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  readonly groups: readonly WordGroup[];
  /** The groups' letters flat, for the search's inner loop: group g's are needs[starts[g]] up to
   *  needs[starts[g + 1]], each 26 * letter + how many times it is used. */
  readonly starts: Int32Array;
  readonly needs: Int32Array;
  readonly groupOf: Int32Array;
  /** For each word, the words playing it rules out: itself and its prefixes in the table. */
  readonly rulesOut: readonly (readonly number[])[];
}

export function wordTable(words: readonly string[]): WordTable {
  const steps = wordTableSteps(words);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Words read between yields, so a caller may let the event loop run while a big list is read. */
export const WORDS_A_STEP = 1000;

/** wordTable, yielding every WORDS_A_STEP words. */
export function* wordTableSteps(words: readonly string[]): Generator<void, WordTable, void> {
  const unique = [...new Set(words)];
  const index = new Map(unique.map((word, i) => [word, i]));
  const byLetters = new Map<string, number[]>();
  const rulesOut: number[][] = [];
  for (const [i, word] of unique.entries()) {
    const key = [...word].sort().join("");
    const members = byLetters.get(key);
    if (members) members.push(i);
    else byLetters.set(key, [i]);
    rulesOut.push(prefixesOf(word, index));
    if (i % WORDS_A_STEP === WORDS_A_STEP - 1) yield;
  }
  const groupOf = new Int32Array(unique.length);
  const groups = [...byLetters.entries()].map(([key, members], g): WordGroup => {
    for (const word of members) groupOf[word] = g;
    const letters = [...new Set(key)];
    return { letters: letters.map(code), counts: letters.map((l) => key.split(l).length - 1), words: members };
  });
  const starts = new Int32Array(groups.length + 1);
  groups.forEach((group, g) => (starts[g + 1] = starts[g]! + group.letters.length));
  const needs = Int32Array.from(groups.flatMap((group) => group.letters.map((letter, i) => 26 * letter + group.counts[i]!)));
  return { words: unique, index, groups, groupOf, rulesOut, starts, needs };
}

/** The words in the table that `word` begins with, itself included. */
function prefixesOf(word: string, index: ReadonlyMap<string, number>): number[] {
  const found: number[] = [];
  for (let n = 1; n <= word.length; n++) {
    const i = index.get(word.slice(0, n));
    if (i !== undefined) found.push(i);
  }
  return found;
}

const code = (letter: string) => letter.charCodeAt(0) - 97;

/** Which words and groups are still open, changed by play and taken back by undo (a search's stack). */
export class OpenWords {
  private readonly closedBy: Int32Array;
  /** How many of each group's words are open. */
  readonly open: Int32Array;

  constructor(readonly table: WordTable) {
    this.closedBy = new Int32Array(table.words.length);
    this.open = Int32Array.from(table.groups, (group) => group.words.length);
  }

  /** Closes every word not in `words`: a table kept for a board serves its later turns. */
  keepOnly(words: ReadonlySet<string>): void {
    this.table.words.forEach((word, i) => {
      if (!words.has(word) && this.closedBy[i]++ === 0) this.open[this.table.groupOf[i]!]--;
    });
  }

  isOpen(word: number): boolean {
    return this.closedBy[word] === 0;
  }

  /** The group's first open word, or -1. */
  wordOf(group: number): number {
    return this.table.groups[group]!.words.find((word) => this.closedBy[word] === 0) ?? -1;
  }

  play(word: number): void {
    for (const out of this.table.rulesOut[word]!) if (this.closedBy[out]++ === 0) this.open[this.table.groupOf[out]!]--;
  }

  undo(word: number): void {
    for (const out of this.table.rulesOut[word]!) if (--this.closedBy[out] === 0) this.open[this.table.groupOf[out]!]++;
  }
}
