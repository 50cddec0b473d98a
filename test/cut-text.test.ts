import { describe, expect, it } from "vitest";
import { cutText } from "../src/cut-text.ts";

describe("cutText", () => {
  it("keeps short text whole and cuts long text with an ellipsis, within the limit", () => {
    expect(cutText("abc", 3)).toBe("abc");
    expect(cutText("abcd", 3)).toBe("ab…");
    expect(cutText("x".repeat(100_000), 40)).toHaveLength(40);
  });

  it("never cuts an emoji in half", () => {
    expect(cutText("ab😀cd", 4)).toBe("ab…");
    expect(cutText("ab😀cd", 5)).toBe("ab😀…");
    for (let max = 2; max <= 12; max++) {
      const cut = cutText("😀🎲🃏 fun 🙂", max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut).not.toMatch(/\p{Cs}/u); // no lone half of a pair
    }
  });
});
