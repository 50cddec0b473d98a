// The bot's last net: stray rejections are logged and play goes on; an uncaught exception
// is logged and ends the process with a failure code, for a supervisor to restart it; a shard
// whose manager is gone leaves.

import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { guardProcess, leaveWithManager } from "../../src/discord/process-guard.ts";

function fakeProcess() {
  const events = new EventEmitter();
  const exits: number[] = [];
  return { events, exits, proc: { on: (event: string, listener: (arg: Error) => void) => events.on(event, listener), exit: (code: number) => void exits.push(code) } };
}

function recordingLogger() {
  const lines: { level: string; context: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (context: object, message: string) => void lines.push({ level, context: context as Record<string, unknown>, message });
  return { lines, logger: { info: at("info"), warn: at("warn"), error: at("error") } };
}

describe("guardProcess", () => {
  it("logs a rejection nobody awaited, with its message, and keeps running", () => {
    const { events, exits, proc } = fakeProcess();
    const { lines, logger } = recordingLogger();
    guardProcess(logger, proc);
    events.emit("unhandledRejection", new Error("Unknown Message"));
    expect(exits).toEqual([]);
    expect(lines).toEqual([expect.objectContaining({ level: "error", context: { error: expect.objectContaining({ message: "Unknown Message" }) } })]);
  });

  it("logs an uncaught exception and exits with 1", () => {
    const { events, exits, proc } = fakeProcess();
    const { lines, logger } = recordingLogger();
    guardProcess(logger, proc);
    events.emit("uncaughtException", new TypeError("boom"));
    expect(exits).toEqual([1]);
    expect(lines[0]).toMatchObject({ level: "error", context: { error: { name: "TypeError", message: "boom" } } });
  });
});

describe("leaveWithManager", () => {
  const child = (connected: boolean) => Object.assign(new EventEmitter(), { connected, send: () => true });

  it("leaves when the manager's link closes, or at once if it closed before anyone listened", () => {
    const left: string[] = [];
    const running = child(true);
    leaveWithManager(() => left.push("running"), running);
    expect(left).toEqual([]);
    running.emit("disconnect");
    leaveWithManager(() => left.push("orphaned while loading"), child(false));
    expect(left).toEqual(["running", "orphaned while loading"]);
  });

  it("never leaves a process no manager started", () => {
    const left: string[] = [];
    leaveWithManager(() => left.push("left"), Object.assign(new EventEmitter(), { connected: false }));
    expect(left).toEqual([]);
  });
});
