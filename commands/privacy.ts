// /privacy: what Lexicord keeps and for how long, privately, with a button that deletes the
// player's own answers, scores and stats.

import { ButtonStyle, ComponentType, MessageFlags, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { forgetId } from "../src/discord/custom-ids.ts";
import { privacyNotice } from "../src/games/privacy.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder().setName("privacy").setDescription("What Lexicord keeps about you, for how long, and deleting it"),
  async execute(i, ctx) {
    const notice = privacyNotice(ctx.purgeDays, "press **Delete my data** below. It cannot be undone.");
    await i.reply({
      content: notice.join("\n"),
      flags: MessageFlags.Ephemeral,
      allowedMentions: { parse: [] },
      components: [
        {
          type: ComponentType.ActionRow,
          components: [{ type: ComponentType.Button, style: ButtonStyle.Danger, label: "Delete my data", custom_id: forgetId(i.user.id) }],
        },
      ],
    });
  },
};
