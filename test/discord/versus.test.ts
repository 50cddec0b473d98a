// Letterpress versus through the fake Discord: the server's settings for it, and (below) games
// challenged, played to their end, forfeited, carried over a restart, and against the computer.
// Time is a manual clock, so nothing sleeps.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { Harness } from "../support/bot-harness.ts";

let h: Harness;
let clock: ManualClock;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

async function begin(): Promise<void> {
  clock = manualClock(Date.now());
  h = await Harness.start({ clock });
}

/** The embed's description of a private /config reply. */
async function configured(options: Record<string, string | number>): Promise<string> {
  const answer = await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "versus", options }));
  return answer.data.embeds?.[0]?.description ?? answer.data.content ?? "";
}

describe("/config versus", () => {
  it("sets the turn's hours and the word list, shown in /config show; refuses what is out of range", async () => {
    await begin();
    expect(await configured({ "turn-hours": 48 })).toBe("Letterpress versus: 48-hour turns, scrabble word list. Games already under way keep theirs.");
    expect(await configured({ list: "british" })).toBe("Letterpress versus: 48-hour turns, british word list. Games already under way keep theirs.");
    expect((await h.bot.store.guildSettings(h.fake.guild.id)).versusTurnSeconds).toBe(48 * 3600);
    expect(await configured({ list: "klingon" })).toMatch(/^The dictionaries are british, american/);
    expect((await h.bot.store.guildSettings(h.fake.guild.id)).versusDictionary).toBe("british");
    expect(await configured({})).toBe("Give `turn-hours`, `list` or both.");
    const shown = await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "show" }));
    expect(shown.data.embeds?.[0]?.fields?.find((f) => f.name === "Letterpress versus")?.value).toBe("48-hour turns, british word list");
    expect(await h.privateReply(h.command(h.alice, "config", { subcommand: "versus", options: { "turn-hours": 2 } }))).toMatch(/Manage Server/);
  });
});
