// /solve for every game, the "Solve this board" menu, autocomplete, no peeking at the board of
// a round being played, and one list of dictionary names wherever a player meets them.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Harness } from "../support/bot-harness.ts";
import { roundCommand } from "../support/round-command.ts";

const EPHEMERAL = 64;

let h: Harness;

beforeAll(async () => {
  h = await Harness.start();
});

afterAll(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

/** A public solve: the deferred reply's final form (its text, and the picture's alt text). */
async function solved(subcommand: string, options: Record<string, string | number>): Promise<{ text: string; alt: string }> {
  const id = h.command(h.alice, "solve", { subcommand, options, channelId: h.fake.channelId("bots") });
  const answer = await h.fake.waitForInteractionResponse(id);
  expect(answer.type).toBe(5);
  expect((answer.data.flags ?? 0) & EPHEMERAL).toBe(0);
  const reply = await h.settled(id);
  if (reply.method === "POST") throw new Error(`refused: ${reply.message?.content}`);
  return { text: reply.message?.embeds[0]?.description ?? "", alt: reply.message?.attachments[0]?.description ?? "" };
}

describe("/solve", () => {
  it("solves letters, the answers behind a spoiler and the board as a picture at full size", async () => {
    const id = h.command(h.alice, "solve", { subcommand: "letters", options: { letters: "MHIRCOACT" }, channelId: h.fake.channelId("bots") });
    const reply = (await h.edited(id)).message;
    expect(reply?.embeds[0]?.title).toBe("Solved: Letters");
    expect(reply?.embeds[0]?.description).toMatch(/^\|\|```\n[^]*```\|\|$/);
    expect(reply?.embeds[0]?.description).toContain("MHIRCOACT");
    expect(reply?.embeds[0]?.description).toContain("7: chaotic, chariot");
    expect(reply?.embeds[0]?.image).toEqual({ url: "attachment://solved.png" }); // not a thumbnail
    expect(reply?.embeds[0]?.thumbnail).toBeUndefined();
    expect(reply?.attachments[0]).toMatchObject({ filename: "solved.png", description: expect.stringContaining("M, H, I, R, C, O, A, C, T") });
  });

  it("draws as many tiles as letters were given", async () => {
    const { alt } = await solved("letters", { letters: "XQZ" });
    expect(alt).toBe("Countdown letters: X, Q, Z."); // not "3 of 9 drawn" over six empty tiles
  });

  it("answers privately with private:true", async () => {
    const id = h.command(h.alice, "solve", { subcommand: "letters", options: { letters: "MHIRCOACT", private: true }, channelId: h.fake.channelId("bots") });
    const answer = await h.fake.waitForInteractionResponse(id);
    expect(answer.type).toBe(5);
    expect((answer.data.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
    expect((await h.edited(id)).message?.embeds[0]?.description).toContain("7: chaotic, chariot");
  });

  it("solves numbers", async () => {
    const { text, alt } = await solved("numbers", { numbers: "25 50 75 100 3 6", target: 952 });
    expect(text).toMatch(/952: exact/);
    expect(alt).toContain("952");
  });

  it("solves a conundrum", async () => {
    expect((await solved("conundrum", { letters: "NWODTNUOC" })).text).toContain("NWODTNUOC (british) → COUNTDOWN");
  });

  it("solves Boggle with the games' default list, and says which", async () => {
    const { text, alt } = await solved("boggle", { board: "SERS PATG LINE SERS" });
    expect(text).toMatch(/british: \d+ words?/);
    expect(alt).toMatch(/Boggle/);
    expect((await solved("boggle", { board: "SERS PATG LINE SERS", dictionary: "scrabble" })).text).toMatch(/scrabble: \d+ words?/);
  });

  it("solves Letterpress with the games' default list, and says which", async () => {
    expect((await solved("letterpress", { letters: "ABCDEFGHIJKLMNOPQRSTUVWXY" })).text).toMatch(/ABCDEFGHIJKLMNOPQRSTUVWXY \(british\): \d+ words?/);
  });

  it("solves Letter Boxed with the games' default list, and says which", async () => {
    const { text, alt } = await solved("letterboxed", { sides: "RME WCL TGK API" });
    expect(text).toContain("RME WCL TGK API (british):");
    expect(alt).toMatch(/Letter Boxed/i);
  });

  it("refuses bad boards privately, saying why, at once (no public thinking… first)", async () => {
    const bad = h.command(h.alice, "solve", { subcommand: "conundrum", options: { letters: "ABC" } });
    expect(await h.privateReply(bad)).toBe("A conundrum has 9 letters; got 3.");
    expect((await h.fake.waitForInteractionResponse(bad)).type).toBe(4);
    const dict = h.command(h.alice, "solve", { subcommand: "letters", options: { letters: "ABC", dictionary: "klingon" } });
    expect(await h.privateReply(dict)).toMatch(/^Unknown dictionary "klingon"/);
    expect(h.fake.messages(h.games).filter((m) => m.content === "" && m.embeds.length === 0)).toEqual([]); // no "thinking…" left behind
  });

  it("suggests dictionaries as the user types", async () => {
    const id = h.fake.sendAutocomplete({ user: h.alice, name: "solve", subcommand: "letters", options: { letters: "abc", dictionary: "a" }, focused: "dictionary" });
    const answer = await h.fake.waitForInteractionResponse(id);
    expect(answer.type).toBe(8);
    expect(answer.data.choices?.map((c) => c.value)).toEqual(["american", "scrabble"]);
  });
});

describe("while a round is running", () => {
  it("answers privately and refuses the round's own board, in any letter order", async () => {
    const board = await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
    const letters = ((await h.bot.engine.roundIn(h.games))?.round.board as { letters: string }).letters;
    const shuffled = [...letters].reverse().join("").toUpperCase();

    const peek = h.command(h.bob, "solve", { subcommand: "letters", options: { letters: shuffled } });
    expect(await h.privateReply(peek)).toMatch(/^No peeking/);
    const menuPeek = h.fake.sendMessageContextMenu({ user: h.bob, targetMessage: board, name: "Solve this board" });
    expect(await h.privateReply(menuPeek)).toMatch(/^No peeking/);

    const other = h.command(h.bob, "solve", { subcommand: "letters", options: { letters: "MHIRCOACT" } });
    const answer = await h.fake.waitForInteractionResponse(other);
    expect((answer.data.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);

    await h.publicReply(h.command(h.alice, "stop"));
    const after = h.fake.sendMessageContextMenu({ user: h.bob, targetMessage: board, name: "Solve this board" });
    expect((await h.edited(after)).message?.embeds[0]?.description).toContain(letters.toUpperCase());
  });
});

describe("Solve this board", () => {
  it("solves a board typed in a message", async () => {
    const target = h.fake.sendMessage({ user: h.alice, content: "25 50 75 100 3 6 target 952", channelId: h.fake.channelId("bots") });
    const id = h.fake.sendMessageContextMenu({ user: h.bob, targetMessage: target, name: "Solve this board" });
    expect((await h.settled(id)).message?.embeds[0]?.description).toMatch(/952: exact/);
  });

  it("says what it can read when a message holds no board", async () => {
    const target = h.fake.sendMessage({ user: h.alice, content: "good game, everyone!", channelId: h.fake.channelId("bots") });
    const id = h.fake.sendMessageContextMenu({ user: h.bob, targetMessage: target, name: "Solve this board" });
    expect(await h.privateReply(id)).toMatch(/^I can't find a board in that message/);
  });
});

const ROUND_LISTS = ["british", "american", "scrabble"];
const EVERY_LIST = ["british", "american", "common", "scrabble"];

async function suggested(name: string, input: { subcommand?: string; options: Record<string, string> }): Promise<string[]> {
  const id = h.fake.sendAutocomplete({ user: h.admin, name, ...input, focused: "dictionary" });
  return ((await h.fake.waitForInteractionResponse(id)).data.choices ?? []).map((c) => String(c.value));
}

describe("dictionary names", () => {
  it("rounds and /config offer and take the same three lists; /solve all four", async () => {
    for (const game of ["letters", "conundrum", "boggle", "letterpress", "letterboxed"] as const) {
      expect(await suggested(game, { ...roundCommand(game), options: { dictionary: "" } })).toEqual(ROUND_LISTS);
    }
    expect(await suggested("config", { subcommand: "dictionary", options: { game: "boggle", dictionary: "" } })).toEqual(ROUND_LISTS);
    expect(await suggested("solve", { subcommand: "boggle", options: { board: "abcd", dictionary: "" } })).toEqual(EVERY_LIST);

    const round = await h.privateReply(h.command(h.alice, "boggle", { options: { dictionary: "common" } }));
    expect(round).toBe(`Unknown dictionary "common": choose one of ${ROUND_LISTS.join(", ")}.`);
    expect(await h.bot.engine.roundIn(h.games)).toBeNull();
    const config = await h.privateReply(h.command(h.admin, "config", { subcommand: "dictionary", options: { game: "boggle", dictionary: "common" } }));
    expect(config).toContain(ROUND_LISTS.join(", "));
    const solve = await h.privateReply(h.command(h.alice, "solve", { subcommand: "letters", options: { letters: "abc", dictionary: "klingon" } }));
    expect(solve).toBe(`Unknown dictionary "klingon": choose one of ${EVERY_LIST.join(", ")}.`);
  });
});
