import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/store/open.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import type { GuildSettingsPatch } from "../../src/games/model.ts";
import { storeEngines, tempPgSql, tempStoreOn } from "../support/postgres.ts";
import { pgStore } from "../../src/store/pg/store.ts";
import { storeAt, tempDbPath } from "./temp-store.ts";

describe.each(storeEngines)("guild settings ($name)", (engine) => {
  it("start from the defaults", async () => {
    expect(await (await tempStoreOn(engine)).guildSettings("100")).toEqual({
      durations: { letters: 30, numbers: 30, conundrum: 30, boggle: 180, letterpress: 180, letterboxed: 300 },
      dictionaries: { letters: "british", conundrum: "british", boggle: "british", letterpress: "british", letterboxed: "british" },
      answerMode: "default",
      boggleDuplicatesCancel: true,
      allowedChannels: [],
      starterRoleId: null,
      words: { allowed: [], denied: [] },
      versusTurnSeconds: 86_400,
      versusDictionary: "scrabble",
      seasons: "off",
    });
  });

  it("keep each guild's word rulings, alphabetical, across restarts; a new ruling replaces the old", async () => {
    const open = await engine.database();
    const store = await open();
    await store.ruleWord("100", "zax", "allow");
    await store.ruleWord("100", "qi", "allow");
    await store.ruleWord("100", "tes", "deny");
    await store.ruleWord("100", "zax", "deny");
    await store.ruleWord("200", "soz", "allow");
    await store.ruleWord("100", "nope", null);
    expect((await (await open()).guildSettings("100")).words).toEqual({ allowed: ["qi"], denied: ["tes", "zax"] });
    await store.ruleWord("100", "tes", null);
    expect((await store.guildSettings("100")).words).toEqual({ allowed: ["qi"], denied: ["zax"] });
    expect((await store.guildSettings("200")).words).toEqual({ allowed: ["soz"], denied: [] });
    const updated = await store.updateGuildSettings("100", { answerMode: "open" });
    expect(updated.ok && updated.value.words).toEqual({ allowed: ["qi"], denied: ["zax"] });
  });

  it("merge updates game by game and keep them across restarts", async () => {
    const open = await engine.database();
    const store = await open();
    const first = await store.updateGuildSettings("100", { durations: { letters: 45 }, answerMode: "open" });
    expect(first.ok && first.value.durations).toEqual({ ...DEFAULT_SETTINGS.durations, letters: 45 });
    await store.updateGuildSettings("100", {
      durations: { boggle: 240 },
      dictionaries: { letters: "american" },
      boggleDuplicatesCancel: false,
      allowedChannels: ["11", "12", "11"],
      starterRoleId: "77",
    });
    await store.close();

    const settings = await (await open()).guildSettings("100");
    expect(settings).toEqual({
      durations: { ...DEFAULT_SETTINGS.durations, letters: 45, boggle: 240 },
      dictionaries: { ...DEFAULT_SETTINGS.dictionaries, letters: "american" },
      answerMode: "open",
      boggleDuplicatesCancel: false,
      allowedChannels: ["11", "12"],
      starterRoleId: "77",
      words: { allowed: [], denied: [] },
      versusTurnSeconds: 86_400,
      versusDictionary: "scrabble",
      seasons: "off",
    });
    expect(await (await open()).guildSettings("200")).toEqual(DEFAULT_SETTINGS);
  });

  it("set a role back to anyone and channels back to all", async () => {
    const store = await tempStoreOn(engine);
    await store.updateGuildSettings("100", { starterRoleId: "77", allowedChannels: ["11"] });
    const reset = await store.updateGuildSettings("100", { starterRoleId: null, allowedChannels: [] });
    expect(reset.ok && [reset.value.starterRoleId, reset.value.allowedChannels]).toEqual([null, []]);
  });

  it("ignore parts of a patch left undefined", async () => {
    const store = await tempStoreOn(engine);
    await store.updateGuildSettings("100", { answerMode: "open", durations: { letters: 60 } });
    const same = await store.updateGuildSettings("100", { answerMode: undefined, durations: { letters: undefined } });
    expect(same.ok && [same.value.answerMode, same.value.durations.letters]).toEqual(["open", 60]);
  });

  it("refuse bad values with a message and change nothing", async () => {
    const store = await tempStoreOn(engine);
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
      const refused = await store.updateGuildSettings("100", patch);
      expect(refused.ok).toBe(false);
      expect(refused.ok ? "" : refused.error).toMatch(message);
    }
    expect(await store.guildSettings("100")).toEqual(DEFAULT_SETTINGS);
  });
});

describe("guild settings stored by hand (an older build, or an edit)", () => {
  const stale = JSON.stringify({ answerMode: "open", durations: { letters: 9999 }, starterRoleId: 5 });

  it("fall back to the default for a value that no longer passes the checks (SQLite)", async () => {
    const path = tempDbPath();
    const store = storeAt(path);
    await store.updateGuildSettings("100", { answerMode: "open" });
    const db = openDatabase(path);
    db.prepare("UPDATE guild_settings SET settings = ? WHERE guild_id = '100'").run(stale);
    db.prepare("INSERT INTO guild_settings VALUES ('200', '[1, 2]')").run();
    db.close();
    expect(await store.guildSettings("100")).toEqual({ ...DEFAULT_SETTINGS, answerMode: "open" });
    expect(await store.guildSettings("200")).toEqual(DEFAULT_SETTINGS);
  });

  it("fall back to the default for a value that no longer passes the checks (PostgreSQL)", async () => {
    const sql = await tempPgSql();
    const store = pgStore(sql);
    await store.updateGuildSettings("100", { answerMode: "open" });
    await sql.run("UPDATE guild_settings SET settings = $1 WHERE guild_id = '100'", [stale]);
    await sql.run("INSERT INTO guild_settings VALUES ('200', '[1, 2]')");
    expect(await store.guildSettings("100")).toEqual({ ...DEFAULT_SETTINGS, answerMode: "open" });
    expect(await store.guildSettings("200")).toEqual(DEFAULT_SETTINGS);
    // A patch over a stored value that fails its checks keeps only what passes.
    const patched = await store.updateGuildSettings("100", { durations: { boggle: 240 } });
    expect(patched.ok && patched.value.durations).toEqual({ ...DEFAULT_SETTINGS.durations, boggle: 240 });
  });
});

describe.each(storeEngines)("guild settings changed from several connections at once ($name)", (engine) => {
  it("keep every change", async () => {
    const open = await engine.database();
    const hosts = await Promise.all([open(), open(), open(), open()]);
    const games = ["letters", "numbers", "conundrum", "boggle"] as const;
    await Promise.all(hosts.map((host, i) => host.updateGuildSettings("100", { durations: { [games[i]!]: 60 + i } })));
    const { durations } = await hosts[0]!.guildSettings("100");
    expect(games.map((g) => durations[g])).toEqual([60, 61, 62, 63]);
  });
});
