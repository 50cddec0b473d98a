// `/solve` and "Solve this board": run a Puzzle and render its answer.

import { AttachmentBuilder, type APIEmbed } from "discord.js";
import { PUZZLES, type SolveResult } from "../games/solve/index.ts";
import { GAME_NAMES, isGame } from "../games/catalogue.ts";
import type { GameName } from "../games/model.ts";
import { drawLettersBoard, type BoardImage } from "./images/index.ts";
import { ok, refuse, type Checked } from "../games/rules.ts";
import type { SolveRequest } from "../games/solve/peeking.ts";
import { boardImage } from "./render/boards.ts";
import { COLOURS, fitEmbed } from "./render/embed.ts";
import { codeBlock, LIMITS } from "./render/limits.ts";
import { outgoing, type OutgoingMessage } from "./render/message.ts";

const SOLVED_FILE = "solved.png";
const SPOILER = "||";

/** What is wrong with the request, found without solving it, or null. */
export function solveProblem(request: SolveRequest): string | null {
  const puzzle = PUZZLES.get(request.game);
  return puzzle ? puzzle.problem(request.fields) : unknownGame(request.game);
}

function unknownGame(game: string): string {
  return `I can't solve ${game} boards yet.`;
}

export function solve(request: SolveRequest): Checked<OutgoingMessage> {
  const puzzle = PUZZLES.get(request.game);
  if (!puzzle) return refuse(unknownGame(request.game));
  const outcome = puzzle.solve(request.fields);
  if (!outcome.ok) return outcome;
  const title = isGame(request.game) ? GAME_NAMES[request.game] : request.game;
  const image = pictureOf(outcome.value);
  // The answers behind a spoiler: someone may still be playing that board. The board at full
  // size, where its letters can be read.
  const answers = codeBlock(puzzle.describe(outcome.value).split("\n"), LIMITS.embedDescription - 2 * SPOILER.length);
  const embed: APIEmbed = {
    title: `Solved: ${title}`,
    color: COLOURS.info,
    description: `${SPOILER}${answers}${SPOILER}`,
    ...(image ? { image: { url: `attachment://${SOLVED_FILE}` } } : {}),
  };
  const files = image ? [new AttachmentBuilder(image.png, { name: SOLVED_FILE, description: image.alt })] : [];
  return ok(outgoing({ embeds: [fitEmbed(embed)], files }));
}

/** Results whose fields are not already shaped like the game's board. */
const BOARD_OF_RESULT: Partial<Record<GameName, (result: SolveResult) => unknown>> = {
  conundrum: (result) => ({ scramble: result.letters }),
  boggle: ({ board }) => (Array.isArray(board) ? { size: board.length, tiles: board.flatMap((row) => [...String(row)]) } : null),
};

/** The solved board drawn as a round would show it, when the result's shape allows; letters
 *  as many tiles as were given (XQZ is three tiles, not three of nine drawn). */
function pictureOf(result: SolveResult): BoardImage | null {
  if (!isGame(result.game)) return null;
  if (result.game === "letters" && typeof result.letters === "string" && result.letters.length > 0) {
    return drawLettersBoard(result.letters, { slots: result.letters.length });
  }
  const board = BOARD_OF_RESULT[result.game]?.(result) ?? result;
  return boardImage(result.game, board);
}
