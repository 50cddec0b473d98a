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

describe("in a DM, through the user's install", () => {
  const inDm = () => h.fake.dmChannelId(h.alice);

  /** The bot's answer in the DM: the deferred reply's final form, or a direct reply. */
  async function answerOf(id: string) {
    const first = await h.fake.waitForInteractionResponse(id);
    if (first.type === 4 && first.message) return first.message;
    const edited = await h.settled(id);
    if (!edited.message) throw new Error("no answer");
    return edited.message;
  }

  it("solves a board with /solve, the answers behind a spoiler", async () => {
    const answer = await answerOf(h.command(h.alice, "solve", { channelId: inDm(), subcommand: "numbers", options: { numbers: "25 50 75 100 3 6", target: 952 } }));
    expect(answer.embeds[0]?.description).toMatch(/^\|\|```[\s\S]*952[\s\S]*```\|\|$/);
    expect(answer.channel_id).toBe(inDm());
    expect(answer.guild_id).toBeUndefined();
  });

  it("answers /help", async () => {
    const help = await answerOf(h.command(h.alice, "help", { channelId: inDm() }));
    expect(JSON.stringify(help)).toContain("/solve");
  });

  it("solves a board from a message with Solve this board", async () => {
    const note = h.fake.sendMessage({ user: h.alice, channelId: inDm(), content: "today's puzzle: 25 50 75 100 3 6 target 952" });
    const answer = await answerOf(h.fake.sendMessageContextMenu({ user: h.alice, targetMessage: note, name: "Solve this board" }));
    expect(answer.embeds[0]?.title).toBe("Solved: Numbers");
    expect(answer.embeds[0]?.description).toContain("952");

    const chatty = h.fake.sendMessage({ user: h.alice, channelId: inDm(), content: "25 50 75 100 3 6 target 952 — anyone get it exactly? I was 3 off" });
    const solved = await answerOf(h.fake.sendMessageContextMenu({ user: h.alice, targetMessage: chatty, name: "Solve this board" }));
    expect(solved.embeds[0]?.title).toBe("Solved: Numbers");
    expect(solved.embeds[0]?.description).toContain("952");
  });

  it("says plainly that rounds are for servers", async () => {
    expect(await h.privateReply(h.command(h.alice, "letters", { channelId: inDm() }))).toBe("Rounds are played in a server's channels.");
    expect(h.logger.errors()).toEqual([]);
  });
});
