// /leaderboard paging, /stats, /config (Manage Server only) and /help.

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RoundResult } from "../../src/games/model.ts";
import { buttonId, Harness, isDisabled, titleOf } from "../support/bot-harness.ts";

let h: Harness;

beforeEach(async () => {
  h = await Harness.start();
});

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

/** Writes a finished letters round to the store with these players' points. */
async function playedRound(channelId: string, results: readonly RoundResult[]): Promise<void> {
  const now = Date.now();
  const started = await h.bot.store.createRound({
    guildId: h.fake.guild.id,
    channelId,
    game: "letters",
    state: "running",
    board: { letters: "starlings", vowels: "", consonants: "" },
    options: { picks: null, duration: 30, dict: "british" },
    seed: 1,
    startedBy: h.alice.id,
    startedAt: now - 30_000,
    endsAt: now,
  });
  if (!started.ok) throw new Error(started.error);
  await h.bot.store.finishRound(started.round.id, now, results);
}

const player = (i: number, points: number): RoundResult => ({
  playerId: String(100000000000000000n + BigInt(i)),
  playerName: `player${String(i).padStart(2, "0")}`,
  points,
  won: false,
  word: null,
  wordPoints: null,
  exact: null,
});

describe("/leaderboard", () => {
  it("pages with buttons only its owner may press", async () => {
    await playedRound("1", Array.from({ length: 25 }, (_, i) => player(i, 100 - i)));
    const board = await h.publicReply(h.command(h.alice, "leaderboard"));
    expect(board.embeds[0]?.title).toBe("Leaderboard: all games, all time");
    expect(board.embeds[0]?.description?.split("\n")[0]).toBe("🥇 player00: **100 points** · 1 round · 0 wins");
    expect(board.embeds[0]?.footer?.text).toBe("Page 1 of 3 · 25 players");
    expect(isDisabled(board, "◀ Previous")).toBe(true);

    const theirs = await h.click(h.bob, board, buttonId(board, "Next ▶"));
    expect(theirs.data.content).toMatch(/^Not yours/);

    await h.click(h.alice, board, buttonId(board, "Next ▶"));
    const second = h.fake.message(board.id);
    expect(second?.embeds[0]?.footer?.text).toBe("Page 2 of 3 · 25 players");
    expect(second?.embeds[0]?.description?.split("\n")[0]).toBe("**11.** player10: **90 points** · 1 round · 0 wins");
    await h.click(h.alice, board, buttonId(h.fake.message(board.id) ?? board, "Next ▶"));
    const last = h.fake.message(board.id) ?? board;
    expect(last.embeds[0]?.footer?.text).toBe("Page 3 of 3 · 25 players");
    expect(isDisabled(last, "Next ▶")).toBe(true);
    expect(isDisabled(last, "◀ Previous")).toBe(false);
  });

  it("filters by game and period, and says when nobody has scored", async () => {
    const board = await h.publicReply(h.command(h.alice, "leaderboard", { options: { game: "boggle", period: "week" } }));
    expect(board.embeds[0]?.title).toBe("Leaderboard: Boggle, this week");
    expect(board.embeds[0]?.description).toBe("Nobody has scored yet. Start a round!");
    expect(board.components).toEqual([]);
  });
});

describe("/stats", () => {
  it("shows a player's totals", async () => {
    await playedRound("2", [{ ...player(0, 8), playerId: h.bob.id, playerName: "bob", won: true, word: "starling", wordPoints: 8 }]);
    const reply = await h.publicReply(h.command(h.alice, "stats", { options: { player: h.bob } }));
    const fields = Object.fromEntries((reply.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]));
    expect(reply.embeds[0]?.title).toBe("Stats: bob");
    expect(fields).toMatchObject({ Points: "8", Rounds: "1", Wins: "1", "Best words": "STARLING (8)", "By game": "Letters: 8 points, 1 round, 1 win" });
    const mine = await h.publicReply(h.command(h.alice, "stats"));
    expect(mine.embeds[0]?.description).toBe("alice hasn't played a round in this server yet.");
  });
});

