// /words list in Discord: the list in the reply, or, past a message's length, in a text file
// beside a count (a long list was refused by Discord, and cutting it would hide rulings).

import { AttachmentBuilder } from "discord.js";
import type { WordRulings } from "../../games/model.ts";
import { rulingsCounted, rulingsList } from "../../games/word-rulings.ts";
import { LIMITS } from "./limits.ts";

export const RULINGS_FILE = "word-rulings.txt";

export function rulingsReply(words: WordRulings): { content: string; files: AttachmentBuilder[] } {
  const list = rulingsList(words);
  if (list.length <= LIMITS.message) return { content: list, files: [] };
  const file = new AttachmentBuilder(Buffer.from(`${list}\n`, "utf8"), { name: RULINGS_FILE });
  return { content: `${rulingsCounted(words)} That is too long for a message: the whole list is in ${RULINGS_FILE}.`, files: [file] };
}
