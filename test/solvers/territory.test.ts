import { describe, expect, it } from "vitest";
import { bestTiles, colourTiles, spells, type Colours } from "../../src/solvers/territory/colours.ts";
import { seededRandom } from "../../src/solvers/random.ts";
import { ALL_TILES, countTiles, lockedOf, NEIGHBOURS, setOf, tileName, tileNamed, tilesOf, TILES } from "../../src/solvers/territory/tiles.ts";

const named = (...names: string[]) => setOf(names.map((n) => tileNamed(n)!));

/** The obvious way: a tile is locked when it and each neighbour on the board are the colour's. */
function slowLocked(colour: number): number {
  let locked = 0;
  for (let tile = 0; tile < TILES; tile++) {
    if ((colour & (1 << tile)) && (NEIGHBOURS[tile]! & colour) === NEIGHBOURS[tile]) locked |= 1 << tile;
  }
  return locked;
}

describe("tiles", () => {
  it("names tiles by column then row", () => {
    expect([0, 4, 20, 24, 17].map(tileName)).toEqual(["A1", "E1", "A5", "E5", "C4"]);
    expect(["a1", "E5", " c4 ", "F1", "A6", "A", ""].map(tileNamed)).toEqual([0, 24, 17, null, null, null, null]);
    expect(tilesOf(named("B2", "A1", "E5"))).toEqual([0, 6, 24]);
    expect(countTiles(ALL_TILES)).toBe(25);
  });

  it("locks a corner with its two neighbours, an edge with three, the middle with four", () => {
    expect(lockedOf(named("A1", "B1", "A2"))).toBe(named("A1"));
    expect(lockedOf(named("A1", "B1"))).toBe(0);
    expect(lockedOf(named("C1", "B1", "D1", "C2"))).toBe(named("C1"));
    expect(lockedOf(named("C3", "C2", "C4", "B3", "D3"))).toBe(named("C3"));
    expect(lockedOf(named("C3", "C2", "C4", "B3"))).toBe(0);
    expect(lockedOf(ALL_TILES)).toBe(ALL_TILES);
    // E1 and A2 are neighbours in reading order, never on the board.
    expect(lockedOf(named("E1", "D1", "E2"))).toBe(named("E1"));
    expect(lockedOf(named("A2", "A1", "A3", "B2"))).toBe(named("A2"));
  });

  it("agrees with the obvious way on thousands of random colourings", () => {
    const random = seededRandom(7);
    for (let i = 0; i < 5000; i++) {
      const colour = random.int(2 ** 25) | (i % 3 === 0 ? random.int(2 ** 25) : 0);
      expect(lockedOf(colour)).toBe(slowLocked(colour));
    }
  });
});

describe("colouring a move", () => {
  const letters = "catsx".repeat(5);
  it("takes blank and unlocked tiles but not the opponent's locked ones", () => {
    const red = named("A1", "B1", "A2", "C3");
    const before: Colours = [0, red];
    const after = colourTiles(before, 0, named("A1", "C3", "E5"));
    expect(after).toEqual([named("C3", "E5"), named("A1", "B1", "A2")]);
    expect(colourTiles(after, 1, named("C3"))).toEqual([named("E5"), named("A1", "B1", "A2", "C3")]);
  });

  it("chooses the opponent's unlocked tiles, then blank, then its own, then locked ones", () => {
    // Column A is all c: A1 red and locked, A2 red unlocked... A1's neighbours B1 (a) and A2 red.
    const colours: Colours = [named("A4"), named("A1", "B1", "A2")];
    expect(bestTiles(letters, colours, 0, "c")).toEqual([tileNamed("A2")]);
    expect(bestTiles(letters, colours, 0, "cc")).toEqual([tileNamed("A2"), tileNamed("A3")]);
    expect(bestTiles(letters, colours, 0, "ccccc")!.map(tileName)).toEqual(["A2", "A3", "A5", "A4", "A1"]);
    expect(bestTiles(letters, colours, 0, "cccccc")).toBeNull();
    expect(bestTiles(letters, colours, 0, "cat")!.map(tileName)).toEqual(["A2", "B1", "C1"]);
  });

  it("checks named tiles spell the word", () => {
    expect(spells(letters, "cat", [0, 1, 2])).toBe(true);
    expect(spells(letters, "cat", [0, 6, 7])).toBe(true);
    expect(spells(letters, "cat", [0, 1, 1])).toBe(false);
    expect(spells(letters, "cat", [0, 1])).toBe(false);
    expect(spells(letters, "cat", [1, 0, 2])).toBe(false);
    expect(spells(letters, "cat", [0, 1, 25])).toBe(false);
  });
});
