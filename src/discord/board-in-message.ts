// "Solve this board": find a board in a message. A round's board message names its round
// in the footer, so the stored board is used exactly; any other message is read as text:
// six numbers and a target, four sides of three letters, a square grid, or a run of letters.

import { ComponentType, type Message } from "discord.js";
import type { Store } from "../games/engine/ports.ts";
import type { SolveRequest } from "../games/solve/peeking.ts";
import { solveFieldsOf } from "../games/solve/round-board.ts";
import { roundIdInFooter } from "./render/round.ts";

export async function boardInMessage(message: Message, store: Store): Promise<SolveRequest | null> {
  return (message.author.id === message.client.user.id ? await boardOfRound(message, store) : null) ?? boardInText(message.content);
}

/** The text of every text display in a Components V2 message, nested ones included. */
function textsOf(components: readonly unknown[]): string[] {
  return components.flatMap((component) => {
    const c = component as { type?: number; content?: unknown; components?: unknown[] };
    const inner = Array.isArray(c.components) ? textsOf(c.components) : [];
    return c.type === ComponentType.TextDisplay && typeof c.content === "string" ? [c.content, ...inner] : inner;
  });
}

async function boardOfRound(message: Message, store: Store): Promise<SolveRequest | null> {
  const footers = [...message.embeds.map((e) => e.footer?.text), ...textsOf(message.components.map((c) => c.toJSON()))];
  for (const footer of footers) {
    const roundId = roundIdInFooter(footer);
    const round = roundId === null ? null : await store.getRound(roundId);
    if (round === null || round.guildId !== message.guildId) continue;
    const fields = solveFieldsOf(round.game, round.board);
    if (fields !== null) return { game: round.game, fields };
  }
  return null;
}

const GRID_SIZES = [3, 4, 5, 6];

/** Tiles of a Boggle row: "qu" is one tile. */
const tiles = (row: string): number => row.replace(/qu/g, "q").length;

export function boardInText(content: string): SolveRequest | null {
  const text = content.toLowerCase().replace(/[`*_|~>]/g, " ").trim();
  return numbersIn(text) ?? sidesIn(text) ?? gridIn(text) ?? lettersIn(text);
}

/** Six numbers and a target, with any words that lead up to them ("today's puzzle: 25 50 …")
 *  or follow the target ("… target 952, good luck!"). */
function numbersIn(whole: string): SolveRequest | null {
  const text = whole.slice(Math.max(0, whole.search(/\d/)));
  const marked = /target\W*(?:is\W*)?(\d+)/.exec(text);
  // The numbers run until a word interrupts them; the target is marked, or the seventh number.
  const run = marked ? text.slice(0, marked.index) : (/^[^a-z]*/.exec(text)?.[0] ?? "");
  if (/[a-z][^]*\d/.test(run)) return null;
  const all = run.match(/\d+/g)?.map(Number) ?? [];
  const target = marked ? Number(marked[1]) : all.length === 7 ? all[6] : null;
  const numbers = marked ? all : all.slice(0, 6);
  if (target === null || numbers.length < 2 || numbers.length > 6) return null;
  return { game: "numbers", fields: { numbers: numbers.join(" "), target } };
}

function sidesIn(text: string): SolveRequest | null {
  const sides = text.split(/[\s,/|-]+/).filter((s) => s !== "");
  const ok = sides.length === 4 && sides.every((s) => /^[a-z]{3}$/.test(s)) && new Set(sides.join("")).size === 12;
  return ok ? { game: "letterboxed", fields: { sides: sides.join(" ") } } : null;
}

function gridIn(text: string): SolveRequest | null {
  const rows = text.split(/[\s,/]+/).filter((s) => s !== "");
  const n = rows.length;
  const square = GRID_SIZES.includes(n) && rows.every((row) => /^[a-z]+$/.test(row) && tiles(row) === n);
  return square ? { game: "boggle", fields: { board: rows.join("/") } } : null;
}

/**
 * A run of letters: one token (MHIRCOACT), single letters apart (M H I R C O A C T), or rows of
 * one length making a 16- or 25-tile board. Other tokens are words ("hello there friends"):
 * chat, not a board.
 */
function lettersIn(text: string): SolveRequest | null {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== "");
  const letters = tokens.join("");
  const rows = tokens.every((t) => t.length === tokens[0].length) && [16, 25].includes(letters.length);
  if (tokens.length > 1 && !rows && tokens.some((t) => t.length > 1)) return null;
  if (!/^[a-z]{4,30}$/.test(letters)) return null;
  if (letters.length === 25) return { game: "letterpress", fields: { letters } };
  if (letters.length === 16) return { game: "boggle", fields: { board: letters.match(/.{4}/g)?.join("/") } };
  return { game: "letters", fields: { letters } };
}
