// The logger: JSON lines, the level from LOG_LEVEL, and no secret ever written.

import { describe, expect, it } from "vitest";
import { createLogger, secretValues } from "../../src/logging.ts";

const TOKEN = "MTk4NjIyNDgzNDcxOTI1MjQ4.Cl2FMQ.ZnCjm1XVW7vRze4b7Cq4se7kKWs";

function capture(env: NodeJS.ProcessEnv, level?: string) {
  const lines: string[] = [];
  const logger = createLogger({ env, ...(level ? { level } : {}), write: (line) => void lines.push(line) });
  return { logger, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe("createLogger", () => {
  it("writes one JSON object a line at the level LOG_LEVEL names", () => {
    const { logger, records } = capture({ LOG_LEVEL: "warn" });
    logger.info({ roundId: 1 }, "not shown");
    logger.warn({ roundId: 2, channelId: "c" }, "shown");
    expect(records()).toEqual([expect.objectContaining({ level: 40, roundId: 2, channelId: "c", msg: "shown" })]);
  });

  it("falls back to info for a level it does not know, and says so", () => {
    const { logger, records } = capture({ LOG_LEVEL: "loud" });
    logger.info({}, "hello");
    expect(records().map((r) => r.msg)).toEqual(["LOG_LEVEL is not a log level; using info", "hello"]);
  });

  it("never writes a token or secret, whatever carries it", () => {
    const env = { DISCORD_TOKEN: TOKEN, DB_PASSWORD: "hunter2hunter2", HOME: "/home/ann" };
    const { logger, records } = capture(env);
    logger.error({ err: new Error(`login failed with ${TOKEN}`), token: "x", client: { token: "y" }, env }, `token ${TOKEN}`);
    logger.info({ config: { url: `https://x/?t=${TOKEN}` } }, "password hunter2hunter2");
    const written = JSON.stringify(records());
    expect(written).not.toContain(TOKEN);
    expect(written).not.toContain("hunter2hunter2");
    expect(written).toContain("[redacted]");
    expect(records()[0]).toMatchObject({ token: "[redacted]", client: { token: "[redacted]" }, env: "[redacted]" });
  });

  it("treats only secret-looking variables with real values as secrets", () => {
    expect(secretValues({ DISCORD_TOKEN: ` ${TOKEN} `, API_KEY: "short", PATH: "/usr/bin:/bin", LOG_LEVEL: "info" })).toEqual([TOKEN]);
  });
});
