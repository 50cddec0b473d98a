// Opening live play from Discord, through the fake with the real bot: the Play live button on
// Boggle and Letterpress round boards (not on a letters round), gone with the other buttons when
// the round ends; the Entry Point from the App Launcher; each answered with LAUNCH_ACTIVITY for
// the presser, and a launch Discord refuses explained privately in a line. Time is a manual clock.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { deployCommands } from "../../src/discord/deploy.ts";
import { LAUNCH_REFUSED, LIVE_OFF } from "../../src/discord/launch.ts";
import { COMMANDS } from "../../commands/index.ts";
import { buttonId, buttonLabels, Harness, TOKEN } from "../support/bot-harness.ts";
import { textOf, type FakeUser, type StoredMessage } from "../support/fake-discord/index.ts";

const LAUNCH_ACTIVITY = 12;
const EPHEMERAL = 64;

let h: Harness;
let clock: ManualClock;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

async function start(livePlay: boolean): Promise<void> {
  clock = manualClock(Date.now());
  h = await Harness.start({ clock, livePlay });
}

/** The Entry Point registered globally, as deploy-commands does with ACTIVITY_PORT set. */
async function deployEntryPoint(): Promise<void> {
  await deployCommands({ token: TOKEN, applicationId: h.fake.applicationId, guildId: h.fake.guild.id, apiUrl: h.fake.apiUrl }, COMMANDS, true);
}

async function pressPlayLive(user: FakeUser, board: StoredMessage) {
  return h.click(user, board.id, buttonId(h.current(board), "Play live"));
}

