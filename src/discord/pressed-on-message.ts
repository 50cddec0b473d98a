// A component interaction names a custom id and a message, and a custom client can pair any
// id with any message. Only an id the message really carries may act on it, so a forged
// "round over" or leaderboard id cannot strip a live board or replace it.

import type { MessageComponentInteraction } from "discord.js";

interface ComponentJson {
  readonly custom_id?: string;
  readonly components?: readonly ComponentJson[];
  readonly component?: ComponentJson;
  readonly accessory?: ComponentJson;
}

function carries(components: readonly ComponentJson[], customId: string): boolean {
  return components.some((c) =>
    c.custom_id === customId || carries([...(c.components ?? []), ...(c.component ? [c.component] : []), ...(c.accessory ? [c.accessory] : [])], customId),
  );
}

/** Whether the pressed component's id is on the message it was pressed on. */
export function pressedOnMessage(interaction: MessageComponentInteraction): boolean {
  const components = interaction.message.components.map((c) => c.toJSON() as ComponentJson);
  return carries(components, interaction.customId);
}
