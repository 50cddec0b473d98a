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

/** Where an image's parts lie: read from its first bytes, or null if they do not begin a
 *  current image of `source` that is `imageBytes` long. */
export interface ImageLayout extends Header {
  /** The lead and the header, before the trie. */
  readonly headerBytes: number;
  readonly imageBytes: number;
}

export function readLayout(lead: Buffer, imageBytes: number, source: ImageSource): ImageLayout | null {
  if (lead.length < 8 || lead.toString("latin1", 0, 4) !== MAGIC) return null;
  const jsonLength = lead.readUInt32LE(4);
  if (lead.length < 8 + jsonLength) return null;
  let header: Header;
  try {
    header = JSON.parse(lead.toString("utf8", 8, 8 + jsonLength)) as Header;
  } catch {
    return null;
  }
  if (header.size !== source.size || header.mtimeMs !== source.mtimeMs) return null;
  const headerBytes = 8 + jsonLength;
  if (imageBytes !== headerBytes + 4 * (header.nodes + header.words + 1) + header.textBytes) return null;
  return { ...header, headerBytes, imageBytes };
}

/** The parts stored in an image whose layout was read (views into it, no copies). */
export function partsOfImage(image: Buffer, layout: ImageLayout): DictionaryParts {
  // Typed-array views need 4-byte alignment; copy the rare misaligned buffer once.
  const bytes = image.byteOffset % 4 === 0 ? image : Buffer.from(image);
  let at = bytes.byteOffset + layout.headerBytes;
  const nodes = new Int32Array(bytes.buffer, at, layout.nodes);
  at += 4 * layout.nodes;
  const offsets = new Uint32Array(bytes.buffer, at, layout.words + 1);
  at += 4 * (layout.words + 1);
  const text = Buffer.from(bytes.buffer, at, layout.textBytes);
  return { trie: { nodes }, text, offsets };
}

function alignUp(n: number): number {
  return Math.ceil(n / 4) * 4;
}
