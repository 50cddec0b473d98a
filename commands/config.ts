// /config: the server's settings. Hidden from members without Manage Server by default, and
// checked again here, since servers can override who sees a command.

import {
  ChannelType,
  InteractionContextType,
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type ChatInputCommandInteraction,
} from "discord.js";
import type { BotContext, SlashCommand } from "../src/discord/context.ts";
import { tellPrivately } from "../src/discord/errors.ts";
import { suggestDictionaries, suggestSeconds } from "../src/discord/options.ts";
import { canManageServer } from "../src/discord/permissions.ts";
import { configureDaily, suggestTimeZones } from "../src/discord/daily-config.ts";
import { configureSeasons } from "../src/discord/seasons.ts";
import { SEASON_LENGTHS } from "../src/games/seasons/calendar.ts";
import { GAME_CHOICES } from "../src/discord/render/games.ts";
import { GAME_NAMES, isGame } from "../src/games/catalogue.ts";
import { settingsMessage, versusSettings } from "../src/discord/render/settings.ts";
import { VERSUS_TURN_LIMITS, type GuildSettings, type GuildSettingsPatch } from "../src/games/model.ts";
import { ROUND_DICTIONARIES } from "../src/games/word-lists.ts";

const WORD_GAME_CHOICES = GAME_CHOICES.filter((c) => c.value !== "numbers");
const TEXT_CHANNELS = [ChannelType.GuildText, ChannelType.GuildAnnouncement, ChannelType.GuildForum] as const;

type Change = { readonly patch: GuildSettingsPatch; readonly done: string } | { readonly error: string };

/** The change a subcommand asks for, read from its options. */
function changeFrom(i: ChatInputCommandInteraction, settings: GuildSettings): Change | null {
  const group = i.options.getSubcommandGroup();
  const sub = i.options.getSubcommand();
  if (group === "channels") {
    const channel = i.options.getChannel("channel")?.id;
    const allowed = settings.allowedChannels;
    if (sub === "clear") return { patch: { allowedChannels: [] }, done: "Rounds can now start in any channel." };
    if (channel === undefined) return { error: "Choose a channel." };
    if (sub === "add") return { patch: { allowedChannels: [...new Set([...allowed, channel])] }, done: `Rounds may start in <#${channel}>.` };
    const left = allowed.filter((id) => id !== channel);
    return { patch: { allowedChannels: left }, done: left.length === 0 ? "Rounds can now start in any channel." : `<#${channel}> removed.` };
  }
  switch (sub) {
    case "duration": {
      const game = i.options.getString("game", true);
      if (!isGame(game)) return { error: "Choose a game from the list." };
      return { patch: { durations: { [game]: i.options.getInteger("seconds", true) } }, done: `${GAME_NAMES[game]} rounds now last ${i.options.getInteger("seconds", true)} seconds.` };
    }
    case "dictionary": {
      const game = i.options.getString("game", true);
      const dict = i.options.getString("dictionary", true);
      if (!isGame(game) || game === "numbers") return { error: "Choose a word game from the list." };
      return { patch: { dictionaries: { [game]: dict } }, done: `${GAME_NAMES[game]} now uses the ${dict} dictionary.` };
    }
    case "english": {
      // The server's English at once: every word game's list (a game may still be set on its own after).
      const english = i.options.getString("english", true);
      if (english !== "british" && english !== "american") return { error: "Choose british or american." };
      const dictionaries = Object.fromEntries(WORD_GAME_CHOICES.map((c) => [c.value, english]));
      return { patch: { dictionaries }, done: `Every word game now uses the ${english} dictionary.` };
    }
    case "answer-mode": {
      const mode = i.options.getString("mode", true);
      if (mode !== "default" && mode !== "open") return { error: "Choose default or open." };
      return { patch: { answerMode: mode }, done: `Answer mode is now ${mode}.` };
    }
    case "boggle-duplicates": {
      const cancel = i.options.getBoolean("cancel", true);
      return { patch: { boggleDuplicatesCancel: cancel }, done: cancel ? "Boggle words found twice now score nothing." : "Boggle words found twice now score for everyone." };
    }
    case "versus": {
      const hours = i.options.getInteger("turn-hours");
      const list = i.options.getString("list");
      if (hours === null && list === null) return { error: "Give `turn-hours`, `list` or both." };
      const patch = { ...(hours === null ? {} : { versusTurnSeconds: hours * 3600 }), ...(list === null ? {} : { versusDictionary: list }) };
      return { patch, done: `Letterpress versus: ${versusSettings({ ...settings, ...patch })}. Games already under way keep theirs.` };
    }
    case "starter-role": {
      const role = i.options.getRole("role");
      return { patch: { starterRoleId: role?.id ?? null }, done: role ? `Only <@&${role.id}> (and server managers) may start rounds.` : "Anyone may start rounds." };
    }
    default:
      return null; // show
  }
}

