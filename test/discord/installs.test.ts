// Lexicord as a user-installable app: solving and help work in DMs and any server, rounds and
// settings stay in servers. Checked on the commands as deploy-commands registers them.

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Harness } from "../support/bot-harness.ts";

const GUILD_INSTALL = 0;
const USER_INSTALL = 1;
const [GUILD, BOT_DM, PRIVATE_CHANNEL] = [0, 1, 2];

let h: Harness;

beforeEach(async () => {
  h = await Harness.start();
});

afterEach(async () => {
  await h.stop();
});

describe("where commands can be used", () => {
  it("/solve, /help and Solve this board anywhere, installed by a server or a user; games in servers only", () => {
    const registered = new Map(h.fake.commands(h.fake.guild.id).map((c) => [c.name, c]));
    for (const name of ["solve", "help", "Solve this board"]) {
      expect(registered.get(name)).toMatchObject({ integration_types: [GUILD_INSTALL, USER_INSTALL], contexts: [GUILD, BOT_DM, PRIVATE_CHANNEL] });
    }
    for (const name of ["letters", "numbers", "conundrum", "countdown", "boggle", "letterpress", "letterboxed", "guess", "stop", "config", "leaderboard"]) {
      expect(registered.get(name)?.contexts).toEqual([GUILD]);
    }
  });
});
