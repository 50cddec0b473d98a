// "Solve this board": the message menu command that solves the board in a message.

import { ApplicationCommandType, ContextMenuCommandBuilder } from "discord.js";
import { boardInMessage } from "../src/discord/board-in-message.ts";
import type { MessageCommand } from "../src/discord/context.ts";
import { tellPrivately } from "../src/discord/errors.ts";
import { EVERYWHERE } from "../src/discord/installs.ts";
import { replyWithSolution } from "../src/discord/solve-reply.ts";

export const command: MessageCommand = {
  data: new ContextMenuCommandBuilder()
    .setName("Solve this board")
    .setType(ApplicationCommandType.Message)
    .setIntegrationTypes(...EVERYWHERE.integrationTypes)
    .setContexts(...EVERYWHERE.contexts),
  async execute(i, ctx) {
    const request = await boardInMessage(i.targetMessage, ctx.store);
    if (request === null) {
      const hint = "I can't find a board in that message. Try a round's board, or text like MHIRCOACT, 25 50 75 100 3 6 target 952, or RME WCL TGK API.";
      return tellPrivately(i, hint, ctx.logger);
    }
    await replyWithSolution(i, ctx, request);
  },
};
