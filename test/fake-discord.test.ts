// The fake Discord drives the real discord.js client: login, commands, replies of every kind,
// chat messages, files, and the errors Discord can answer with.

import { once } from "node:events";
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  ContextMenuCommandBuilder,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  IntentsBitField,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  REST,
  Routes,
  SlashCommandBuilder,
  TextInputBuilder,
  TextInputStyle,
  ApplicationCommandType,
  type Interaction,
  type Message,
  type TextChannel,
} from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeDiscord, type FakeUser } from "./support/fake-discord/index.ts";

const TOKEN = "fake.bot.token";
const INTENTS = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent];

const COMMANDS = [
  new SlashCommandBuilder()
    .setName("ping")
    .setDescription("Answer pong")
    .addIntegerOption((o) => o.setName("times").setDescription("How many").setRequired(true))
    .addUserOption((o) => o.setName("who").setDescription("Whom to greet")),
  new SlashCommandBuilder()
    .setName("game")
    .setDescription("Play")
    .addSubcommand((s) =>
      s
        .setName("start")
        .setDescription("Start a round")
        .addStringOption((o) => o.setName("kind").setDescription("Which game").setAutocomplete(true)),
    ),
  new ContextMenuCommandBuilder().setName("Check word").setType(ApplicationCommandType.Message),
].map((c) => c.toJSON());

let fake: FakeDiscord;
let client: Client;
let alice: FakeUser;

/** Route every interaction to `handle`; a rejection there is unhandled, which fails the run. */
function onInteraction(handle: (interaction: Interaction) => Promise<unknown>): void {
  client.on(Events.InteractionCreate, (interaction) => void handle(interaction));
}

async function registerCommands(): Promise<void> {
  const rest = new REST({ api: fake.apiUrl }).setToken(TOKEN);
  await rest.put(Routes.applicationGuildCommands(fake.applicationId, fake.guild.id), { body: COMMANDS });
}

beforeEach(async () => {
  fake = await FakeDiscord.start();
  alice = fake.addUser("alice");
  client = new Client({ intents: INTENTS, rest: { api: fake.apiUrl } });
  const ready = once(client, Events.ClientReady);
  await client.login(TOKEN);
  await ready;
});

afterEach(async () => {
  await client.destroy();
  await fake.stop();
  expect(fake.unknownRoutes).toEqual([]);
});

describe("login", () => {
  it("identifies with the intents the client asked for and sees the guild", async () => {
    expect(fake.lastIdentify?.token).toBe(TOKEN);
    expect(fake.lastIdentify?.intents).toBe(new IntentsBitField(INTENTS).bitfield);
    const guild = client.guilds.cache.get(fake.guild.id);
    expect(guild?.name).toBe("Lexicord Test");
    expect(guild?.channels.cache.map((c) => c.name)).toEqual(["general", "games", "bots"]);
    expect(client.user?.id).toBe(fake.bot.id);
  });
});

describe("commands", () => {
  it("registers guild commands and gives them ids", async () => {
    await registerCommands();
    const registered = fake.commands(fake.guild.id);
    expect(registered.map((c) => c.name)).toEqual(["ping", "game", "Check word"]);
    expect(registered.every((c) => /^\d+$/.test(c.id))).toBe(true);
  });

  it("refuses a command Discord would refuse", async () => {
    const rest = new REST({ api: fake.apiUrl }).setToken(TOKEN);
    const bad = { name: "Ping", description: "Upper-case names are not allowed" };
    const put = rest.put(Routes.applicationGuildCommands(fake.applicationId, fake.guild.id), { body: [bad] });
    await expect(put).rejects.toMatchObject({ status: 400, code: 50035 });
  });
});

