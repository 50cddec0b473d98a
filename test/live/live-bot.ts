// The bot with live play served as startBot serves it, on the fake Discord: for the socket-level
// tests (with a stand-in client folder) and the browser tests (with the built client).

import { onTestFinished } from "vitest";
import { systemClock } from "../../src/games/engine/clock.ts";
import { discordLivePlay } from "../../src/discord/live-serving.ts";
import type { LiveServer } from "../../src/live/server.ts";
import { Harness, RecordingLogger, TOKEN } from "../support/bot-harness.ts";
import type { StoreEngine } from "../support/postgres.ts";
import { FakeDiscord } from "../support/fake-discord/index.ts";
import { clientFixture } from "./live-client.ts";

export interface LiveBot {
  readonly h: Harness;
  readonly fake: FakeDiscord;
  readonly server: LiveServer;
  /** What the live server and Discord's identity logged. */
  readonly logger: RecordingLogger;
}

/** The bot with live play served as startBot serves it, Discord being the fake. */
export async function liveBot(engine?: StoreEngine, clientDir = clientFixture()): Promise<LiveBot> {
  const fake = await FakeDiscord.start();
  const logger = new RecordingLogger();
  let h: Harness | undefined;
  const bot = () => {
    if (!h) throw new Error("the bot is not up yet");
    return h.bot;
  };
  const live = discordLivePlay({
    activity: { port: 0, host: "127.0.0.1", clientSecret: fake.clientSecret, relayUrl: null },
    bot: { token: TOKEN, applicationId: fake.applicationId, apiUrl: fake.apiUrl },
    engine: () => bot().engine,
    store: { answersFor: (roundId) => bot().store.answersFor(roundId) },
    clock: systemClock,
    logger,
    clientDir,
  });
  h = await Harness.start({ fake, watch: live.hub, livePlay: true, ...(engine ? { engine } : {}) });
  const server = await live.serve();
  const started = h;
  onTestFinished(async () => {
    await server.close();
    await started.stop();
  });
  return { h, fake, server, logger };
}
