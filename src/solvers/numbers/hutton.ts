// Counts solutions the way Graham Hutton's "The countdown problem" (JFP 2002) does, so the
// published figures can be checked: every expression over every ordering of every
// sub-list of the numbers, split left/right in order, whose value is the target.
// "plain" is his first `valid`; "pruned" his second, which drops commutative twins and
// identities (780 and 49 solutions for 765 from [1, 3, 7, 10, 25, 50]).

export type HuttonRules = "plain" | "pruned";

type Op = "+" | "-" | "*" | "/";

const ops: readonly Op[] = ["+", "-", "*", "/"];

const valid: Record<HuttonRules, (op: Op, x: number, y: number) => boolean> = {
  plain: (op, x, y) => (op === "-" ? x > y : op === "/" ? x % y === 0 : true),
  pruned: (op, x, y) =>
    op === "+" ? x <= y : op === "-" ? x > y : op === "*" ? x !== 1 && y !== 1 && x <= y : y !== 1 && x % y === 0,
};

function apply(op: Op, x: number, y: number): number {
  return op === "+" ? x + y : op === "-" ? x - y : op === "*" ? x * y : x / y;
}

/** Every ordering of every sub-list (his `choices`), counted by position like his. */
function choices(numbers: readonly number[]): number[][] {
  if (numbers.length === 0) return [[]];
  const [first, ...rest] = numbers;
  return choices(rest).flatMap((c) => [c, ...insertions(first!, c)]);
}

function insertions(x: number, list: readonly number[]): number[][] {
  return Array.from({ length: list.length + 1 }, (_, i) => [...list.slice(0, i), x, ...list.slice(i)]);
}

export function countSolutions(numbers: readonly number[], target: number, rules: HuttonRules): number {
  const memo = new Map<string, Map<number, number>>();
  // How many valid expressions over exactly this list, in this order, give each value.
  const results = (list: readonly number[]): Map<number, number> => {
    const key = list.join(",");
    let counts = memo.get(key);
    if (counts !== undefined) return counts;
    counts = new Map(list.length === 1 ? [[list[0]!, 1]] : []);
    for (let i = 1; i < list.length; i++) {
      const lefts = results(list.slice(0, i));
      const rights = results(list.slice(i));
      for (const [x, xs] of lefts) {
        for (const [y, ys] of rights) {
          for (const op of ops) {
            if (!valid[rules](op, x, y)) continue;
            const v = apply(op, x, y);
            counts.set(v, (counts.get(v) ?? 0) + xs * ys);
          }
        }
      }
    }
    memo.set(key, counts);
    return counts;
  };
  return choices(numbers)
    .filter((list) => list.length > 0)
    .reduce((total, list) => total + (results(list).get(target) ?? 0), 0);
}
