// /words: the server's rulings on single words for disputes. allow, deny and lift need Manage
// Server (checked here, as servers can override who sees a command); list is for everyone.

import {
  InteractionContextType,
  MessageFlags,
  SlashCommandBuilder,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from "discord.js";
import type { BotContext, SlashCommand } from "../src/discord/context.ts";
import { tellPrivately } from "../src/discord/errors.ts";
import { canManageServer } from "../src/discord/permissions.ts";
import { RULING_OF, readRuledWord, rulingDone } from "../src/games/word-rulings.ts";
import { rulingsReply } from "../src/discord/render/word-rulings.ts";

async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (!i.inGuild()) return tellPrivately(i, "Word rulings belong to a server: use /words in one.", ctx.logger);
  const sub = i.options.getSubcommand();
  if (!(sub in RULING_OF)) {
    await i.reply({ ...rulingsReply((await ctx.store.guildSettings(i.guildId)).words), flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
    return;
  }
  if (!canManageServer(i)) return tellPrivately(i, "Ruling on words is for members with the Manage Server permission: ask a server manager.", ctx.logger);
  const word = readRuledWord(i.options.getString("word", true));
  if (!word.ok) return tellPrivately(i, word.error, ctx.logger);
  await ctx.store.ruleWord(i.guildId, word.value, RULING_OF[sub]);
  ctx.logger.info({ guildId: i.guildId, userId: i.user.id, word: word.value, ruling: sub }, "word ruled on");
  await i.reply({ content: rulingDone(word.value, RULING_OF[sub]), allowedMentions: { parse: [] } });
}

/** A ruling subcommand: its name and its one option, the word. */
const ruling = (name: string, description: string) => (s: SlashCommandSubcommandBuilder) =>
  s.setName(name).setDescription(description).addStringOption((o) => o.setName("word").setDescription("The word").setRequired(true).setMaxLength(40));

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("words")
    .setDescription("This server's rulings on single words")
    .setContexts(InteractionContextType.Guild)
    .addSubcommand(ruling("allow", "Count a word in every game here, though the word lists lack it (Manage Server)"))
    .addSubcommand(ruling("deny", "Never count a word in any game here (Manage Server)"))
    .addSubcommand(ruling("lift", "Undo a ruling on a word (Manage Server)"))
    .addSubcommand((s) => s.setName("list").setDescription("The words this server allows or denies")),
  execute,
};
