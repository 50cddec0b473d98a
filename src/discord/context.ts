// What every command and handler is given, and the shape of a command file
// (commands/<name>.ts): its definition and a thin `execute`.

import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  MessageContextMenuCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from "discord.js";
import type { CountdownHost } from "../games/countdown/host.ts";
import type { Daily } from "../games/daily/daily.ts";
import type { DailyPoster } from "../games/daily/poster.ts";
import type { Engine } from "../games/engine/engine.ts";
import type { SeasonKeeper } from "../games/seasons/keeper.ts";
import type { Clock, Logger, Store } from "../games/engine/ports.ts";
import type { VersusHost } from "../games/versus/host.ts";
import type { LentReplies } from "./lent-replies.ts";

export interface BotContext {
  readonly engine: Engine;
  /** Countdown games: lobbies, and the rounds that follow one another. */
  readonly games: CountdownHost;
  /** Letterpress versus games: challenges, moves, their timers. */
  readonly versus: VersusHost;
  /** Daily puzzles: players' plays, and servers' daily posts. */
  readonly daily: Daily;
  readonly poster: DailyPoster;
  /** Servers' seasons: turned on and off, ended at their bound. */
  readonly seasons: SeasonKeeper;
  readonly store: Store;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly lent: LentReplies;
  /** The bot reads chat messages (MessageContent intent): open mode and chat races work. */
  readonly readsChat: boolean;
  /** Live play (the Activity) is served: Play live buttons and the Entry Point launch it. */
  readonly livePlay: boolean;
  /** Days a server's data is kept after the bot leaves it. */
  readonly purgeDays: number;
}

export interface SlashCommand {
  readonly data: { readonly name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void>;
}

export interface MessageCommand {
  readonly data: { readonly name: string; toJSON(): RESTPostAPIContextMenuApplicationCommandsJSONBody };
  execute(interaction: MessageContextMenuCommandInteraction, ctx: BotContext): Promise<void>;
}

export interface CommandList {
  readonly slash: readonly SlashCommand[];
  readonly message: readonly MessageCommand[];
}

/** What deploy-commands sends to Discord. */
export function commandDefinitions(commands: CommandList): unknown[] {
  return [...commands.slash, ...commands.message].map((c) => c.data.toJSON());
}
