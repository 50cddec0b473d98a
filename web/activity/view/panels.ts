// The panels beside the board, drawn from the state: the live strip, My words, the results and
// the idle screen's line. Text only through textContent: names and verdicts come from others.

import type { LiveStanding, MyWord, PlayerCount } from "../../../src/live/protocol.ts";
import type { Results } from "../state.ts";

function item(text: string, className = "", you = false): HTMLLIElement {
  const li = document.createElement("li");
  li.className = className;
  li.textContent = text;
  if (you) li.classList.add("you");
  return li;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** Each player's word count, never which words; you marked. */
export function drawStrip(host: HTMLElement, counts: readonly PlayerCount[]): void {
  host.replaceChildren(...counts.map((c) => {
    const li = item("", "chip", c.you);
    const name = document.createElement("span");
    name.textContent = c.you ? `${c.name} (you)` : c.name;
    const count = document.createElement("b");
    count.textContent = String(c.words);
    li.append(name, count);
    li.setAttribute("aria-label", `${c.you ? "You" : c.name}: ${plural(c.words, "word")}`);
    return li;
  }));
}

/** My words, newest first, with their points or why not; `empty`, the line while there are none. */
export function drawMine(host: HTMLElement, total: HTMLElement, mine: readonly MyWord[], empty: string | null): void {
  if (mine.length === 0 && empty !== null) host.replaceChildren(item(empty, "empty"));
  else host.replaceChildren(...[...mine].reverse().map((w) => {
    const li = item("", w.ok ? "ok" : "no");
    const text = document.createElement("span");
    text.textContent = w.text.toUpperCase();
    const note = document.createElement("small");
    note.textContent = w.ok ? `+${w.points}` : w.note;
    li.append(text, note);
    return li;
  }));
  const points = mine.reduce((sum, w) => sum + (w.ok ? w.points : 0), 0);
  total.textContent = mine.length ? `${plural(mine.filter((w) => w.ok).length, "word")}, ${plural(points, "pt")}` : "";
}

const MEDALS = ["🥇", "🥈", "🥉"];

function standingLine(s: LiveStanding): string {
  const medal = s.points > 0 ? (MEDALS[s.place - 1] ?? `${s.place}.`) : `${s.place}.`;
  return `${medal} ${s.you ? `${s.name} (you)` : s.name} — ${plural(s.points, "point")}, ${plural(s.words, "word")}`;
}

export function drawResults(host: HTMLElement, results: Results | null): void {
  if (!results) return host.replaceChildren();
  const heading = document.createElement("h2");
  heading.textContent = "Results";
  const summary = document.createElement("p");
  summary.textContent = results.summary;
  const list = document.createElement("ol");
  list.className = "standings";
  list.append(...results.standings.map((s) => item(standingLine(s), "standing", s.you)));
  host.replaceChildren(heading, summary, list);
}