/** What an interaction's presser was told, privately, in a reply. */
async function toldPrivately(id: string): Promise<string> {
  const answer = await h.fake.waitForInteractionResponse(id);
  expect(answer.type).toBe(4);
  expect((answer.data.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
  return answer.data.content ?? "";
}

describe("the Play live button", () => {
  it("is on a Boggle board while it runs, launches the Activity for each presser in the channel's one instance, and goes with the other buttons at the end", async () => {
    await start(true);
    const board = await h.publicReply(h.command(h.alice, "boggle", { options: { duration: 60 } }));
    expect(buttonLabels(board)).toEqual(["Submit words", "My words", "Play live", "How to play"]);
    expect(textOf(board)).toContain("Or press **Play live** to trace them on the board.");

    const bobs = await pressPlayLive(h.bob, board);
    expect(bobs.type).toBe(LAUNCH_ACTIVITY);
    const alices = await pressPlayLive(h.alice, board);
    expect(alices.type).toBe(LAUNCH_ACTIVITY);
    const [forBob, forAlice] = h.fake.launches;
    expect(forBob).toMatchObject({ userId: h.bob.id, channelId: h.games });
    expect(forAlice).toEqual({ userId: h.alice.id, channelId: h.games, instanceId: forBob?.instanceId });
    expect(h.fake.messages(h.games).map((m) => m.id)).toEqual([board.id]); // a launch posts nothing

    clock.advance(61_000);
    await h.settle();
    expect(buttonLabels(h.current(board))).toEqual([]);
  });

  it("left on an ended round's board (its tidy-up failed), comes off at the first press, which launches nothing", async () => {
    await start(true);
    const board = await h.publicReply(h.command(h.alice, "boggle", { options: { duration: 60 } }));
    h.fake.failNext({ method: "PATCH", pathIncludes: `/messages/${board.id}`, status: 404, code: 10008 });
    clock.advance(61_000);
    await h.settle();
    expect(buttonLabels(h.current(board))).toContain("Play live");
    const late = h.fake.clickButton({ user: h.bob, message: board.id, customId: buttonId(h.current(board), "Play live") });
    expect(await h.privateReply(late)).toMatch(/^That round is over\. Start a new one/);
    expect(buttonLabels(h.current(board))).toEqual([]);
    expect(h.fake.launches).toEqual([]);
  });

  it("is on a Letterpress round's board and launches it; a letters round has none", async () => {
    await start(true);
    const letterpress = await h.publicReply(h.command(h.alice, "letterpress", { subcommand: "round" }));
    expect(buttonLabels(letterpress)).toContain("Play live");
    expect((await pressPlayLive(h.bob, letterpress)).type).toBe(LAUNCH_ACTIVITY);
    expect(h.fake.launches).toEqual([{ userId: h.bob.id, channelId: h.games, instanceId: expect.any(String) }]);

    const bots = h.fake.channelId("bots");
    const letters = await h.publicReply(h.command(h.alice, "letters", { channelId: bots, options: { picks: "cvccvcvcc" } }));
    expect(buttonLabels(letters)).toEqual(["Submit answer", "How to play"]);
    expect(textOf(letters)).not.toContain("Play live");
  });

  it("is not offered when live play is not served", async () => {
    await start(false);
    const board = await h.publicReply(h.command(h.alice, "boggle", { options: { duration: 60 } }));
    expect(buttonLabels(board)).toEqual(["Submit words", "My words", "How to play"]);
    expect(textOf(board)).not.toContain("Play live");
    const help = await h.fake.waitForInteractionResponse(h.command(h.alice, "help"));
    expect(JSON.stringify(help.data.embeds)).not.toContain("Play live");
  });

  it("explains privately, in a line, when Discord refuses the launch, and logs it with its context", async () => {
    await start(true);
    const board = await h.publicReply(h.command(h.alice, "boggle", { options: { duration: 60 } }));
    h.fake.setActivitiesEnabled(false);
    const id = h.fake.clickButton({ user: h.bob, message: board.id, customId: buttonId(board, "Play live") });
    expect(await toldPrivately(id)).toBe(LAUNCH_REFUSED);
    expect(LAUNCH_REFUSED).not.toContain("\n");
    expect(h.fake.launches).toEqual([]);
    const logged = h.logger.entries.find((e) => e.message === "Discord refused to launch the Activity");
    expect(logged?.level).toBe("warn");
    expect(logged?.context).toMatchObject({ interactionId: id, channelId: h.games, userId: h.bob.id, error: { status: 400, code: 50039 } });
    expect(JSON.stringify(h.logger.entries)).not.toContain("fake-interaction-token");
    expect(buttonLabels(h.current(board))).toContain("Play live"); // the round goes on
  });
});

describe("the Entry Point", () => {
  it("launches the Activity in the channel it was opened from, a round running or not", async () => {
    await start(true);
    await deployEntryPoint();
    const id = h.fake.sendEntryPoint({ user: h.alice, channelId: h.games });
    expect((await h.fake.waitForInteractionResponse(id)).type).toBe(LAUNCH_ACTIVITY);
    expect(h.fake.launches).toEqual([{ userId: h.alice.id, channelId: h.games, instanceId: expect.any(String) }]);
  });

  it("explains a channel that cannot host the Activity", async () => {
    await start(true);
    await deployEntryPoint();
    h.fake.refuseActivitiesIn(h.games);
    expect(await toldPrivately(h.fake.sendEntryPoint({ user: h.alice, channelId: h.games }))).toBe(LAUNCH_REFUSED);
    expect(h.logger.entries.find((e) => e.message === "Discord refused to launch the Activity")?.context).toMatchObject({ error: { code: 50024 } });
  });

  it("says live play is off when the bot does not serve it (an Entry Point left registered)", async () => {
    await start(false);
    await deployEntryPoint();
    expect(await toldPrivately(h.fake.sendEntryPoint({ user: h.alice, channelId: h.games }))).toBe(LIVE_OFF);
    expect(h.fake.launches).toEqual([]);
  });
});

describe("/help", () => {
  it("mentions live play when it is served", async () => {
    await start(true);
    const on = await h.fake.waitForInteractionResponse(h.command(h.alice, "help"));
    expect(JSON.stringify(on.data.embeds)).toContain("**Play live** on a Boggle or Letterpress board");
  });
});
