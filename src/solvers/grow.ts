// Scratch arrays that solvers keep from call to call and grow when a call needs more room.

type Scratch = Uint8Array<ArrayBuffer> | Uint16Array<ArrayBuffer> | Int32Array<ArrayBuffer> | Uint32Array<ArrayBuffer>;

/** A typed array of the same kind, twice as long, starting with the same numbers. */
export function doubled<T extends Scratch>(old: T): T {
  const bigger = new (old.constructor as new (length: number) => T)(2 * old.length);
  bigger.set(old);
  return bigger;
}
