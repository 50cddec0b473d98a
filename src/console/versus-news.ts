// A Letterpress versus game's news in a terminal: what happened, the board, the score, the
// words each side played, then whose move it is or who won. The view's text (names, words)
// is made printable here, because the board's own colours reach the terminal as they are.

import type { Player } from "../games/engine/ports.ts";
import type { VersusGame } from "../games/model.ts";
import { COLOUR_NAMES, resultLine, versusNewsView, type VersusNewsView } from "../games/versus/news.ts";
import { scoreOf, toMove, type Side } from "../games/versus/rules.ts";
import { TILES } from "../solvers/territory/tiles.ts";
import { printable, wrapped } from "./format.ts";
import { PLAIN_KEY, sideName, tileLines } from "./versus-tiles.ts";

const INDENT = "   ";
const COLUMNS = 80;

/** How a move is typed here, for the line saying whose move it is. */
export const MOVE_HOW = "type a word [and its TILES], or /letterpress pass or resign";

const names = (game: VersusGame): [string, string] => [printable(game.players[0].name), printable(game.players[1].name)];

/** "[Ann] blue 9 · (Bob) red 7 · 9 blank": each side in its colour. */
function scoreLine(view: VersusNewsView, colour: boolean): string {
  const named = names(view.game);
  const sides = ([0, 1] as const).map((side) => `${sideName(named[side], side, colour)} ${COLOUR_NAMES[side]} ${view.score[side]}`);
  const blank = TILES - view.score[0] - view.score[1];
  return [...sides, ...(blank > 0 ? [`${blank} blank`] : [])].join(" · ");
}

/** Each side's words, wrapped to a terminal's 80 columns, the lines that go on indented more. */
function playedLines(view: VersusNewsView): string[] {
  const named = names(view.game);
  return ([0, 1] as const)
    .filter((side) => view.played[side].length > 0)
    .flatMap((side) => {
      const words = view.played[side].map((word) => word.toUpperCase()).join(", ");
      return wrapped(`${named[side]} played ${words}`, COLUMNS - INDENT.length - 2).map((line, i) => (i === 0 ? line : `  ${line}`));
    });
}

/** What comes next: the player to move (naming /as when two share the terminal), or the result. */
function nextLine(view: VersusNewsView): string | null {
  if (view.result !== null) return `🏁 ${printable(view.result)}`;
  if (view.toMove === null) return null;
  const player = view.game.players[view.toMove];
  const name = printable(player.name);
  if (player.computer) return `${name} is thinking…`;
  const hotSeat = view.game.players.every((p) => !p.computer) ? ` (/as ${name})` : "";
  return `${name} to move${hotSeat}: ${MOVE_HOW}.`;
}

/** The news and the board; `colour` draws it with ANSI colours, else with plain markers. */
export function showVersusNews(view: VersusNewsView, colour: boolean): string {
  const title = `── Letterpress versus #${view.game.id} ── ${printable(view.headline)}`;
  if (view.event === "declined" || view.event === "expired") return title;
  return [
    title,
    ...tileLines(view, colour).map((line) => INDENT + line),
    ...(colour ? [] : [`${INDENT}${PLAIN_KEY}`]),
    scoreLine(view, colour),
    ...playedLines(view).map((line) => INDENT + line),
    ...[nextLine(view)].filter((line) => line !== null),
  ].join("\n");
}

/** A game going on from the last session, drawn as it stands. */
export function showVersusResumed(game: VersusGame, colour: boolean): string {
  return showVersusNews({ ...versusNewsView({ event: "started", game, mention: null }), headline: "still going from last time" }, colour);
}

/** One line a game: its number, the opponent, the score and whose move. */
function gameLine(game: VersusGame, me: Player): string {
  const side: Side = game.players[0].id === me.id ? 0 : 1;
  const other = printable(game.players[1 - side]!.name);
  const score = scoreOf(game.colours);
  const turn = toMove(game);
  const next = game.state === "challenged" ? "waiting for an answer"
    : game.state !== "playing" ? resultLine(game)
    : turn === side ? "your move" : `${other}'s move`;
  return `${INDENT}#${game.id} against ${other}, ${COLOUR_NAMES[side]}: ${score[side]} tiles to ${score[1 - side]}, ${next}`;
}

/** /letterpress games: the player's running games here. */
export function showVersusGames(games: readonly VersusGame[], me: Player): string {
  const name = printable(me.name);
  if (games.length === 0) return `${name} has no Letterpress versus game running. Start one with /letterpress versus.`;
  const more = games.length > 1 ? "\nWith more than one, name it: /letterpress play WORD game:N (or pass/resign game:N)." : "";
  return [`${name}'s Letterpress versus games:`, ...games.map((game) => gameLine(game, me))].join("\n") + more;
}
