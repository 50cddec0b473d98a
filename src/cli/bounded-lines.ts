// Reads a stream line by line without ever holding more than `maxBytes` of one line, so a
// huge line costs its reading time, not its size in memory (readline keeps it whole).

/** A line's text, or `null` for a line longer than the cap (its bytes were dropped). */
export type BoundedLine = string | null;

export async function* boundedLines(input: AsyncIterable<Buffer | string>, maxBytes: number): AsyncGenerator<BoundedLine> {
  let pieces: Buffer[] = [];
  let length = 0;
  let tooLong = false;
  let pending = false;
  const take = (piece: Buffer): void => {
    pending = true;
    if (tooLong || length + piece.length > maxBytes + 1) {
      tooLong = true; // +1 above: room for the "\r" of a CRLF ending
      pieces = [];
      return;
    }
    pieces.push(piece);
    length += piece.length;
  };
  const finish = (): BoundedLine => {
    const text = tooLong ? null : Buffer.concat(pieces).toString("utf8").replace(/\r$/, "");
    pieces = [];
    length = 0;
    tooLong = false;
    pending = false;
    return text;
  };
  for await (const chunk of input) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    let from = 0;
    for (let nl = bytes.indexOf(10, from); nl !== -1; nl = bytes.indexOf(10, from)) {
      take(bytes.subarray(from, nl));
      yield finish();
      from = nl + 1;
    }
    if (from < bytes.length) take(bytes.subarray(from));
  }
  if (pending) yield finish();
}
