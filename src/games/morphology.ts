// The project's morphology: WordNet's detachment rules (morphy), used to look a definition up
// through its base (definitions.ts) and to deny a word's inflections with its base (offensive.ts).

// Longest ending first; a doubled last consonant is undone after.
const ENDINGS: readonly [string, string][] = [
  ["ies", "y"], ["ches", "ch"], ["shes", "sh"], ["sses", "ss"], ["xes", "x"], ["zes", "z"], ["men", "man"],
  ["ing", "e"], ["ing", ""], ["ied", "y"], ["ed", "e"], ["ed", ""], ["es", "e"], ["es", ""], ["s", ""],
  ["iest", "y"], ["ier", "y"], ["est", "e"], ["est", ""], ["er", "e"], ["er", ""],
];

/** The base forms a word may be an inflection of, most likely first. */
export function baseForms(word: string): string[] {
  const bases: string[] = [];
  for (const [ending, base] of ENDINGS) {
    if (!word.endsWith(ending) || word.length <= ending.length + 1) continue;
    const stem = word.slice(0, -ending.length) + base;
    bases.push(stem);
    if (base === "" && /([^aeiou])\1$/u.test(stem)) bases.push(stem.slice(0, -1)); // running → runn → run
  }
  return bases;
}
