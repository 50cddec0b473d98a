// A lent reply belongs to the call that lent it: an earlier lend ending late (its store still
// busy after its reply was taken) leaves a later lend's reply in place.
import type { Message } from "discord.js";
import { describe, expect, it } from "vitest";
import { LentReplies, type Post } from "../../src/discord/lent-replies.ts";

const posts = (name: string, said: string[]): Post => async () => (said.push(name), {} as Message);

describe("LentReplies", () => {
  it("keeps a second lend's reply when the first lend, its reply taken, ends during it", async () => {
    const lent = new LentReplies();
    const said: string[] = [];
    let endFirst = (): void => {};
    const first = lent.lend("c", posts("command", said), async () => {
      await lent.take("c")?.({} as never);
      await new Promise<void>((resolve) => (endFirst = resolve));
    });
    await Promise.resolve();
    const second = lent.lend("c", posts("button", said), async () => {
      endFirst();
      await first;
      await lent.take("c")?.({} as never);
    });
    expect((await first).used).toBe(true);
    expect((await second).used).toBe(true);
    expect(said).toEqual(["command", "button"]);
  });
});
