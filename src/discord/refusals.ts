// Refusals that more than one handler gives, each ending in what the user can do instead.

import { gameCommands } from "../games/catalogue.ts";
import { NO_ROUND as NOTHING_RUNNING, ROUND_OVER as ENDED } from "../games/refusals.ts";

const GAME_COMMANDS = gameCommands((command) => `\`${command}\``);

/** `/guess`, `/stop` (or chat) with nothing to answer or stop in this channel. */
export const NO_ROUND = `${NOTHING_RUNNING} Start one with ${GAME_COMMANDS}.`;

/** A Submit button, modal or pick from a round that has ended. */
export const ROUND_OVER = `${ENDED} Start a new one with ${GAME_COMMANDS}.`;

/** The engine's refusal as Discord says it, with what to do next; null for the others. */
export function inDiscordWords(refusal: string): string | null {
  return refusal === NOTHING_RUNNING ? NO_ROUND : refusal === ENDED ? ROUND_OVER : null;
}

/** Starting a round where one is already under way; `ends` is a timestamp clause or "". */
export const channelBusy = (title: string, ends: string): string =>
  `A ${title} round is already running in this channel${ends}. Join in, or start yours when it ends or in another channel.`;