describe("slash commands", () => {
  beforeEach(registerCommands);

  it("delivers typed options and records the reply", async () => {
    const bob = fake.addUser("bob");
    onInteraction(async (i) => {
      if (!i.isChatInputCommand()) return;
      const response = await i.reply({
        content: `pong x${i.options.getInteger("times", true)} to ${i.options.getUser("who")?.username}`,
        withResponse: true,
      });
      await i.followUp(`reply message id ${response.resource?.message?.id}`);
    });
    const id = fake.sendSlashCommand({ user: alice, name: "ping", options: { times: 3, who: bob } });
    const answer = await fake.waitForInteractionResponse(id);
    expect(answer.type).toBe(4);
    expect(answer.data.content).toBe("pong x3 to bob");
    const followUp = await fake.waitFor((c) => c.interactionId === id && c.method === "POST" && c.path.startsWith("/webhooks/"));
    expect(followUp.message?.content).toBe(`reply message id ${answer.message?.id}`);
    expect(fake.messages(fake.channelId("general")).map((m) => m.content)).toEqual([
      "pong x3 to bob",
      `reply message id ${answer.message?.id}`,
    ]);
  });

  it("defers, edits the reply, and follows up ephemerally", async () => {
    onInteraction(async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      await i.editReply("round started");
      await i.followUp({ content: "only you can see this", flags: MessageFlags.Ephemeral });
    });
    const id = fake.sendSlashCommand({ user: alice, name: "game", subcommand: "start", options: { kind: "letters" } });
    expect((await fake.waitForInteractionResponse(id)).type).toBe(5);
    const followUp = await fake.waitFor((c) => c.interactionId === id && c.method === "POST" && c.path.startsWith("/webhooks/"));
    expect(followUp.message?.flags).toBe(MessageFlags.Ephemeral);
    const edit = fake.calls.find((c) => c.method === "PATCH" && c.path.endsWith("/messages/@original"));
    expect(edit?.message?.content).toBe("round started");
    expect(fake.messages(fake.channelId("general")).map((m) => m.content)).toEqual(["round started"]);
  });

  it("tells the bot whether the member may manage the server", async () => {
    const admin = fake.addUser("admin", { admin: true });
    const seen: boolean[] = [];
    onInteraction(async (i) => {
      if (!i.isChatInputCommand()) return;
      seen.push(i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false);
      await i.reply("ok");
    });
    await fake.waitForInteractionResponse(fake.sendSlashCommand({ user: admin, name: "ping", options: { times: 1 } }));
    await fake.waitForInteractionResponse(fake.sendSlashCommand({ user: alice, name: "ping", options: { times: 1 } }));
    expect(seen).toEqual([true, false]);
  });

  it("answers autocomplete with choices", async () => {
    onInteraction(async (i) => {
      if (!i.isAutocomplete()) return;
      const typed = i.options.getFocused();
      await i.respond(["letters", "numbers"].filter((g) => g.startsWith(typed)).map((g) => ({ name: g, value: g })));
    });
    const id = fake.sendAutocomplete({ user: alice, name: "game", subcommand: "start", options: { kind: "le" }, focused: "kind" });
    const answer = await fake.waitForInteractionResponse(id);
    expect(answer).toMatchObject({ type: 8, data: { choices: [{ name: "letters", value: "letters" }] } });
  });

  it("sends a file with its alt text", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    onInteraction(async (i) => {
      if (!i.isChatInputCommand()) return;
      const board = new AttachmentBuilder(png, { name: "board.png", description: "A 4 by 4 Boggle board" });
      await i.reply({ content: "your board", files: [board] });
    });
    const answer = await fake.waitForInteractionResponse(fake.sendSlashCommand({ user: alice, name: "ping", options: { times: 1 } }));
    expect(answer.files).toHaveLength(1);
    expect(answer.files[0]).toMatchObject({ name: "board.png", size: png.length, description: "A 4 by 4 Boggle board" });
    expect(answer.files[0]?.data.equals(png)).toBe(true);
    expect(answer.message?.attachments[0]).toMatchObject({ filename: "board.png", description: "A 4 by 4 Boggle board" });
  });
});

