// The engine's Player for whoever sent an interaction or a message: their id and the name
// the server shows for them.

import type { Interaction, Message } from "discord.js";
import { COMPUTER } from "../games/engine/computer.ts";
import type { Player } from "../games/engine/ports.ts";

export function playerOf(source: Interaction | Message): Player {
  const user = "author" in source ? source.author : source.user;
  const member = source.member;
  const name = member !== null && "displayName" in member ? member.displayName : (member?.nick ?? user.displayName);
  return { id: user.id, name };
}

/** A player as a mention (that never pings, see NO_PINGS); the computer, which has no
 *  Discord id, by its name. */
export function mentionOf(playerId: string): string {
  return playerId === COMPUTER.id ? `🤖 ${COMPUTER.name}` : `<@${playerId}>`;
}
