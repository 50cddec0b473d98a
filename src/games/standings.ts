// A round's results as data: each player's total, what they sent and what it earned. The
// rules build them; each adapter writes them in its own medium (see standing-lines.ts).

/** One player's line on the results board. */
export interface Standing {
  readonly playerId: string;
  readonly playerName: string;
  readonly points: number;
  /** Best first: every distinct word found (find-all), or the valid answer that counts. */
  readonly answers: readonly ScoredAnswer[];
  /** The answer that counts, when it was refused. A find-all round lists none: a refused
   *  word there costs nothing and the player was told at once. */
  readonly refusals: readonly Refusal[];
}

export type ScoredAnswer = FoundWord | LettersWord | Solution | Sum | Chain;

/** A word found in a find-all round (Boggle, Letterpress). */
export interface FoundWord {
  readonly kind: "found";
  readonly word: string;
  readonly points: number;
  /** Found by several players, so it scores for nobody (Boggle's box rule). */
  readonly cancelled: boolean;
}

/** A letters round's word: its length is what it is judged by. */
export interface LettersWord {
  readonly kind: "word";
  readonly word: string;
  readonly points: number;
}

/** A right conundrum guess; only the first scores. */
export interface Solution {
  readonly kind: "solution";
  readonly word: string;
  readonly points: number;
}

/** A numbers answer: the sum, what it makes and how far that is from the target. */
export interface Sum {
  readonly kind: "sum";
  readonly expression: string;
  readonly value: number;
  /** 0 when the target was hit exactly. */
  readonly distance: number;
  readonly points: number;
}

/** A Letter Boxed chain of words, solved or with letters left unused. */
export interface Chain {
  readonly kind: "chain";
  readonly words: readonly string[];
  readonly solved: boolean;
  readonly unused: number;
  readonly points: number;
}

/** A refused answer as the player sent it, and why it was refused. */
export interface Refusal {
  readonly text: string;
  readonly reason: string;
}
