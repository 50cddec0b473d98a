// The plain Boggle solver the fast one is measured against: a trie of objects, a depth-first
// walk from every cell with a visited flag per cell, a Set for the words found, then a sort.

import { neighbours, type BoggleBoard } from "../../src/solvers/boggle/board.ts";
import { scoreBoggleWord } from "../../src/solvers/boggle/score.ts";

interface TrieNode {
  readonly children: (TrieNode | undefined)[];
  word?: string;
}

export function plainBoggleSolver(words: readonly string[]) {
  const root: TrieNode = { children: [] };
  for (const word of words) {
    let node = root;
    for (let i = 0; i < word.length; i++) node = node.children[word.charCodeAt(i) - 97] ??= { children: [] };
    node.word = word;
  }
  return (board: BoggleBoard, minLength = board.size >= 5 ? 4 : 3): { words: string[]; score: number } => {
    const next = neighbours(board.size);
    const visited = board.tiles.map(() => false);
    const found = new Set<string>();
    const walk = (cell: number, node: TrieNode | undefined): void => {
      const tile = board.tiles[cell];
      node = node?.children[tile.charCodeAt(0) - 97];
      if (tile === "q") node = node?.children[20];
      if (!node) return;
      if (node.word && node.word.length >= minLength) found.add(node.word);
      visited[cell] = true;
      for (const other of next[cell]) if (!visited[other]) walk(other, node);
      visited[cell] = false;
    };
    board.tiles.forEach((_, cell) => walk(cell, root));
    const sorted = [...found].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    return { words: sorted, score: sorted.reduce((sum, w) => sum + scoreBoggleWord(w), 0) };
  };
}
