// The messages a Letterpress versus game's news becomes in Discord: the challenge pings only the
// one challenged and carries Accept / Decline; a move's board pings only the player to move and
// carries Play / Pass / Resign; the end carries the result and no buttons; names never markdown.

import { MessageFlags } from "discord.js";
import { describe, expect, it } from "vitest";
import type { VersusGame } from "../../src/games/model.ts";
import { newGame } from "../../src/games/versus/challenge.ts";
import { versusNewsView, type VersusNews } from "../../src/games/versus/news.ts";
import { readCustomId, versusId, versusModalId } from "../../src/discord/custom-ids.ts";
import { challengeAnsweredMessage, versusMessage } from "../../src/discord/render/versus.ts";
import { setOf } from "../../src/solvers/territory/tiles.ts";
import { commandDefinitions } from "../../src/discord/context.ts";
import { COMMANDS } from "../../commands/index.ts";

const LETTERS = "catsdoglearnipmebuhkfwyvx";
const ann = { id: "111111111111111111", name: "*Ann*" }, bob = { id: "222222222222222222", name: "Bob" };

function game(patch: Partial<VersusGame> = {}): VersusGame {
  const made = newGame({ guildId: "g", channelId: "c", challenger: ann, opponent: bob, level: null, letters: LETTERS, dictionary: "scrabble", turnSeconds: 86_400, at: 1_000_000 });
  if (!made.ok) throw new Error(made.error);
  return { id: 7, ...made.value, ...patch };
}

const json = (news: VersusNews) => {
  const message = versusMessage(versusNewsView(news));
  return { message, text: JSON.stringify(message.components.map((c) => c.toJSON())) };
};
const buttonsOf = (text: string) => [...text.matchAll(/"custom_id":"([^"]+)"/g)].map((m) => m[1]);

describe("versus messages", () => {
  it("a challenge: Accept and Decline, a ping for the one challenged only", () => {
    const { message, text } = json({ event: "challenged", game: game(), mention: bob.id });
    expect(message.flags).toBe(MessageFlags.IsComponentsV2);
    expect(message.allowedMentions).toEqual({ parse: [], users: [bob.id] });
    expect(text).toContain(`<@${ann.id}> challenges <@${bob.id}> to Letterpress`);
    expect(buttonsOf(text)).toEqual([versusId(7, "accept"), versusId(7, "decline")]);
    expect(message.files).toHaveLength(0);
  });

  it("a move: the board with its alt text, whose turn, Play / Pass / Resign, only the mover pinged", () => {
    const played = game({ state: "playing", colours: [setOf([0, 1, 2]), 0], moves: [{ kind: "word", by: 0, word: "cat", tiles: [0, 1, 2], chosen: true, at: 1 }] });
    const { message, text } = json({ event: "moved", game: played, move: played.moves[0], mention: bob.id, gained: 3, taken: 0 });
    expect(message.allowedMentions).toEqual({ parse: [], users: [bob.id] });
    expect(text).toContain("## Letterpress: \\\\*Ann\\\\* vs Bob");
    expect(text).toContain("played CAT on A1 B1 C1 (tiles chosen for the most gain): 3 tiles gained.");
    expect(text).toContain(`<@${bob.id}>, your move`);
    expect(buttonsOf(text)).toEqual([versusId(7, "play"), versusId(7, "pass"), versusId(7, "resign")]);
    expect(message.files).toHaveLength(1);
    expect(text).toMatch(/Letterpress versus: \*Ann\* \(blue\) 3, Bob \(red\) 0\. Bob to move\. Last word: CAT by \*Ann\*/);
  });

  it("the end: the result, no buttons, nobody pinged", () => {
    const over = game({ state: "over", winner: 1, endedBy: "resigned", colours: [setOf([0]), setOf([1, 2])], moves: [{ kind: "resign", by: 0, at: 2 }] });
    const { message, text } = json({ event: "over", game: over, move: over.moves[0], mention: null });
    expect(message.allowedMentions).toEqual({ parse: [] });
    expect(text).toContain("🏆 Bob wins with 2 tiles to 1.");
    expect(buttonsOf(text)).toEqual([]);
  });

  it("an answered challenge loses its buttons and says where the game is played", () => {
    const text = JSON.stringify(challengeAnsweredMessage(versusNewsView({ event: "started", game: game({ state: "playing" }), mention: ann.id }), "333").components.map((c) => c.toJSON()));
    expect(text).toContain("Accepted: the game is played in <#333>.");
    expect(buttonsOf(text)).toEqual([]);
  });

  it("reads back its custom ids and refuses forged ones", () => {
    expect(readCustomId(versusId(7, "resign-yes"))).toEqual({ kind: "versus", gameId: 7, action: "resign-yes" });
    expect(readCustomId(versusModalId(7))).toEqual({ kind: "versusmodal", gameId: 7 });
    for (const forged of ["vs:7:explode", "vs:0:play", "vs:7", "vsmodal:x", "vsmodal:7:8"]) expect(readCustomId(forged)).toBeNull();
  });
});

describe("/letterpress as deployed", () => {
  it("is subcommands only (Discord forbids mixing them with options): the timed round and versus play", () => {
    const json = commandDefinitions(COMMANDS).find((c) => (c as { name: string }).name === "letterpress") as { options: { type: number; name: string; options?: { name: string; required?: boolean }[] }[] };
    expect(json.options.map((o) => [o.type, o.name])).toEqual([[1, "round"], [1, "versus"], [1, "play"], [1, "pass"], [1, "resign"], [1, "games"]]);
    expect(json.options[0]!.options?.map((o) => o.name)).toEqual(["duration", "dictionary", "rated"]);
    expect(json.options[1]!.options?.map((o) => o.name)).toEqual(["opponent", "computer"]);
    expect(json.options[2]!.options?.map((o) => [o.name, o.required ?? false])).toEqual([["word", true], ["tiles", false]]);
  });
});
