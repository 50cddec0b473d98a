// The Activity's page: signs in, opens the live socket and draws the channel's round, taking
// words from the board (drag or taps) and the keyboard. The server judges every word.

import "./style.css";
import type { ClientMessage, LiveGame, LiveRound } from "../../src/live/protocol.ts";
import { clockText, hurry, msLeft } from "./clock.ts";
import { pathFor, spelled } from "./path.ts";
import { SignInRefused, signIn } from "./signin.ts";
import { liveUrl, openLink, type Link } from "./socket.ts";
import { howToPlay, initial, lost, reduce, stripOf, type LiveState } from "./state.ts";
import { drawBoard } from "./view/board.ts";
import { drawMine, drawResults, drawStrip } from "./view/panels.ts";

const $ = (id: string) => document.getElementById(id)!;
const app = $("app");

let state: LiveState = initial;
let link: Link | null = null;
let path: readonly number[] = [];
/** What the keys typed, which may end inside a tile ("q" of "Qu"); else the path's spelling. */
let typed = "";
let drawnRound: number | null = null;
let showPath: (path: readonly number[]) => void = () => {};
let nextId = 1;

const LINK_TEXT: Record<LiveState["link"], string> = { connecting: "Connecting…", open: "", lost: "Reconnecting…", refused: "" };

function setPath(next: readonly number[], keys?: string): void {
  path = next;
  const round = state.round;
  typed = keys ?? (round ? spelled(round.board.tiles, next) : "");
  $("word").textContent = round ? spelled(round.board.tiles, path).toUpperCase() : "";
  showPath(path);
}

function say(text: string, ok: boolean): void {
  const verdict = $("verdict");
  verdict.textContent = text;
  verdict.className = `verdict ${ok ? "ok" : "no"}`;
}

function sendWord(): void {
  const round = state.round;
  if (!round || path.length === 0) return;
  const text = spelled(round.board.tiles, path);
  if (text.length < round.board.minLength) return say(`Words need at least ${round.board.minLength} letters.`, false);
  const id = nextId++;
  if (!link?.send({ type: "word", id, text })) return say("Not connected: your word is kept, send it again in a moment.", false);
  setPath([]);
}

function drawRound(round: LiveRound): void {
  if (drawnRound === round.id) return;
  drawnRound = round.id;
  $("title").textContent = round.title;
  showPath = drawBoard($("board"), round.board, { path: () => path, changed: setPath, send: sendWord });
  setPath([]);
}

function draw(): void {
  app.dataset.screen = state.link === "refused" ? "refused" : state.round ? "round" : state.me ? "idle" : "loading";
  $("link").textContent = LINK_TEXT[state.link];
  $("refusal").textContent = state.link === "refused" ? (state.notice?.text ?? "") : "";
  drawStrip($("strip"), stripOf(state));
  drawMine($("mine"), $("total"), state.mine, state.round && howToPlay(state.round));
  drawResults($("results"), state.results);
  $("idle-text").textContent = state.idle ?? (state.results ? "Play another round:" : "");
  if (state.round) drawRound(state.round);
  else {
    drawnRound = null;
    $("title").textContent = "Lexicord";
  }
  tick();
}

function tick(): void {
  const clock = $("clock");
  const left = state.round ? msLeft(state.round.endsAt, Date.now(), state.skew) : 0;
  clock.textContent = state.round ? clockText(left) : "";
  clock.classList.toggle("hurry", hurry(left));
}

function onMessage(message: Parameters<typeof reduce>[1]): void {
  state = reduce(state, message, Date.now());
  // The server's line names the word, as /guess's reply does.
  if (message.type === "verdict") say(message.message, message.ok);
  else if (message.type === "error") say(message.message, false);
  else if (message.type !== "counts" && message.type !== "mine") say("", true);
  draw();
}

function onKey(event: KeyboardEvent): void {
  const round = state.round;
  if (!round || event.ctrlKey || event.metaKey || event.altKey) return;
  // Enter sends the word, even from a tile (Space taps one); other buttons keep their Enter.
  const button = (event.target as HTMLElement).closest?.("button");
  const enterSends = !button || (button.matches("[data-tile]") && path.length > 0);
  if (/^[a-z]$/iu.test(event.key)) {
    const keys = typed + event.key.toLowerCase();
    const next = pathFor(round.board, round.board.tiles, keys, path);
    if (next) setPath(next, keys);
    else say(`No ${event.key.toUpperCase()} can come next on this board.`, false);
  } else if (event.key === "Backspace") setPath(path.slice(0, -1));
  else if (event.key === "Escape") setPath([]);
  else if (event.key === "Enter" && enterSends) sendWord();
  else return;
  event.preventDefault();
}

function wire(): void {
  $("send").addEventListener("click", sendWord);
  $("clear").addEventListener("click", () => setPath([]));
  for (const button of app.querySelectorAll<HTMLButtonElement>("[data-game]")) {
    button.addEventListener("click", () => {
      const game = button.dataset.game as LiveGame;
      const start: ClientMessage = button.dataset.size ? { type: "start", game, size: Number(button.dataset.size) as 4 | 5 } : { type: "start", game };
      if (!link?.send(start)) say("Not connected yet.", false);
    });
  }
  document.addEventListener("keydown", onKey);
  setInterval(tick, 250);
}

async function main(): Promise<void> {
  wire();
  draw();
  try {
    const hello = await signIn(new URLSearchParams(location.search), refuse);
    link = openLink(liveUrl(location), hello, { message: onMessage, dropped: () => ((state = lost(state)), draw()) });
  } catch (error) {
    // The SDK rejects with Discord's { code, message }, not an Error.
    const said = (error as { message?: unknown } | null)?.message;
    const reason = error instanceof SignInRefused ? error.message : `Could not sign in: ${typeof said === "string" ? said : String(error)}`;
    refuse(reason);
  }
}

/** Said in place of the board; a welcome after it still opens the round. */
function refuse(reason: string): void {
  state = { ...state, link: "refused", notice: { text: reason, ok: false } };
  draw();
}

void main();