describe("/config", () => {
  it("is registered for server managers and refused to anyone else", async () => {
    const config = h.fake.commands(h.fake.guild.id).find((c) => c.name === "config");
    expect(config?.default_member_permissions).toBe("32");
    expect(await h.privateReply(h.command(h.alice, "config", { subcommand: "show" }))).toBe(
      "Lexicord's settings are for members with the Manage Server permission: ask a server manager.",
    );
    expect(await h.privateReply(h.command(h.alice, "config", { subcommand: "answer-mode", options: { mode: "open" } }))).toMatch(/Manage Server/);
    expect((await h.bot.store.guildSettings(h.fake.guild.id)).answerMode).toBe("default");
  });

  it("suggests each game's own round lengths as /config duration is typed", async () => {
    const suggest = async (game: string, typed: string) => {
      const id = h.fake.sendAutocomplete({ user: h.admin, name: "config", subcommand: "duration", options: { game, seconds: typed }, focused: "seconds" });
      return ((await h.fake.waitForInteractionResponse(id)).data.choices ?? []).map((c) => c.value);
    };
    expect(await suggest("letters", "")).toEqual([10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300]);
    expect(await suggest("letterboxed", "75")).toEqual([75, 60, 90, 120, 180, 240, 300, 450, 600, 900, 1200, 1800]);
    expect(await suggest("boggle", "5000")).toEqual([30, 45, 60, 90, 120, 180, 240, 300, 450, 600]); // out of range: not offered
  });

  it("sets the server's English for every word game at once, British by default", async () => {
    const dictionaries = async () => (await h.bot.store.guildSettings(h.fake.guild.id)).dictionaries;
    expect(new Set(Object.values(await dictionaries()))).toEqual(new Set(["british"]));
    const changed = await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "english", options: { english: "american" } }));
    expect(changed.data.embeds?.[0]?.description).toBe("Every word game now uses the american dictionary.");
    expect(await dictionaries()).toEqual({ letters: "american", conundrum: "american", boggle: "american", letterpress: "american", letterboxed: "american" });
  });

  it("changes settings for a manager, refusing values out of range", async () => {
    const changed = await h.fake.waitForInteractionResponse(
      h.command(h.admin, "config", { subcommand: "duration", options: { game: "letters", seconds: 45 } }),
    );
    expect(changed.data.flags).toBe(64);
    expect(changed.data.embeds?.[0]?.description).toBe("Letters rounds now last 45 seconds.");
    expect((await h.bot.store.guildSettings(h.fake.guild.id)).durations.letters).toBe(45);

    const tooLong = h.command(h.admin, "config", { subcommand: "duration", options: { game: "letters", seconds: 900 } });
    expect(await h.privateReply(tooLong)).toBe("A letters round lasts 10–300 seconds.");

    const bots = h.fake.channelId("bots");
    await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommandGroup: "channels", subcommand: "add", options: { channel: bots } }));
    expect((await h.bot.store.guildSettings(h.fake.guild.id)).allowedChannels).toEqual([bots]);
    expect(await h.privateReply(h.command(h.alice, "letters"))).toBe(`Rounds can't be started here. Try <#${bots}>.`);
    const there = await h.publicReply(h.command(h.alice, "letters", { channelId: bots, options: { picks: "cvccvcvcc" } }));
    expect(titleOf(there)).toBe("Countdown letters");
  });

  it("limits who may start rounds to a role, telling others whom to ask", async () => {
    const role = h.fake.guild.adminRole.id;
    const set = await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "starter-role", options: { role } }));
    expect(set.data.embeds?.[0]?.description).toBe(`Only <@&${role}> (and server managers) may start rounds.`);
    expect(await h.privateReply(h.command(h.alice, "letters"))).toBe(
      `Only members with the <@&${role}> role can start rounds here. Ask a server manager for it.`,
    );
    await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "starter-role" }));
    expect((await h.bot.store.guildSettings(h.fake.guild.id)).starterRoleId).toBeNull();
  });
});

describe("/help", () => {
  it("lists the games privately", async () => {
    const help = await h.fake.waitForInteractionResponse(h.command(h.alice, "help"));
    expect(help.data.flags).toBe(64);
    expect(help.data.embeds?.[0]?.fields?.[0]?.value).toContain("`/boggle`: find words on adjacent dice (3 min)");
    expect(help.data.embeds?.[0]?.footer?.text).toBe("Serving 1 server · 0 rounds played today (UTC)");
    await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "duration", options: { game: "boggle", seconds: 90 } }));
    const changed = await h.fake.waitForInteractionResponse(h.command(h.alice, "help"));
    expect(changed.data.embeds?.[0]?.fields?.[0]?.value).toContain("`/boggle`: find words on adjacent dice (1 min 30 s)");
    expect(changed.data.embeds?.[0]?.fields?.[0]?.value).toContain("`/letters`: nine letters, the longest word wins (pick vowels and consonants with buttons) (30 s)");
  });
});

