// Each game's board as the Discord side needs it: a picture, and the fields `/solve` reads
// for the same board (to refuse solving a running round's board, and for "Solve this board").
// Boards arrive as stored JSON, so every field is checked before use.

import {
  drawBoggleBoard,
  drawConundrumBoard,
  drawLetterBoxedBoard,
  drawLetterpressBoard,
  drawLettersBoard,
  drawNumbersBoard,
  type BoardImage,
} from "../images/index.ts";
import type { SolveFields } from "../../games/solve/index.ts";
import type { GameName } from "../../games/model.ts";

interface BoardKind {
  image(board: unknown): BoardImage | null;
  solveFields(board: unknown): SolveFields | null;
}

const field = (board: unknown, key: string): unknown =>
  typeof board === "object" && board !== null ? (board as Record<string, unknown>)[key] : undefined;

const text = (board: unknown, key: string): string | null => {
  const value = field(board, key);
  return typeof value === "string" ? value : null;
};

const strings = (board: unknown, key: string): string[] | null => {
  const value = field(board, key);
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : null;
};

const numbers = (board: unknown, key: string): number[] | null => {
  const value = field(board, key);
  return Array.isArray(value) && value.every((v) => Number.isInteger(v)) ? value : null;
};

const whole = (board: unknown, key: string): number | null => {
  const value = field(board, key);
  return Number.isInteger(value) ? (value as number) : null;
};

const NUMBERS_DRAWN = 6;

const KINDS: Readonly<Record<GameName, BoardKind>> = {
  letters: {
    image: (b) => ifThere(text(b, "letters"), (letters) => drawLettersBoard(letters)),
    solveFields: (b) => ifThere(text(b, "letters"), (letters) => (letters === "" ? null : { letters })),
  },
  numbers: {
    // The target is dealt with the board but stays hidden until the six numbers are out.
    image: (b) => ifThere(numbers(b, "numbers"), (six) => drawNumbersBoard(six, six.length === NUMBERS_DRAWN ? whole(b, "target") : null)),
    solveFields: (b) =>
      ifThere(numbers(b, "numbers"), (six) => (six.length === NUMBERS_DRAWN ? { numbers: six.join(" "), target: whole(b, "target") } : null)),
  },
  conundrum: {
    image: (b) => ifThere(text(b, "scramble"), drawConundrumBoard),
    solveFields: (b) => ifThere(text(b, "scramble"), (letters) => ({ letters })),
  },
  boggle: {
    image: (b) => ifThere(boggleRows(b), drawBoggleBoard),
    solveFields: (b) => ifThere(boggleRows(b), (rows) => ({ board: rows.join("/") })),
  },
  letterpress: {
    image: (b) => ifThere(text(b, "letters"), (letters) => drawLetterpressBoard(letters)),
    solveFields: (b) => ifThere(text(b, "letters"), (letters) => ({ letters })),
  },
  letterboxed: {
    image: (b) => ifThere(strings(b, "sides"), (sides) => drawLetterBoxedBoard(sides)),
    solveFields: (b) => ifThere(strings(b, "sides"), (sides) => ({ sides: sides.join(" ") })),
  },
};

/** A Boggle board ({ size, tiles }) as rows of tiles; "q" is the Qu tile. */
function boggleRows(board: unknown): string[] | null {
  const size = whole(board, "size");
  const tiles = strings(board, "tiles");
  if (size === null || tiles === null || tiles.length !== size * size) return null;
  return Array.from({ length: size }, (_, r) => tiles.slice(r * size, (r + 1) * size).join(""));
}

function ifThere<T, R>(value: T | null, use: (value: T) => R | null): R | null {
  return value === null ? null : use(value);
}

/** The board's picture, or null when the board has none yet or is not as expected. */
export function boardImage(game: GameName, board: unknown): BoardImage | null {
  try {
    return KINDS[game].image(board);
  } catch {
    return null; // a drawing refused the board's shape: the text board still shows it
  }
}

/** The `/solve` fields for this board, or null when it cannot be solved yet. */
export function solveFieldsOf(game: GameName, board: unknown): SolveFields | null {
  return KINDS[game].solveFields(board);
}
