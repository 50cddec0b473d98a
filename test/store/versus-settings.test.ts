// The two Letterpress versus settings, on both engines: the turn's length and the word list.

import { describe, expect, it } from "vitest";
import type { GuildSettingsPatch } from "../../src/games/model.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";

describe.each(storeEngines)("Letterpress versus settings ($name)", (engine) => {
  it("keep a turn of an hour to a week and any round dictionary, across restarts", async () => {
    const open = await engine.database();
    const store = await open();
    expect(await store.guildSettings("100")).toMatchObject({ versusTurnSeconds: 86_400, versusDictionary: "scrabble" });
    const changed = await store.updateGuildSettings("100", { versusTurnSeconds: 3_600, versusDictionary: "british" });
    expect(changed.ok && changed.value).toMatchObject({ versusTurnSeconds: 3_600, versusDictionary: "british" });
    await store.updateGuildSettings("100", { versusTurnSeconds: 7 * 86_400 });
    expect(await (await open()).guildSettings("100")).toMatchObject({ versusTurnSeconds: 7 * 86_400, versusDictionary: "british" });
    expect(await store.guildSettings("200")).toMatchObject({ versusTurnSeconds: 86_400, versusDictionary: "scrabble" });
  });

  it("refuse a turn out of bounds or a list that is not a round's, and change nothing", async () => {
    const store = await tempStoreOn(engine);
    const bad: [GuildSettingsPatch, RegExp][] = [
      [{ versusTurnSeconds: 3_599 }, /versus turn lasts 1–168 hours/],
      [{ versusTurnSeconds: 7 * 86_400 + 1 }, /1–168 hours/],
      [{ versusTurnSeconds: 5_000.5 }, /1–168 hours/],
      [{ versusTurnSeconds: "3600" as unknown as number }, /1–168 hours/],
      [{ versusDictionary: "common" }, /british, american, scrabble/],
      [{ versusTurnSeconds: 7_200, versusDictionary: "klingon" }, /british, american, scrabble/],
    ];
    for (const [patch, message] of bad) {
      const refused = await store.updateGuildSettings("100", patch);
      expect(refused.ok ? "" : refused.error).toMatch(message);
    }
    expect(await store.guildSettings("100")).toMatchObject({ versusTurnSeconds: 86_400, versusDictionary: "scrabble" });
  });
});
