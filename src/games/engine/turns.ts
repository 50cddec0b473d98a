// One thing at a time in each channel: an answer, a pick, a /stop and the bell each read the
// round, then change it, with awaits between; taking turns keeps one from acting on a round
// another has just changed. Work started inside a turn (the computer's answer in a /stop) runs
// within it rather than waiting for it to end.
import { AsyncLocalStorage } from "node:async_hooks";

interface Turn {
  readonly channelId: string;
  open: boolean;
}

export class ChannelTurns {
  private readonly current = new AsyncLocalStorage<readonly Turn[]>();
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `act` once the channel's earlier turns have ended. */
  take<T>(channelId: string, act: () => Promise<T>): Promise<T> {
    const held = this.current.getStore() ?? [];
    if (held.some((turn) => turn.open && turn.channelId === channelId)) return act();
    const turn: Turn = { channelId, open: true };
    const before = this.tails.get(channelId) ?? Promise.resolve();
    const mine = before.then(() => this.current.run([...held.filter((t) => t.open), turn], act)).finally(() => {
      turn.open = false;
      if (this.tails.get(channelId) === settled) this.tails.delete(channelId);
    });
    const settled = mine.catch(() => undefined);
    this.tails.set(channelId, settled);
    return mine;
  }
}
