// A set of positive whole numbers: open addressing over a Float64Array (0 marks an empty slot),
// with its members also kept in insertion order for fast walking. Several times faster than
// Set<number> for the solver's millions of adds and lookups.

export class ValueSet {
  private slots: Float64Array;
  private mask: number;
  /** 32 − log2(capacity): a hash shifted right by this many bits is a slot. */
  private shift: number;
  readonly values: number[] = [];

  constructor(expected = 8, arena?: SlotArena) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = arena?.take(capacity) ?? new Float64Array(capacity);
    this.mask = capacity - 1;
    this.shift = Math.clz32(capacity) + 1;
  }

  get size(): number {
    return this.values.length;
  }

  has(v: number): boolean {
    const slots = this.slots;
    for (let i = hash(v) >>> this.shift; ; i = (i + 1) & this.mask) {
      const s = slots[i]!;
      if (s === v) return true;
      if (s === 0) return false;
    }
  }

  add(v: number): void {
    const slots = this.slots;
    for (let i = hash(v) >>> this.shift; ; i = (i + 1) & this.mask) {
      const s = slots[i]!;
      if (s === v) return;
      if (s === 0) {
        slots[i] = v;
        this.values.push(v);
        if (this.values.length * 2 > slots.length) this.grow();
        return;
      }
    }
  }

  private grow(): void {
    this.slots = new Float64Array(this.slots.length * 2);
    this.mask = this.slots.length - 1;
    this.shift--;
    for (const v of this.values) {
      let i = hash(v) >>> this.shift;
      while (this.slots[i] !== 0) i = (i + 1) & this.mask;
      this.slots[i] = v;
    }
  }
}

/**
 * Zeroed slots for many sets, handed out as views of one buffer: a new typed array costs
 * about a microsecond, a view a few dozen nanoseconds, and a solve makes some fifty sets.
 */
export class SlotArena {
  private buffer = new Float64Array(1 << 16);
  private used = 0;

  take(capacity: number): Float64Array {
    if (this.used + capacity > this.buffer.length) {
      this.buffer = new Float64Array(Math.max(this.buffer.length, capacity));
      this.used = 0;
    }
    return this.buffer.subarray(this.used, (this.used += capacity));
  }

  /** Zeroes the slots for reuse: every set taken from them so far must be dropped. */
  reset(): void {
    this.buffer.fill(0, 0, this.used);
    this.used = 0;
  }
}

/** Fibonacci hashing: the slot is the top bits of the product (see `shift`), which mix all
 * the low bits, where the bottom bits clustered the small values a draw makes. `| 0` wraps
 * values past 2^31 into the low bits; values below it, nearly all, skip the division. */
function hash(v: number): number {
  return Math.imul(v < 2147483648 ? v : (v | 0) ^ ((v / 4294967296) | 0), 0x9e3779b1);
}
