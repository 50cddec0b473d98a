// A Letter Boxed box: four sides of three letters, twelve different letters in all.
// Typed as "rme wcl tgk api", with any separators, or as one run of twelve letters.

import { ok, refuse as fail, type Checked } from "../checked.ts";
import { quoted } from "../quote.ts";

const SHAPE = 'a box is four sides of three letters, like "rme wcl tgk api"';

export function parseSides(text: string): Checked<string[]> {
  const lower = text.toLowerCase();
  const stray = lower.match(/[^a-z\s\p{P}\p{S}]/u);
  if (stray) return fail(`"${stray[0]}" is not a letter: ${SHAPE}.`);
  let sides = lower.split(/[^a-z]+/).filter((side) => side !== "");
  if (sides.length === 1 && sides[0].length === 12) sides = sides[0].match(/.../g)!;
  if (sides.length !== 4 || sides.some((side) => side.length !== 3)) {
    const given = sides.length === 0 ? "no letters" : quoted(sides.join(" "));
    return fail(`Cannot read ${given}: ${SHAPE}.`);
  }
  const twice = [...sides.join("")].find((letter, i, all) => all.indexOf(letter) !== i);
  if (twice) return fail(`"${twice}" appears twice: the twelve letters must all differ.`);
  return ok(sides);
}

/** The box's letters in side order, so a letter's place is side * 3 + (0, 1 or 2). */
export function boxLetters(sides: readonly string[]): string {
  return sides.join("");
}
