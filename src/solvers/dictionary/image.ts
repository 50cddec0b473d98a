// The index image: a dictionary's arrays written back to back so loading is one file read
// and a few typed-array views, with no parsing. The header records which word list (size
// and modification time) it was built from, so a changed list is noticed and rebuilt.

import type { DictionaryParts } from "./dictionary.ts";

// LXD2: the trie as one array of node pairs, numbered breadth first; no anagram table.
const MAGIC = "LXD2";

export interface ImageSource {
  readonly size: number;
  readonly mtimeMs: number;
}

interface Header extends ImageSource {
  /** The length of the trie's array: two numbers a node. */
  readonly nodes: number;
  readonly words: number;
  readonly textBytes: number;
}

export function writeImage(parts: DictionaryParts, source: ImageSource): Buffer {
  const header: Header = {
    ...source,
    nodes: parts.trie.nodes.length,
    words: parts.offsets.length - 1,
    textBytes: parts.text.length,
  };
  const json = Buffer.from(JSON.stringify(header).padEnd(alignUp(JSON.stringify(header).length)));
  const lead = Buffer.alloc(8);
  lead.write(MAGIC, 0, "latin1");
  lead.writeUInt32LE(json.length, 4);
  const arrays = [parts.trie.nodes, parts.offsets];
  return Buffer.concat([lead, json, ...arrays.map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)), parts.text]);
}

/** The parts stored in an image, or null if it is not a current image of `source`. */
export function readImage(image: Buffer, source: ImageSource): DictionaryParts | null {
  if (image.length < 8 || image.toString("latin1", 0, 4) !== MAGIC) return null;
  const jsonLength = image.readUInt32LE(4);
  let header: Header;
  try {
    header = JSON.parse(image.toString("utf8", 8, 8 + jsonLength)) as Header;
  } catch {
    return null;
  }
  if (header.size !== source.size || header.mtimeMs !== source.mtimeMs) return null;
  const sizes = [header.nodes, header.words + 1];
  const expected = 8 + jsonLength + sizes.reduce((a, n) => a + 4 * n, 0) + header.textBytes;
  if (image.length !== expected) return null;
  // Typed-array views need 4-byte alignment; copy the rare misaligned buffer once.
  const bytes = image.byteOffset % 4 === 0 ? image : Buffer.from(image);
  let at = bytes.byteOffset + 8 + jsonLength;
  const [nodes, offsets] = sizes.map((n) => {
    const view = new Uint32Array(bytes.buffer, at, n);
    at += 4 * n;
    return view;
  });
  const text = Buffer.from(bytes.buffer, at, header.textBytes);
  return { trie: { nodes: new Int32Array(nodes.buffer, nodes.byteOffset, nodes.length) }, text, offsets };
}

function alignUp(n: number): number {
  return Math.ceil(n / 4) * 4;
}
