// Games and periods as Discord menus offer them.

import { GAME_NAMES, PERIOD_LABELS, PERIODS } from "../../games/catalogue.ts";
import { GAMES } from "../../games/model.ts";

/** Slash-command choices for a game option. */
export const GAME_CHOICES = GAMES.map((game) => ({ name: GAME_NAMES[game], value: game }));

/** Slash-command choices for a period option. */
export const PERIOD_CHOICES = PERIODS.map((period) => ({ name: PERIOD_LABELS[period], value: period }));
