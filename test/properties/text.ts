// Arbitraries for hostile text: any unicode, and strings built from the characters parsers
// care about (digits, operators, parentheses, separators, letters, quotes).

import fc from "fast-check";

const SPECIAL = [..."0123456789+-*/x×÷−()=., \t\n:/\"'`[]#|abcdeqQuUZ😀\u0000\u200b"];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...SPECIAL), maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);

/** A loose field value, as JSON or a Discord option could carry it. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.anything({ maxDepth: 2 }));

export { fc };
