// The round's clock as the page shows it: the server's `endsAt`, read on the server's time.

/** How far this browser's clock is behind the server's, from a message's `serverNow`. */
export const skewOf = (serverNow: number, localNow: number): number => serverNow - localNow;

/** Milliseconds left on the server's clock, never below zero. */
export const msLeft = (endsAt: number, localNow: number, skew: number): number => Math.max(0, endsAt - (localNow + skew));

/** "2:05", "0:09": whole seconds, rounded up so 0:00 shows only at the end. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The last ten seconds: the clock turns urgent, as the board says "Hurry" in chat. */
export const hurry = (ms: number): boolean => ms > 0 && ms <= 10_000;
