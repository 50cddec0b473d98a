// Boggle's box scoring: points by word length, where the Qu tile counts as two letters
// (it spells "qu", so a word's length in letters is already right).

/** Points for words of length 0, 1, 2, …; 8 letters and longer score the last entry. */
export const POINTS_BY_LENGTH: readonly number[] = [0, 0, 0, 1, 1, 2, 3, 5, 11];

export function scoreBoggleWord(word: string): number {
  return POINTS_BY_LENGTH[Math.min(word.length, POINTS_BY_LENGTH.length - 1)];
}

/** The shortest word a board of this size accepts: 3, or 4 on 5x5 and larger (Big Boggle). */
export function defaultMinLength(size: number): number {
  return size >= 5 ? 4 : 3;
}