async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (!i.inGuild()) return tellPrivately(i, "Settings belong to a server: use /config in one.", ctx.logger);
  if (!canManageServer(i)) return tellPrivately(i, "Lexicord's settings are for members with the Manage Server permission: ask a server manager.", ctx.logger);
  if (["daily", "daily-off"].includes(i.options.getSubcommand())) return configureDaily(i, ctx);
  if (i.options.getSubcommand() === "seasons") return configureSeasons(i, ctx);
  const settings = await ctx.store.guildSettings(i.guildId);
  const change = changeFrom(i, settings);
  if (change === null) return void (await i.reply({ ...settingsMessage(settings, ctx.readsChat, null, await ctx.store.dailySubscription(i.guildId)), flags: MessageFlags.Ephemeral }));
  if ("error" in change) return tellPrivately(i, change.error, ctx.logger);
  const updated = await ctx.store.updateGuildSettings(i.guildId, change.patch);
  if (!updated.ok) return tellPrivately(i, updated.error, ctx.logger);
  ctx.logger.info({ guildId: i.guildId, userId: i.user.id, patch: change.patch }, "settings changed");
  await i.reply({ ...settingsMessage(updated.value, ctx.readsChat, change.done), flags: MessageFlags.Ephemeral });
}

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("config")
    .setDescription("Lexicord's settings for this server")
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .setContexts(InteractionContextType.Guild)
    .addSubcommand((s) => s.setName("show").setDescription("Show the current settings"))
    .addSubcommand((s) =>
      s
        .setName("duration")
        .setDescription("How long a game's rounds last")
        .addStringOption((o) => o.setName("game").setDescription("Which game").setRequired(true).addChoices(...GAME_CHOICES))
        .addIntegerOption((o) =>
          o.setName("seconds").setDescription("Seconds, within the game's own limits (suggested as you type)").setRequired(true).setMinValue(10).setMaxValue(1800).setAutocomplete(true),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName("dictionary")
        .setDescription("Which word list a game uses")
        .addStringOption((o) => o.setName("game").setDescription("Which game").setRequired(true).addChoices(...WORD_GAME_CHOICES))
        .addStringOption((o) => o.setName("dictionary").setDescription("Which word list").setRequired(true).setAutocomplete(true)),
    )
    .addSubcommand((s) =>
      s
        .setName("english")
        .setDescription("The server's English: every word game's dictionary at once")
        .addStringOption((o) =>
          o
            .setName("english")
            .setDescription("british (the default) or american")
            .setRequired(true)
            .addChoices({ name: "british", value: "british" }, { name: "american", value: "american" }),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName("answer-mode")
        .setDescription("Whether plain chat messages count as answers")
        .addStringOption((o) =>
          o
            .setName("mode")
            .setDescription("default: /guess and buttons; open: chat messages too, with ✅/❌")
            .setRequired(true)
            .addChoices({ name: "default", value: "default" }, { name: "open", value: "open" }),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName("boggle-duplicates")
        .setDescription("Whether a Boggle word found by several players scores nothing (box rules)")
        .addBooleanOption((o) => o.setName("cancel").setDescription("True: duplicates score nothing").setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName("versus")
        .setDescription("Letterpress versus games: how long a turn may take, and the word list")
        .addIntegerOption((o) =>
          o.setName("turn-hours").setDescription("Hours a player has to move before forfeiting (1–168; default 24)").setMinValue(VERSUS_TURN_LIMITS[0] / 3600).setMaxValue(VERSUS_TURN_LIMITS[1] / 3600),
        )
        .addStringOption((o) => o.setName("list").setDescription("The word list new games are judged by (default scrabble)").setAutocomplete(true).setMaxLength(20)),
    )
    .addSubcommand((s) =>
      s
        .setName("starter-role")
        .setDescription("Who may start rounds")
        .addRoleOption((o) => o.setName("role").setDescription("Only this role (leave out: anyone)")),
    )
    .addSubcommand((s) =>
      s
        .setName("daily")
        .setDescription("Post the daily puzzles in a channel every day")
        .addChannelOption((o) => o.setName("channel").setDescription("Where to post").setRequired(true).addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement))
        .addStringOption((o) => o.setName("time").setDescription("When, as HH:MM (24-hour), e.g. 09:00").setRequired(true).setMaxLength(5))
        .addStringOption((o) => o.setName("timezone").setDescription("Your time zone, e.g. Europe/London, for the posting time").setRequired(true).setAutocomplete(true).setMaxLength(64)),
    )
    .addSubcommand((s) => s.setName("daily-off").setDescription("Stop the daily post"))
    .addSubcommand((s) =>
      s
        .setName("seasons")
        .setDescription("Monthly or weekly seasons: their winners announced, their tables kept")
        .addStringOption((o) =>
          o
            .setName("length")
            .setDescription("monthly, weekly (ISO weeks) or off; in the daily post's time zone, else UTC")
            .setRequired(true)
            .addChoices(...SEASON_LENGTHS.map((length) => ({ name: length, value: length }))),
        ),
    )
    .addSubcommandGroup((g) =>
      g
        .setName("channels")
        .setDescription("Where rounds may start")
        .addSubcommand((s) =>
          s
            .setName("add")
            .setDescription("Allow rounds in a channel (once any is added, only those)")
            .addChannelOption((o) => o.setName("channel").setDescription("The channel").setRequired(true).addChannelTypes(...TEXT_CHANNELS)),
        )
        .addSubcommand((s) =>
          s
            .setName("remove")
            .setDescription("Stop allowing rounds in a channel")
            .addChannelOption((o) => o.setName("channel").setDescription("The channel").setRequired(true).addChannelTypes(...TEXT_CHANNELS)),
        )
        .addSubcommand((s) => s.setName("clear").setDescription("Allow rounds in every channel")),
    ),
  execute,
  autocomplete: (i) => {
    const focused = i.options.getFocused(true).name;
    if (focused === "timezone") return suggestTimeZones(i);
    return focused === "seconds" ? suggestSeconds(i) : suggestDictionaries(i, ROUND_DICTIONARIES);
  },
};
