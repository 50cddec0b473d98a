// Every interaction to its handler: slash commands and the message menu by name, the Entry
// Point to live play, buttons and modals by their custom id's prefix, autocomplete to its command. Nothing escapes: a
// failure is logged with its context and the user hears about it if they still can. After
// it, a player who asked for streak reminders may get one, privately (nudge.ts).

import type { AutocompleteInteraction, ButtonInteraction, Interaction, ModalSubmitInteraction } from "discord.js";
import { answerPrivately } from "./answers.ts";
import { pressPick, pressPlayLive, pressSubmit, showHowToPlay, turnPage } from "./buttons.ts";
import { pressLobby } from "./countdown.ts";
import { pressVersus, submitMove } from "./versus.ts";
import { pressDailyAnswer, pressDailyFinal, shareDaily, showDailyPuzzles, submitDailyAnswer } from "./daily.ts";
import { pressForget } from "./forget.ts";
import { launchLive } from "./launch.ts";
import { nudgeIfDue } from "./nudge.ts";
import { showMyWords } from "./my-words.ts";
import { playAgain } from "./play-again.ts";
import type { BotContext, CommandList, SlashCommand } from "./context.ts";
import { readCustomId } from "./custom-ids.ts";
import { describeError, explainDiscordError, interactionContext, isStaleCommand, tellPrivately } from "./errors.ts";
import { pressedOnMessage } from "./pressed-on-message.ts";
import { ANSWER_FIELD } from "./render/modal.ts";

const STALE = "This no longer works: it may belong to an older version of me. Try the command again.";
const NOT_ON_MESSAGE = "That button is not on this message, so nothing was done.";

export type Router = (interaction: Interaction) => Promise<void>;

export function createRouter(ctx: BotContext, commands: CommandList): Router {
  const slashByName = new Map(commands.slash.map((c) => [c.data.name, c]));
  const menuByName = new Map(commands.message.map((c) => [c.data.name, c]));

  const route = async (interaction: Interaction): Promise<void> => {
    if (interaction.isChatInputCommand()) {
      const command = slashByName.get(interaction.commandName);
      return command ? command.execute(interaction, ctx) : tellPrivately(interaction, STALE, ctx.logger);
    }
    if (interaction.isAutocomplete()) return complete(interaction, slashByName.get(interaction.commandName));
    if (interaction.isMessageContextMenuCommand()) {
      const command = menuByName.get(interaction.commandName);
      return command ? command.execute(interaction, ctx) : tellPrivately(interaction, STALE, ctx.logger);
    }
    if (interaction.isPrimaryEntryPointCommand()) return launchLive(interaction, ctx);
    if (interaction.isButton()) return press(interaction);
    if (interaction.isModalSubmit()) return submit(interaction);
  };

  const complete = async (interaction: AutocompleteInteraction, command: SlashCommand | undefined): Promise<void> => {
    if (command?.autocomplete) await command.autocomplete(interaction, ctx);
    else await interaction.respond([]);
  };

  const press = async (interaction: ButtonInteraction): Promise<void> => {
    if (!pressedOnMessage(interaction)) return tellPrivately(interaction, NOT_ON_MESSAGE, ctx.logger);
    const id = readCustomId(interaction.customId);
    switch (id?.kind) {
      case "pick":
        return pressPick(interaction, ctx, id);
      case "submit":
        return pressSubmit(interaction, ctx, id);
      case "leaderboard":
      case "ratings":
        return turnPage(interaction, ctx, id);
      case "again":
        return playAgain(interaction, ctx, id);
      case "mywords":
        return showMyWords(interaction, ctx, id);
      case "live":
        return pressPlayLive(interaction, ctx, id);
      case "howto":
        return showHowToPlay(interaction, ctx, id);
      case "forget":
        return pressForget(interaction, ctx, id);
      case "game":
        return pressLobby(interaction, ctx, id);
      case "versus":
        return pressVersus(interaction, ctx, id);
      case "dailyplay":
        return showDailyPuzzles(interaction, ctx);
      case "dailyanswer":
        return pressDailyAnswer(interaction, ctx, id);
      case "dailyfinal":
        return pressDailyFinal(interaction, ctx, id);
      case "dailyshare":
        return shareDaily(interaction, ctx, id);
      default:
        return tellPrivately(interaction, STALE, ctx.logger);
    }
  };

  const submit = async (interaction: ModalSubmitInteraction): Promise<void> => {
    const id = readCustomId(interaction.customId);
    if (id?.kind === "dailymodal") return submitDailyAnswer(interaction, ctx, id);
    if (id?.kind === "versusmodal") return submitMove(interaction, ctx, id);
    if (id?.kind !== "guess") return tellPrivately(interaction, STALE, ctx.logger);
    return answerPrivately(interaction, ctx, interaction.fields.getTextInputValue(ANSWER_FIELD), id.roundId);
  };

  return async (interaction) => {
    const arrived = ctx.clock.now();
    try {
      await route(interaction);
      await nudgeIfDue(interaction, ctx, arrived);
    } catch (error) {
      const stale = isStaleCommand(error);
      const where = { ...interactionContext(interaction), error: describeError(error) };
      if (stale) ctx.logger.warn(where, "the command's options differ from mine: run deploy-commands");
      else ctx.logger.error(where, "interaction failed");
      if (interaction.isRepliable()) await tellPrivately(interaction, stale ? STALE : explainDiscordError(error), ctx.logger);
    }
  };
}
