// Answering a solve request from `/solve` or the "Solve this board" menu: private while a
// round runs in the channel, and never for a board that gives away a round in the server or
// one of today's daily puzzles.

import { MessageFlags, type ChatInputCommandInteraction, type MessageContextMenuCommandInteraction } from "discord.js";
import type { BotContext } from "./context.ts";
import { tellPrivately } from "./errors.ts";
import { peekingRefusal, type SolveRequest } from "../games/solve/peeking.ts";
import { solve, solveProblem } from "./solving.ts";

/** `privately`: the asker wants the answer for their eyes only (`private:`). */
export async function replyWithSolution(
  interaction: ChatInputCommandInteraction | MessageContextMenuCommandInteraction,
  ctx: BotContext,
  request: SolveRequest,
  privately = false,
): Promise<void> {
  const running = await ctx.engine.roundIn(interaction.channelId);
  const inServer = interaction.guildId === null ? [] : await ctx.engine.roundsInServer(interaction.guildId);
  // A malformed board is answered at once and privately, before any "thinking…" shows.
  const refusal = peekingRefusal(request, inServer, interaction.channelId, ctx.daily.openPuzzles()) ?? solveProblem(request);
  if (refusal !== null) return tellPrivately(interaction, refusal, ctx.logger);
  // Solving a big board (or loading a word list the first time) can take a moment.
  await interaction.deferReply(running === null && !privately ? {} : { flags: MessageFlags.Ephemeral });
  const reply = solve(request);
  if (!reply.ok) return tellPrivately(interaction, reply.error, ctx.logger);
  await interaction.editReply(reply.value);
}
