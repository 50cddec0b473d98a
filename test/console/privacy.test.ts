// Privacy in local play: /privacy says what is kept and for how long; /forget asks first,
// then `/forget confirm` deletes only the current player's answers, scores and stats.

import { expect, it } from "vitest";
import { tempDbPath } from "../store/temp-store.ts";
import { TOY_RULES } from "../games/engine-fakes.ts";
import { terminal } from "./terminal.ts";

it("tells what is kept, asks before deleting, then deletes only this player's data", async () => {
  const t = terminal(tempDbPath(), { rules: TOY_RULES });
  await t.until(/You are Ann/);
  expect(await t.say("/privacy", /type \/forget.*\n/)).toMatch(/^What Lexicord keeps[\s\S]*30 days after it leaves a server/);
  await t.say("/letters picks:crate", /ends at/);
  await t.say("trace", /\n/);
  await t.say("/as Bob", /Bob/);
  await t.say("react", /\n/);
  await t.say("/stop", /Corner\n.*\n/);

  expect(await t.say("/forget", /\n/)).toBe("This deletes Bob's answers, scores and stats for good. Type /forget confirm to go ahead.\n");
  expect(await t.say("/stats Bob", /streak/)).toMatch(/^Bob: 5 points from 1 round/); // asking deleted nothing
  expect(await t.say("/forget confirm", /\n/)).toBe("Done: your data is deleted (1 answer, 1 round score). Anything you play from now on is kept as before.\n");
  expect(await t.say("/stats Bob", /\n/)).toBe("Bob hasn't played a round here yet.\n");
  expect(await t.say("/stats Ann", /streak/)).toMatch(/^Ann: 5 points from 1 round/);
});
