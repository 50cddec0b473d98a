// The standard dice (GAMES.md): six faces each, "q" being the Qu face.

export const DICE_4X4: readonly string[] = [
  "aaeegn", "achops", "affkps", "abbjoo", "cimotu", "delrvy", "deilrx", "eeinsu",
  "eeghnw", "hlnnrz", "distty", "aoottw", "elrtty", "eiosst", "ehrtvw", "himnqu",
];

export const DICE_5X5: readonly string[] = [
  "aaafrs", "aaeeee", "aafirs", "adennn", "aeeeem", "aeegmu", "aegmnn", "afirsy", "bjkqxz",
  "ccenst", "ceiilt", "ceilpt", "ceipst", "ddhnot", "dhhlor", "dhlnor", "dhlnor", "eiiitt",
  "emottt", "ensssu", "fiprsy", "gorrvw", "iprrry", "nootuw", "ooottu",
];

export function diceFor(size: 4 | 5): readonly string[] {
  return size === 4 ? DICE_4X4 : DICE_5X5;
}
