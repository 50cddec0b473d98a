// `/solve` and "Solve this board": run a Puzzle and render its answer. In a channel with a
// round under way the answer is private, and the round's own board (the same letters in any
// order, or the same numbers and target) is refused: no peeking.

import { AttachmentBuilder, type APIEmbed } from "discord.js";
import type { RoundView } from "../games/engine/ports.ts";
import { PUZZLES, type SolveFields, type SolveResult } from "../games/solve/index.ts";
import { GAME_NAMES, isGame } from "../games/catalogue.ts";
import type { GameName } from "../games/model.ts";
import type { BoardImage } from "./images/index.ts";
import { boardImage, solveFieldsOf } from "./render/boards.ts";
import { COLOURS, fitEmbed } from "./render/embed.ts";
import { codeBlock, LIMITS } from "./render/limits.ts";
import { outgoing, type OutgoingMessage } from "./render/message.ts";

export interface SolveRequest {
  readonly game: string;
  readonly fields: SolveFields;
}

export type SolveReply = { readonly ok: true; readonly message: OutgoingMessage } | { readonly ok: false; readonly error: string };

const SOLVED_FILE = "solved.png";

/** A board's identity for "is this the running round's board?": letters sorted, or numbers and target. */
export function boardKey({ game, fields }: SolveRequest): string | null {
  if (game === "numbers") {
    const numbers = String(fields.numbers ?? "").match(/\d+/g)?.map(Number).sort((a, b) => a - b);
    return numbers ? `numbers:${numbers.join(",")}:${String(fields.target ?? "").trim()}` : null;
  }
  const raw = [fields.letters, fields.board, fields.sides].find((v) => typeof v === "string");
  if (typeof raw !== "string") return null;
  const letters = raw.toLowerCase().replace(/qu/g, "q").replace(/[^a-z]/g, "");
  return `letters:${[...letters].sort().join("")}`;
}

/** The refusal when `request` is the board of the round running here, else null. */
export function peekingRefusal(request: SolveRequest, running: RoundView | null): string | null {
  if (running === null) return null;
  const fields = solveFieldsOf(running.round.game, running.round.board);
  if (fields === null) return null;
  const theirs = boardKey({ game: running.round.game, fields });
  return theirs !== null && theirs === boardKey(request)
    ? "No peeking: that is the board of the round being played in this channel. Ask again once it ends."
    : null;
}

/** What is wrong with the request, found without solving it, or null. */
export function solveProblem(request: SolveRequest): string | null {
  const puzzle = PUZZLES.get(request.game);
  return puzzle ? puzzle.problem(request.fields) : unknownGame(request.game);
}

function unknownGame(game: string): string {
  return `I can't solve ${game} boards yet.`;
}

export function solve(request: SolveRequest): SolveReply {
  const puzzle = PUZZLES.get(request.game);
  if (!puzzle) return { ok: false, error: unknownGame(request.game) };
  const outcome = puzzle.solve(request.fields);
  if (!outcome.ok) return outcome;
  const title = isGame(request.game) ? GAME_NAMES[request.game] : request.game;
  const image = pictureOf(outcome.result);
  const embed: APIEmbed = {
    title: `Solved: ${title}`,
    color: COLOURS.info,
    description: codeBlock(puzzle.describe(outcome.result).split("\n"), LIMITS.embedDescription),
    ...(image ? { thumbnail: { url: `attachment://${SOLVED_FILE}` } } : {}),
  };
  const files = image ? [new AttachmentBuilder(image.png, { name: SOLVED_FILE, description: image.alt })] : [];
  return { ok: true, message: outgoing({ embeds: [fitEmbed(embed)], files }) };
}

/** Results whose fields are not already shaped like the game's board. */
const BOARD_OF_RESULT: Partial<Record<GameName, (result: SolveResult) => unknown>> = {
  conundrum: (result) => ({ scramble: result.letters }),
  boggle: ({ board }) => (Array.isArray(board) ? { size: board.length, tiles: board.flatMap((row) => [...String(row)]) } : null),
};

/** The solved board drawn as a round would show it, when the result's shape allows. */
function pictureOf(result: SolveResult): BoardImage | null {
  if (!isGame(result.game)) return null;
  const board = BOARD_OF_RESULT[result.game]?.(result) ?? result;
  return boardImage(result.game, board);
}
