// Local play's live server on a real engine and a fresh SQLite file, outside vitest: for the
// Activity's screenshots and bench (the tests use liveTable, which vitest cleans up after).

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TerminalAnnouncer } from "../../src/console/announcer.ts";
import { localLive } from "../../src/console/local-live.ts";
import { composeEngine } from "../../src/games/compose.ts";
import type { Engine } from "../../src/games/engine/engine.ts";
import type { Clock } from "../../src/games/engine/ports.ts";
import type { LiveServer } from "../../src/live/server.ts";
import { createLogger } from "../../src/logging.ts";
import { openStore } from "../../src/store/sqlite-store.ts";

export interface LocalLiveServer<C extends Clock> {
  readonly engine: Engine;
  /** The engine's clock: a manual one ends a round at once when advanced. */
  readonly clock: C;
  readonly server: LiveServer;
  close(): Promise<void>;
}

export async function startLocalLive<C extends Clock>(seed: number, clock: C): Promise<LocalLiveServer<C>> {
  const dir = mkdtempSync(join(tmpdir(), "lexicord-live-"));
  const store = openStore(join(dir, "lexicord.db"));
  const logger = createLogger({ level: "warn" });
  const live = localLive({ port: 0, engine: (): Engine => engine, store, clock, logger });
  const { engine } = composeEngine({ store, clock, announcer: new TerminalAnnouncer(() => {}, clock, false), logger, newSeed: () => seed++, watch: live.hub });
  const { server } = await live.serve();
  if (!server) throw new Error("live play did not start");
  return {
    engine,
    clock,
    server,
    async close() {
      await server.close();
      engine.close();
      await engine.idle();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
