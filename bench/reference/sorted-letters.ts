// The plain conundrum and letters solvers: a Map from each word's letters, sorted, to its
// words. A conundrum is one lookup; a letters round looks up every distinct sub-bag of the
// letters (at most 2^9 of them) and sorts what it finds.

export function sortedLettersMap(words: readonly string[]) {
  const byLetters = new Map<string, string[]>();
  for (const word of words) {
    const key = sorted(word);
    const list = byLetters.get(key);
    if (list) list.push(word);
    else byLetters.set(key, [word]);
  }
  const anagrams = (letters: string): string[] => [...(byLetters.get(sorted(letters)) ?? [])];
  const wordsFrom = (letters: string, minLength = 2): string[] => {
    const found: string[] = [];
    const pick = (from: string, at: number, chosen: string): void => {
      if (at === from.length) {
        if (chosen.length >= minLength) found.push(...(byLetters.get(chosen) ?? []));
        return;
      }
      let next = at;
      while (next < from.length && from[next] === from[at]) next++; // a run of one letter
      for (let take = 0; take <= next - at; take++) pick(from, next, chosen + from[at].repeat(take));
    };
    pick(sorted(letters), 0, "");
    return found.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  };
  return { anagrams, wordsFrom };
}

function sorted(letters: string): string {
  return [...letters].sort().join("");
}
