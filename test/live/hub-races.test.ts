// The hub when things cross: a round that starts while a socket's hello is still reading the
// channel. The welcome must be current, and sockets already there must keep the round.

import { describe, expect, it } from "vitest";
import { composeEngine } from "../../src/games/compose.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { Engine } from "../../src/games/engine/engine.ts";
import { LiveHub, type LiveEngine } from "../../src/live/hub.ts";
import { localIdentity } from "../../src/live/local-identity.ts";
import type { ServerMessage } from "../../src/live/protocol.ts";
import { LOCAL_CHANNEL, LOCAL_GUILD, localPlayer } from "../../src/console/commands.ts";
import { tempStore } from "../store/temp-store.ts";
import { eventually } from "../support/eventually.ts";
import { RecordingAnnouncer, RecordingLogger, T0 } from "../games/engine-fakes.ts";

describe("the live hub", () => {
  it("a round that starts during a hello: the newcomer is welcomed to it, and nobody loses it", async () => {
    const store = tempStore();
    const clock = manualClock(T0);
    const logger = new RecordingLogger();
    let gate: Promise<void> | null = null;
    let open = (): void => {};
    // The engine as the hub sees it; a gated roundIn reads the channel, then waits.
    const seen: LiveEngine = {
      answer: (request) => engine.answer(request),
      start: (request) => engine.start(request),
      roundIn: async (channelId) => {
        const read = await engine.roundIn(channelId);
        if (gate) await gate;
        return read;
      },
    };
    const hub = new LiveHub({ engine: () => seen, store, identity: localIdentity({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL }, localPlayer), clock, logger });
    const { engine }: { engine: Engine } = composeEngine({ store, clock, announcer: new RecordingAnnouncer(), logger, watch: hub });
    const socket = () => {
      const said: ServerMessage[] = [];
      const seated = hub.seat({ send: (m) => void said.push(m), close: () => {} });
      return { said, seated };
    };
    const a = socket();
    a.seated.received(JSON.stringify({ type: "hello", localUser: "Ann", instanceId: "local" }));
    await eventually("Ann's welcome", () => a.said.some((m) => m.type === "welcome"));

    gate = new Promise((resolve) => (open = resolve));
    const b = socket();
    b.seated.received(JSON.stringify({ type: "hello", localUser: "Bob", instanceId: "local" }));
    await new Promise((resolve) => setImmediate(resolve));
    const started = await engine.start({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL, game: "letterpress", player: localPlayer("Ann"), options: {} });
    if (!started.ok) throw new Error(started.error);
    await engine.idle();
    gate = null;
    open();
    await eventually("Bob's welcome", () => b.said.some((m) => m.type === "welcome"));
    expect(b.said.find((m) => m.type === "welcome")).toMatchObject({ round: { id: started.value.round.id } });
    expect(a.said.map((m) => m.type)).toEqual(["welcome", "round"]);

    a.seated.received(JSON.stringify({ type: "word", id: 1, text: "zzzz" }));
    await eventually("Ann's verdict", () => a.said.some((m) => m.type === "verdict"));
    // Judged in the round (not "no round is running"): the word is not on the board's tiles, or not a word.
    expect(a.said.find((m) => m.type === "verdict")).toMatchObject({ ok: false, word: { text: "zzzz" } });
    engine.close();
    await engine.idle();
  });
});
