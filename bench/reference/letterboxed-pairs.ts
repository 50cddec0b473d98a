// The plain Letter Boxed solver for dealt boxes (par 2 by construction): keep the words of
// the list the box allows, then try every pair that chains and keep those using all twelve
// letters (as letter bitmasks), fewest letters first, then alphabetical.

export function plainLetterBoxed(list: readonly string[]) {
  return (sides: readonly string[]): { words: string[]; solutions: string[][] } => {
    const sideOf = new Map([...sides.join("")].map((letter, place) => [letter, Math.floor(place / 3)]));
    const allowed = (w: string) => w.length >= 3 && [...w].every((l, i) => sideOf.has(l) && (i === 0 || sideOf.get(l) !== sideOf.get(w[i - 1])));
    const words = list.filter(allowed);
    const lettersOf = new Map(words.map((w) => [w, letterSet(w)]));
    const byFirst = new Map<string, string[]>();
    for (const w of words) byFirst.get(w[0])?.push(w) ?? byFirst.set(w[0], [w]);
    const all = letterSet(sides.join(""));
    const solutions: string[][] = [];
    for (const a of words) {
      for (const b of byFirst.get(a[a.length - 1]) ?? []) if ((lettersOf.get(a)! | lettersOf.get(b)!) === all) solutions.push([a, b]);
    }
    solutions.sort(([a1, b1], [a2, b2]) => a1.length + b1.length - a2.length - b2.length || (a1 !== a2 ? (a1 < a2 ? -1 : 1) : b1 < b2 ? -1 : 1));
    return { words, solutions: solutions.slice(0, 1000) };
  };
}

function letterSet(word: string): number {
  let set = 0;
  for (let i = 0; i < word.length; i++) set |= 1 << (word.charCodeAt(i) - 97);
  return set;
}
