// Discord ids are snowflakes: milliseconds since the Discord epoch shifted left 22 bits,
// plus a sequence number. discord.js reads timestamps out of them, so they must be real.

const DISCORD_EPOCH = 1420070400000n;
const MAX_SEQUENCE = 0xfffn;

/** The snowflake for a moment, with sequence 0. */
export function snowflakeAt(ms: number): string {
  return String((BigInt(ms) - DISCORD_EPOCH) << 22n);
}

/** A source of unique, increasing snowflake strings. */
export function snowflakeMaker(): () => string {
  let lastMs = 0n;
  let sequence = 0n;
  return () => {
    const now = BigInt(Date.now());
    if (now > lastMs) {
      lastMs = now;
      sequence = 0n;
    } else if (++sequence > MAX_SEQUENCE) {
      lastMs += 1n; // borrow the next millisecond rather than repeat an id
      sequence = 0n;
    }
    return String(((lastMs - DISCORD_EPOCH) << 22n) | sequence);
  };
}
