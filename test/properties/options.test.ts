// Properties of the option and settings readers: every game's round options (durations,
// dictionaries, picks, sizes), server settings, page buttons' custom ids, the bot's
// configuration and local play's command lines. Any input is answered without a throw; what
// is valid is kept exactly; what is not changes nothing.

import { expect, it } from "vitest";
import { parseLine } from "../../src/console/parse.ts";
import { readConfig } from "../../src/discord/config.ts";
import { guessModalId, leaderboardId, pickId, readCustomId, submitId } from "../../src/discord/custom-ids.ts";
import { GAMES, DURATION_LIMITS, type GuildSettingsPatch } from "../../src/games/model.ts";
import { RULES } from "../../src/games/catalogue.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import { tempStore } from "../store/temp-store.ts";
import { REFUSAL, RUNS } from "./runs.ts";
import { anyValue, fc, hostileText } from "./text.ts";

const game = fc.constantFrom(...GAMES);

it("reads any round options of every game without throwing; a duration in its limits is kept", () => {
  const option = fc.constantFrom("duration", "dict", "picks", "large", "size", "min", "colour");
  fc.assert(
    fc.property(game, fc.dictionary(option, anyValue, { maxKeys: 3 }), (name, fields) => {
      const read = RULES.get(name)!.readOptions(fields as never, DEFAULT_SETTINGS);
      if (!read.ok) expect(read.error).toMatch(REFUSAL);
    }),
    RUNS,
  );
  fc.assert(
    fc.property(game.chain((name) => fc.tuple(fc.constant(name), fc.integer({ min: DURATION_LIMITS[name][0], max: DURATION_LIMITS[name][1] }))), ([name, seconds]) => {
      const read = RULES.get(name)!.readOptions({ duration: seconds }, DEFAULT_SETTINGS);
      expect(read).toMatchObject({ ok: true, value: { duration: seconds } });
      expect(RULES.get(name)!.readOptions({ duration: String(seconds) }, DEFAULT_SETTINGS).ok).toBe(true);
      expect(RULES.get(name)!.readOptions({ duration: DURATION_LIMITS[name][1] + 1 }, DEFAULT_SETTINGS).ok).toBe(false);
    }),
    RUNS,
  );
});

it("changes server settings only by a whole valid patch", async () => {
  const store = tempStore();
  const patch: fc.Arbitrary<GuildSettingsPatch> = fc.record(
    {
      durations: fc.dictionary(game, fc.oneof(fc.integer({ min: -10, max: 2000 }), anyValue) as fc.Arbitrary<number>, { maxKeys: 2 }),
      dictionaries: fc.dictionary(fc.constantFrom("letters", "boggle", "numbers", "__proto__"), fc.oneof(fc.constantFrom("british", "scrabble"), hostileText), { maxKeys: 2 }),
      answerMode: fc.oneof(fc.constantFrom("default", "open"), hostileText) as fc.Arbitrary<"default">,
      allowedChannels: fc.array(fc.oneof(fc.stringMatching(/^\d{17,19}$/), hostileText), { maxLength: 3 }),
      starterRoleId: fc.oneof(fc.constant(null), fc.stringMatching(/^\d{17,19}$/), hostileText),
    },
    { requiredKeys: [] },
  );
  await fc.assert(
    fc.asyncProperty(patch, async (p) => {
      const before = await store.guildSettings("g");
      const updated = await store.updateGuildSettings("g", p);
      if (!updated.ok) {
        expect(updated.error).toMatch(REFUSAL);
        expect(await store.guildSettings("g")).toEqual(before);
      } else expect(await store.guildSettings("g")).toEqual(updated.value);
    }),
    { ...RUNS, numRuns: 150 },
  );
  await store.close();
});

it("reads back every custom id it writes, pages included, and nothing else throws", () => {
  const userId = fc.stringMatching(/^[1-9]\d{16,19}$/);
  const roundId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
  fc.assert(
    fc.property(roundId, userId, fc.integer({ min: 0, max: 99_999 }), fc.constantFrom("previous" as const, "next" as const), fc.constantFrom("text" as const, "image" as const), (round, user, page, button, format) => {
      expect(readCustomId(pickId(round, "vowel", page % 10))).toEqual({ kind: "pick", roundId: round, choice: "vowel", seen: page % 10 });
      expect(readCustomId(submitId(round))).toEqual({ kind: "submit", roundId: round });
      expect(readCustomId(guessModalId(round))).toEqual({ kind: "guess", roundId: round });
      expect(readCustomId(leaderboardId("boggle", "week", page, user, button, format))).toEqual({ kind: "leaderboard", game: "boggle", period: "week", page, userId: user, button, format });
    }),
    RUNS,
  );
  fc.assert(fc.property(hostileText, (id) => void readCustomId(id)), RUNS);
});

it("reads any environment and any local play line without throwing, never echoing the token", () => {
  const names = fc.constantFrom("DISCORD_TOKEN", "DISCORD_APPLICATION_ID", "DISCORD_GUILD_ID", "DISCORD_API_URL", "LOG_LEVEL", "READ_MESSAGES", "PURGE_AFTER_DAYS");
  fc.assert(
    fc.property(fc.dictionary(names, hostileText, { maxKeys: 7 }), (env) => {
      const read = readConfig(env);
      const token = env.DISCORD_TOKEN?.trim() ?? "";
      if (!read.ok && token.length >= 8) for (const error of read.errors) expect(error).not.toContain(token);
    }),
    RUNS,
  );
  fc.assert(fc.property(hostileText, (line) => void parseLine(line)), RUNS);
});