describe("/define", () => {
  it("says what a word means in the channel, through its base form when inflected", async () => {
    const running = await h.fake.waitForInteractionResponse(h.command(h.alice, "define", { options: { word: "Running" } }));
    expect(running.data.content).toBe("RUNNING, noun: (American football) a play in which a player attempts to carry the ball through or past the…");
    const cities = await h.fake.waitForInteractionResponse(h.command(h.alice, "define", { options: { word: "cities" } }));
    expect(cities.data.content).toBe("CITIES (city), noun: a large and densely populated urban area");
    expect(cities.data.flags ?? 0).toBe(0);
  });

  it("says plainly when there is no definition or no word", async () => {
    const none = await h.fake.waitForInteractionResponse(h.command(h.alice, "define", { options: { word: "zzzq" } }));
    expect(none.data.content).toBe("No definition of ZZZQ here (WordNet has none).");
    const two = await h.fake.waitForInteractionResponse(h.command(h.alice, "define", { options: { word: "two words" } }));
    expect(two.data.content).toBe("Define which word? One word only.");
  });
});

describe("/words", () => {
  it("lets a server manager allow and deny words, used by the next round and listed for anyone", async () => {
    const allow = await h.fake.waitForInteractionResponse(h.command(h.admin, "words", { subcommand: "allow", options: { word: "Soz" } }));
    expect(allow.data.content).toBe('SOZ now counts in every game in this server, marked "allowed in this server", from the next round.');
    await h.fake.waitForInteractionResponse(h.command(h.admin, "words", { subcommand: "deny", options: { word: "tes" } }));
    expect((await h.bot.store.guildSettings(h.fake.guild.id)).words).toEqual({ allowed: ["soz"], denied: ["tes"] });
    const list = await h.fake.waitForInteractionResponse(h.command(h.alice, "words", { subcommand: "list" }));
    expect(list.data.content).toBe("Allowed (1):\nSOZ\nDenied (1):\nTES");
    await h.fake.waitForInteractionResponse(h.command(h.admin, "words", { subcommand: "lift", options: { word: "tes" } }));
    expect((await h.bot.store.guildSettings(h.fake.guild.id)).words).toEqual({ allowed: ["soz"], denied: [] });
  });

  it("lists more rulings than a message holds in a file beside the counts, every word in it", async () => {
    // 150 words of 32 letters: ten times what a message holds (Discord refused the reply).
    const allowed = Array.from({ length: 150 }, (_, n) => `${"longallowedword".repeat(2)}${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + Math.floor(n / 26))}`);
    for (const word of allowed) await h.bot.store.ruleWord(h.fake.guild.id, word, "allow");
    await h.bot.store.ruleWord(h.fake.guild.id, "tes", "deny");
    const list = await h.fake.waitForInteractionResponse(h.command(h.alice, "words", { subcommand: "list" }));
    expect(list.type).toBe(4);
    expect(String(list.data.content).length).toBeLessThanOrEqual(2000);
    expect(list.data.content).toBe("This server allows 150 words and denies 1 word. That is too long for a message: the whole list is in word-rulings.txt.");
    expect(list.files.map((f) => f.name)).toEqual(["word-rulings.txt"]);
    const text = Buffer.from(list.files[0]!.data).toString("utf8");
    expect(text.startsWith("Allowed (150):\n")).toBe(true);
    expect(text.endsWith("Denied (1):\nTES\n")).toBe(true);
    for (const word of allowed) expect(text).toContain(word.toUpperCase());
  });

  it("refuses members without Manage Server, and words that are not one word", async () => {
    expect(await h.privateReply(h.command(h.alice, "words", { subcommand: "allow", options: { word: "soz" } }))).toBe(
      "Ruling on words is for members with the Manage Server permission: ask a server manager.",
    );
    expect(await h.privateReply(h.command(h.admin, "words", { subcommand: "deny", options: { word: "two words" } }))).toBe("Rule on which word? One word only.");
    expect((await h.bot.store.guildSettings(h.fake.guild.id)).words).toEqual({ allowed: [], denied: [] });
  });
});
