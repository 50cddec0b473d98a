// Each game's board as a picture for Discord. Boards arrive as stored JSON, so every field
// is checked before use.

import {
  drawBoggleBoard,
  drawConundrumBoard,
  drawLetterBoxedBoard,
  drawLetterpressBoard,
  drawLettersBoard,
  drawNumbersBoard,
  type BoardImage,
} from "../images/index.ts";
import type { GameName } from "../../games/model.ts";
import { NUMBERS_DRAWN } from "../../games/numbers/board.ts";
import { boggleRows, ifThere, numbers, strings, text, whole } from "../../games/stored-board.ts";

const IMAGES: Readonly<Record<GameName, (board: unknown) => BoardImage | null>> = {
  letters: (b) => ifThere(text(b, "letters"), (letters) => drawLettersBoard(letters)),
  // The target is dealt with the board but stays hidden until the six numbers are out.
  numbers: (b) => ifThere(numbers(b, "numbers"), (six) => drawNumbersBoard(six, six.length === NUMBERS_DRAWN ? whole(b, "target") : null)),
  conundrum: (b) => ifThere(text(b, "scramble"), drawConundrumBoard),
  boggle: (b) => ifThere(boggleRows(b), drawBoggleBoard),
  letterpress: (b) => ifThere(text(b, "letters"), (letters) => drawLetterpressBoard(letters)),
  letterboxed: (b) => ifThere(strings(b, "sides"), (sides) => drawLetterBoxedBoard(sides)),
};

// A board is shown in its post, the ten-seconds edit and the closing edit: the last few
// hundred boards stay drawn (about 10 KB each) rather than drawn three times.
const KEPT = 256;
const drawn = new Map<string, BoardImage | null>();

/** The board's picture, or null when the board has none yet or is not as expected. */
export function boardImage(game: GameName, board: unknown): BoardImage | null {
  const key = `${game}:${JSON.stringify(board)}`;
  const kept = drawn.get(key);
  drawn.delete(key);
  const image = kept !== undefined ? kept : draw(game, board);
  drawn.set(key, image);
  if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
  return image;
}

function draw(game: GameName, board: unknown): BoardImage | null {
  try {
    return IMAGES[game](board);
  } catch {
    return null; // a drawing refused the board's shape: the text board still shows it
  }
}
