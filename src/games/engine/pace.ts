// Each player's answers in a channel are paced: a burst, then one a second. A flood is refused politely
// (told once per cooldown, then quietly) instead of filling the store, the log and the channel.

export interface PacePolicy {
  /** Answers a player may send at once. */
  readonly burst: number;
  /** One more answer is allowed each `refillMs`. */
  readonly refillMs: number;
}

export const ANSWER_PACE: PacePolicy = { burst: 10, refillMs: 1000 };

/** Refused: how long until the next answer counts; `told` when the player already heard so. */
export type Paced = { readonly ok: true } | { readonly ok: false; readonly waitMs: number; readonly told: boolean };

interface Bucket {
  tokens: number;
  at: number;
  told: boolean;
}

/** Buckets kept before full ones (players at rest) are swept out. */
const SWEEP_AT = 10_000;

export class AnswerPace {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly policy: PacePolicy) {}

  take(key: string, now: number): Paced {
    const bucket = this.refilled(this.buckets.get(key) ?? { tokens: this.policy.burst, at: now, told: false }, now);
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      bucket.told = false;
      return { ok: true };
    }
    const told = bucket.told;
    bucket.told = true;
    return { ok: false, waitMs: Math.ceil((1 - bucket.tokens) * this.policy.refillMs), told };
  }

  private refilled(bucket: Bucket, now: number): Bucket {
    const tokens = Math.min(this.policy.burst, bucket.tokens + (now - bucket.at) / this.policy.refillMs);
    if (this.buckets.size > SWEEP_AT) this.sweep(now);
    return { tokens, at: now, told: bucket.told };
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) / this.policy.refillMs >= this.policy.burst) this.buckets.delete(key);
    }
  }
}

export const slowDown = (waitMs: number): string =>
  `Slow down: you are answering faster than I take answers. Try again in ${Math.max(1, Math.ceil(waitMs / 1000))} s.`;
