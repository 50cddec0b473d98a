// Helpers for the Activity's browser tests: a player's hands on the board (a mouse drag, a
// finger's drag, taps) and the words a board holds, with the tiles that spell them.

import type { FrameLocator, Page } from "playwright-core";
import { loadDictionary, type DictName } from "../../../src/solvers/dictionary/index.ts";
import { solveBoggle } from "../../../src/solvers/boggle/solve.ts";
import { letterpressWords } from "../../../src/solvers/letterpress.ts";
import type { BoggleBoard } from "../../../src/solvers/boggle/board.ts";
import type { LetterpressBoard } from "../../../src/games/letterpress/deal.ts";
import type { RoundView } from "../../../src/games/engine/ports.ts";
import { pathFor, type Grid } from "../../../web/activity/path.ts";

export type Surface = Page | FrameLocator;

export interface Playable {
  readonly word: string;
  readonly path: readonly number[];
}

/** The tiles as the page draws them ("Qu" one tile). */
export const tilesOf = (surface: Surface): Promise<string[]> => surface.locator(".tile").allTextContents();

/** Words of the round's board (its own list) of at least `min` letters, each with tiles that spell it. */
export function playable(view: RoundView, tiles: readonly string[], min = 4): Playable[] {
  const dict = loadDictionary((view.round.options as { dict: DictName }).dict);
  const boggle = view.round.game === "boggle" ? (view.round.board as BoggleBoard) : null;
  const columns = boggle?.size ?? 5;
  const grid: Grid = { columns, rows: columns, adjacent: boggle !== null };
  const words = boggle ? solveBoggle(dict, boggle).words : letterpressWords(dict, (view.round.board as LetterpressBoard).letters, 4);
  return words.filter((w) => w.length >= min).flatMap((word) => {
    const path = pathFor(grid, tiles, word);
    return path ? [{ word, path }] : [];
  });
}

async function centreOf(surface: Surface, tile: number): Promise<{ x: number; y: number }> {
  const box = await surface.locator(".tile").nth(tile).boundingBox();
  if (!box) throw new Error(`tile ${tile} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on the first tile, moves through the others and lets go. */
export async function dragWithMouse(page: Page, surface: Surface, path: readonly number[]): Promise<void> {
  const [first, ...rest] = path;
  const start = await centreOf(surface, first!);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const tile of rest) {
    const at = await centreOf(surface, tile);
    await page.mouse.move(at.x, at.y, { steps: 5 });
  }
  await page.mouse.up();
}

/** A finger's drag, through the browser's touch input (the page sees touch pointer events). */
export async function dragWithFinger(page: Page, path: readonly number[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const points = await Promise.all(path.map((tile) => centreOf(page, tile)));
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", at?: { x: number; y: number }) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: at ? [{ x: at.x, y: at.y, id: 1 }] : [] });
  await touch("touchStart", points[0]);
  for (let i = 1; i < points.length; i++) {
    const [from, to] = [points[i - 1]!, points[i]!];
    for (const f of [0.25, 0.5, 0.75, 1]) await touch("touchMove", { x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f });
  }
  await touch("touchEnd");
  await cdp.detach();
}

/** Taps each tile in turn (a click each). */
export async function tapTiles(surface: Surface, path: readonly number[]): Promise<void> {
  for (const tile of path) await surface.locator(".tile").nth(tile).click();
}

// Page code as text: the tests' tsconfig has no DOM (web/tsconfig.json has).
const WATCH = `(() => {
  const log = (window.changes = []);
  for (const id of ["verdict", "strip"]) {
    const el = document.getElementById(id);
    new MutationObserver(() => log.push({ what: id, at: Date.now(), text: el.textContent })).observe(el, { childList: true, subtree: true, characterData: true });
  }
})()`;

export interface Change {
  readonly what: "verdict" | "strip";
  readonly at: number;
  readonly text: string;
}

/** Records, in the page, when the verdict line and the live strip change (Date.now(), same machine). */
export const watchChanges = async (page: Page): Promise<void> => void (await page.evaluate(WATCH));

export const changesIn = (page: Page): Promise<Change[]> => page.evaluate("window.changes");
