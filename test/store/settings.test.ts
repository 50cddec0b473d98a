import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/store/open.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import type { GuildSettingsPatch } from "../../src/games/model.ts";
import { storeAt, tempDbPath, tempStore } from "./temp-store.ts";

describe("guild settings", () => {
  it("start from the defaults", () => {
    expect(tempStore().guildSettings("100")).toEqual({
      durations: { letters: 30, numbers: 30, conundrum: 30, boggle: 180, letterpress: 180, letterboxed: 300 },
      dictionaries: { letters: "british", conundrum: "british", boggle: "british", letterpress: "british", letterboxed: "british" },
      answerMode: "default",
      boggleDuplicatesCancel: true,
      allowedChannels: [],
      starterRoleId: null,
      words: { allowed: [], denied: [] },
    });
  });

  it("keep each guild's word rulings, alphabetical, across restarts; a new ruling replaces the old", () => {
    const path = tempDbPath();
    const store = storeAt(path);
    store.ruleWord("100", "zax", "allow");
    store.ruleWord("100", "qi", "allow");
    store.ruleWord("100", "tes", "deny");
    store.ruleWord("100", "zax", "deny");
    store.ruleWord("200", "soz", "allow");
    store.ruleWord("100", "nope", null);
    expect(storeAt(path).guildSettings("100").words).toEqual({ allowed: ["qi"], denied: ["tes", "zax"] });
    store.ruleWord("100", "tes", null);
    expect(store.guildSettings("100").words).toEqual({ allowed: ["qi"], denied: ["zax"] });
    expect(store.guildSettings("200").words).toEqual({ allowed: ["soz"], denied: [] });
    const updated = store.updateGuildSettings("100", { answerMode: "open" });
    expect(updated.ok && updated.value.words).toEqual({ allowed: ["qi"], denied: ["zax"] });
  });

  it("merge updates game by game and keep them across restarts", () => {
    const path = tempDbPath();
    const store = storeAt(path);
    const first = store.updateGuildSettings("100", { durations: { letters: 45 }, answerMode: "open" });
    expect(first.ok && first.value.durations).toEqual({ ...DEFAULT_SETTINGS.durations, letters: 45 });
    store.updateGuildSettings("100", {
      durations: { boggle: 240 },
      dictionaries: { letters: "american" },
      boggleDuplicatesCancel: false,
      allowedChannels: ["11", "12", "11"],
      starterRoleId: "77",
    });
    store.close();

    const settings = storeAt(path).guildSettings("100");
    expect(settings).toEqual({
      durations: { ...DEFAULT_SETTINGS.durations, letters: 45, boggle: 240 },
      dictionaries: { ...DEFAULT_SETTINGS.dictionaries, letters: "american" },
      answerMode: "open",
      boggleDuplicatesCancel: false,
      allowedChannels: ["11", "12"],
      starterRoleId: "77",
      words: { allowed: [], denied: [] },
    });
    expect(storeAt(path).guildSettings("200")).toEqual(DEFAULT_SETTINGS);
  });

  it("set a role back to anyone and channels back to all", () => {
    const store = tempStore();
    store.updateGuildSettings("100", { starterRoleId: "77", allowedChannels: ["11"] });
    const reset = store.updateGuildSettings("100", { starterRoleId: null, allowedChannels: [] });
    expect(reset.ok && [reset.value.starterRoleId, reset.value.allowedChannels]).toEqual([null, []]);
  });

  it("ignore parts of a patch left undefined", () => {
    const store = tempStore();
    store.updateGuildSettings("100", { answerMode: "open", durations: { letters: 60 } });
    const same = store.updateGuildSettings("100", { answerMode: undefined, durations: { letters: undefined } });
    expect(same.ok && [same.value.answerMode, same.value.durations.letters]).toEqual(["open", 60]);
  });

  it("refuse bad values with a message and change nothing", () => {
    const store = tempStore();
    const bad: [GuildSettingsPatch, RegExp][] = [
      [{ answerMode: "open", durations: { letters: 5 } }, /letters round lasts 10–300 seconds/],
      [{ durations: { boggle: 12.5 } }, /boggle/],
      [{ durations: { chess: 60 } as GuildSettingsPatch["durations"] }, /no game called "chess"/],
      [{ dictionaries: { letters: "klingon" } }, /british, american, scrabble/],
      [{ dictionaries: { numbers: "british" } as GuildSettingsPatch["dictionaries"] }, /no dictionary/],
      [{ answerMode: "shouting" as "open" }, /answer modes/],
      [{ boggleDuplicatesCancel: "yes" as unknown as boolean }, /on or off/],
      [{ allowedChannels: ["#general"] }, /not a channel/],
      [{ allowedChannels: Array.from({ length: 101 }, (_, i) => String(i)) }, /At most 100/],
      [{ starterRoleId: "@everyone" }, /not a role/],
      [{ colour: "red" } as GuildSettingsPatch, /no setting called "colour"/],
    ];
    for (const [patch, message] of bad) {
      const refused = store.updateGuildSettings("100", patch);
      expect(refused.ok).toBe(false);
      expect(refused.ok ? "" : refused.error).toMatch(message);
    }
    expect(store.guildSettings("100")).toEqual(DEFAULT_SETTINGS);
  });

  it("fall back to the default for a stored value that no longer passes the checks", () => {
    const path = tempDbPath();
    const store = storeAt(path);
    store.updateGuildSettings("100", { answerMode: "open" });
    const db = openDatabase(path);
    db.prepare("UPDATE guild_settings SET settings = ? WHERE guild_id = '100'").run(
      JSON.stringify({ answerMode: "open", durations: { letters: 9999 }, starterRoleId: 5 }),
    );
    db.prepare("INSERT INTO guild_settings VALUES ('200', '[1, 2]')").run();
    db.close();
    expect(store.guildSettings("100")).toEqual({ ...DEFAULT_SETTINGS, answerMode: "open" });
    expect(store.guildSettings("200")).toEqual(DEFAULT_SETTINGS);
  });
});
