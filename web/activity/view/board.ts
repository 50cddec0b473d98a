// The board: one button a tile, traced by drag (mouse, pen or touch) or built by taps and keys.
// It reports the path as it changes and when the player sends it; the path itself is kept by
// the caller, so typing and tracing build the same word.

import type { LiveBoard } from "../../../src/live/protocol.ts";
import { entered, tapped } from "../path.ts";

export interface BoardEvents {
  path(): readonly number[];
  changed(path: readonly number[]): void;
  send(): void;
}

/** Only a tile's inner part counts while dragging, so a diagonal step does not graze its neighbours. */
const INNER = 0.36;

function tileLabel(board: LiveBoard, tile: number): string {
  const row = Math.floor(tile / board.columns) + 1;
  const column = (tile % board.columns) + 1;
  return `Tile ${board.tiles[tile]!.toUpperCase()}, row ${row} column ${column}`;
}

/** Each host's listeners, removed when the next round's board is drawn in it. */
const wired = new WeakMap<HTMLElement, AbortController>();

export function drawBoard(host: HTMLElement, board: LiveBoard, events: BoardEvents): (path: readonly number[]) => void {
  wired.get(host)?.abort();
  const listening = new AbortController();
  wired.set(host, listening);
  const { signal } = listening;
  host.replaceChildren();
  host.style.setProperty("--columns", String(board.columns));
  const buttons = board.tiles.map((face, tile) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = face.length > 1 ? "tile wide" : "tile";
    button.dataset.tile = String(tile);
    button.textContent = face.length > 1 ? face[0]!.toUpperCase() + face.slice(1).toLowerCase() : face.toUpperCase();
    button.setAttribute("aria-label", tileLabel(board, tile));
    host.append(button);
    return button;
  });

  const under = (x: number, y: number): number | null => {
    const hit = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-tile]");
    if (!hit || !host.contains(hit)) return null;
    const box = hit.getBoundingClientRect();
    const near = Math.hypot(x - (box.left + box.width / 2), y - (box.top + box.height / 2)) <= box.width * INNER;
    return near ? Number(hit.dataset.tile) : null;
  };

  let press: { moved: boolean; sendOnRelease: boolean } | null = null;
  const tap = (tile: number) => {
    const result = tapped(board, events.path(), tile);
    events.changed(result.path);
    return result.send;
  };
  host.addEventListener("pointerdown", (event) => {
    const tile = under(event.clientX, event.clientY);
    if (tile === null || !event.isPrimary) return;
    event.preventDefault();
    host.setPointerCapture(event.pointerId);
    press = { moved: false, sendOnRelease: tap(tile) };
  }, { signal });
  host.addEventListener("pointermove", (event) => {
    if (!press) return;
    const tile = under(event.clientX, event.clientY);
    const path = events.path();
    if (tile === null || tile === path.at(-1)) return;
    const next = entered(board, path, tile);
    if (next === path) return;
    press.moved = true;
    press.sendOnRelease = false;
    events.changed(next);
  }, { signal });
  host.addEventListener("pointerup", () => {
    if (!press) return;
    const send = press.sendOnRelease || (press.moved && events.path().length > 1);
    press = null;
    if (send) events.send();
  }, { signal });
  host.addEventListener("pointercancel", () => (press = null), { signal });
  // A tile pressed with Enter or Space (a click with no pointer behind it).
  host.addEventListener("click", (event) => {
    const tile = (event.target as HTMLElement).closest<HTMLElement>("[data-tile]");
    if (event.detail === 0 && tile && tap(Number(tile.dataset.tile))) events.send();
  }, { signal });

  return (path) => {
    buttons.forEach((button, tile) => {
      const at = path.indexOf(tile);
      button.classList.toggle("on", at >= 0);
      button.classList.toggle("last", at >= 0 && at === path.length - 1);
      button.setAttribute("aria-pressed", String(at >= 0));
    });
  };
}
