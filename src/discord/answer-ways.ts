// How answers reach the bot in a guild: whether it reads chat at all, whether the guild
// plays in open mode, so that chat counts in every game, and whether live play is served.

import type { Store } from "../games/engine/ports.ts";
import type { AnswerWays } from "./render/round.ts";

export async function answerWays(store: Pick<Store, "guildSettings">, readsChat: boolean, livePlay: boolean, guildId: string | null): Promise<AnswerWays> {
  return { readsChat, open: readsChat && guildId !== null && (await store.guildSettings(guildId)).answerMode === "open", live: livePlay && guildId !== null };
}