describe("components and modals", () => {
  beforeEach(registerCommands);

  it("shows a modal and reads what the user typed", async () => {
    onInteraction(async (i) => {
      if (i.isChatInputCommand()) {
        const word = new TextInputBuilder().setCustomId("word").setStyle(TextInputStyle.Short);
        const modal = new ModalBuilder()
          .setCustomId("guess")
          .setTitle("Your guess")
          .addLabelComponents(new LabelBuilder().setLabel("Word").setTextInputComponent(word));
        await i.showModal(modal);
      }
      if (i.isModalSubmit()) await i.reply(`you guessed ${i.fields.getTextInputValue("word")}`);
    });
    const command = fake.sendSlashCommand({ user: alice, name: "ping", options: { times: 1 } });
    expect(await fake.waitForInteractionResponse(command)).toMatchObject({ type: 9, data: { custom_id: "guess" } });
    expect(() => fake.submitModal({ user: alice, customId: "guess", fields: { nope: "x" } })).toThrow(/no field nope/);
    const submit = fake.submitModal({ user: alice, customId: "guess", fields: { word: "quixotic" } });
    expect((await fake.waitForInteractionResponse(submit)).data.content).toBe("you guessed quixotic");
  });

  it("updates the message when a button is clicked", async () => {
    onInteraction(async (i) => {
      if (i.isChatInputCommand()) {
        const again = new ButtonBuilder().setCustomId("again").setLabel("Again").setStyle(ButtonStyle.Primary);
        await i.reply({ content: "round over", components: [new ActionRowBuilder<ButtonBuilder>().addComponents(again)] });
      }
      if (i.isButton()) await i.update({ content: `${i.user.username} asked for another`, components: [] });
    });
    const reply = await fake.waitForInteractionResponse(fake.sendSlashCommand({ user: alice, name: "ping", options: { times: 1 } }));
    const message = reply.message;
    if (!message) throw new Error("the reply made no message");
    expect(() => fake.clickButton({ user: alice, message, customId: "missing" })).toThrow(/no component/);
    const click = fake.clickButton({ user: alice, message, customId: "again" });
    expect((await fake.waitForInteractionResponse(click)).type).toBe(7);
    expect(fake.message(message.id)).toMatchObject({ content: "alice asked for another", components: [] });
  });

  it("runs a message context-menu command on its target", async () => {
    onInteraction(async (i) => {
      if (i.isMessageContextMenuCommand()) await i.reply(`checking "${i.targetMessage.content}"`);
    });
    const target = fake.sendMessage({ user: alice, content: "zyzzyva", channelId: fake.channelId("games") });
    const id = fake.sendMessageContextMenu({ user: alice, targetMessage: target, name: "Check word" });
    expect((await fake.waitForInteractionResponse(id)).data.content).toBe('checking "zyzzyva"');
  });

  it("refuses a second acknowledgement like Discord", async () => {
    const second = new Promise<unknown>((resolve) =>
      onInteraction(async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.reply("first");
        const again = { type: 4, data: { content: "again" } };
        await client.rest.post(Routes.interactionCallback(i.id, i.token), { body: again, auth: false }).then(resolve, resolve);
      }),
    );
    fake.sendSlashCommand({ user: alice, name: "ping", options: { times: 1 } });
    expect(await second).toMatchObject({ status: 400, code: 40060 });
  });
});

describe("chat messages", () => {
  it("delivers a message with its content and records the bot's reaction", async () => {
    const seen: string[] = [];
    client.on(Events.MessageCreate, (message: Message) => {
      if (message.author.bot) return;
      seen.push(message.content);
      void message.react("👍");
    });
    const id = fake.sendMessage({ user: alice, content: "QUARTZ", channelId: fake.channelId("games") });
    await fake.waitFor((c) => c.method === "PUT" && c.path.includes("/reactions/"));
    expect(seen).toEqual(["QUARTZ"]);
    expect(fake.message(id)?.reactions).toEqual([{ emoji: { id: null, name: "👍" }, count: 1, me: true }]);
  });
});

describe("faults", () => {
  const games = (): TextChannel => client.channels.cache.get(fake.channelId("games")) as TextChannel;

  it("waits out a 429 and retries", async () => {
    fake.failNext({ method: "POST", pathIncludes: `/channels/${fake.channelId("games")}/messages`, status: 429, retryAfter: 0.01 });
    const sent = await games().send("after the wait");
    expect(sent.content).toBe("after the wait");
    const statuses = fake.calls.filter((c) => c.path.endsWith("/messages")).map((c) => c.status);
    expect(statuses).toEqual([429, 200]);
  });

  it("rejects a send Discord forbids with the API error code", async () => {
    fake.failNext({ method: "POST", pathIncludes: "/messages", status: 403 });
    const send = games().send("not allowed");
    await expect(send).rejects.toBeInstanceOf(DiscordAPIError);
    await expect(send).rejects.toMatchObject({ status: 403, code: 50013 });
    expect(fake.messages(fake.channelId("games"))).toEqual([]);
  });
});
