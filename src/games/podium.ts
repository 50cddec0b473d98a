// Who won a round and who placed: places as in sport (1, 1, 3: a tie shares its place and
// the next place is skipped), only for players who scored; nobody wins or places with 0.

import { showChain } from "./letterboxed/check.ts";
import type { ScoredAnswer, Standing } from "./standings.ts";
import { counted } from "./words.ts";

/** Each standing's place, or null for a player who scored nothing. Standings come best first. */
export function places(standings: readonly Standing[]): (number | null)[] {
  return standings.map((s) => (s.points > 0 ? 1 + standings.filter((other) => other.points > s.points).length : null));
}

export const MEDALS: Readonly<Record<number, string>> = { 1: "🥇", 2: "🥈", 3: "🥉" };

/** The medal for a place, or "" (fourth and below, or no points). */
export function medal(place: number | null): string {
  return place === null ? "" : (MEDALS[place] ?? "");
}

/** Everyone who shares the top score, when that score is above zero. */
export function winners(standings: readonly Standing[]): Standing[] {
  const top = Math.max(0, ...standings.map((s) => s.points));
  return top > 0 ? standings.filter((s) => s.points === top) : [];
}

/** What won, in a few words: "BAWDIER", "(25+50)*6-3 = 447", "12 words". */
export function winningAnswer(standing: Standing): string {
  const found = standing.answers.filter((a) => a.kind === "found" && !a.cancelled).length;
  const [best] = standing.answers;
  if (best === undefined) return "";
  return best.kind === "found" ? counted(found, "word") : shortAnswer(best);
}

function shortAnswer(answer: Exclude<ScoredAnswer, { kind: "found" }>): string {
  switch (answer.kind) {
    case "word":
    case "solution":
      return answer.word.toUpperCase();
    case "sum":
      return `${answer.expression} = ${answer.value}`;
    case "chain":
      return showChain(answer.words);
  }
}

/** Winners named in a tie's headline; the rest are counted. */
const TIED_NAMED = 3;

/** How a medium writes a player's name and sets off an answer (bold, say). */
export interface Voice {
  readonly name: (standing: Standing) => string;
  readonly strong: (text: string) => string;
}

/** The results' first line: "🏆 alice wins with BAWDIER, +7", a tie, or nobody. */
export function headline(standings: readonly Standing[], { name, strong }: Voice): string {
  const won = winners(standings);
  if (standings.length === 0) return "Nobody answered.";
  if (won.length === 0) return "Nobody scored this time.";
  const points = `+${won[0].points}`;
  if (won.length === 1) return `🏆 ${name(won[0])} wins with ${strong(winningAnswer(won[0]))}, ${points}`;
  const who = won.slice(0, TIED_NAMED).map((s) => `${name(s)} (${strong(winningAnswer(s))})`);
  if (won.length > TIED_NAMED) who.push(`${won.length - TIED_NAMED} more`);
  return `🏆 A ${won.length === 2 ? "tie" : `${won.length}-way tie`}: ${who.slice(0, -1).join(", ")} and ${who[who.length - 1]}, ${points} each`;
}
