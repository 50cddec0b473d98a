// Round messages laid out with Components V2: one container in the game's accent colour,
// holding text displays, the board image at full size in a media gallery, and buttons.

import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ComponentType,
  ContainerBuilder,
  MediaGalleryBuilder,
  MessageFlags,
  SeparatorBuilder,
  TextDisplayBuilder,
  type APIMessageTopLevelComponent,
} from "discord.js";
import type { GameName } from "../../games/model.ts";
import type { BoardImage } from "../images/index.ts";
import { GAME_COLOURS } from "../images/style.ts";
import { cutText } from "../../cut-text.ts";
import { NO_PINGS, type OutgoingMessage } from "./message.ts";

export const BOARD_FILE = "board.png";

/** Discord's limit on the text of all text displays in one message. */
export const LAYOUT_TEXT = 4000;

/** Buttons to a row. */
const PER_ROW = 5;

/** Each game's accent, the stripe down the side of its messages. */
export const ACCENTS = Object.fromEntries(
  Object.entries(GAME_COLOURS).map(([game, colour]) => [game, parseInt(colour.slice(1), 16)]),
) as Readonly<Record<GameName, number>>;

/** A piece of a card: text (markdown), a board picture (in `file`, BOARD_FILE unless given: a
 *  card with several pictures names each), a dividing line, or a row of buttons. */
export type Block =
  | { readonly text: string }
  | { readonly image: BoardImage; readonly file?: string }
  | { readonly rule: true }
  | { readonly buttons: readonly ButtonBuilder[] };

function text(container: ContainerBuilder, content: string, room: number): number {
  const fitted = cutText(content, Math.max(1, room));
  container.addTextDisplayComponents(new TextDisplayBuilder().setContent(fitted));
  return room - fitted.length;
}

/** A sent layout with its rows of buttons taken out, nested ones included. */
export function withoutButtons(components: readonly APIMessageTopLevelComponent[]): APIMessageTopLevelComponent[] {
  return components
    .filter((c) => c.type !== ComponentType.ActionRow)
    .map((c) => (c.type === ComponentType.Container ? { ...c, components: c.components.filter((inner) => inner.type !== ComponentType.ActionRow) } : c));
}

/** One container of blocks; texts beyond Discord's 4,000 characters are cut. */
export function card(accent: number, blocks: readonly Block[]): OutgoingMessage {
  const container = new ContainerBuilder().setAccentColor(accent);
  const files: AttachmentBuilder[] = [];
  let room = LAYOUT_TEXT;
  for (const block of blocks) {
    if ("text" in block) room = text(container, block.text, room);
    else if ("rule" in block) container.addSeparatorComponents(new SeparatorBuilder());
    else if ("buttons" in block) {
      for (let i = 0; i < block.buttons.length; i += PER_ROW) {
        container.addActionRowComponents(new ActionRowBuilder<ButtonBuilder>().addComponents(block.buttons.slice(i, i + PER_ROW)));
      }
    } else {
      const name = block.file ?? BOARD_FILE;
      files.push(new AttachmentBuilder(block.image.png, { name, description: block.image.alt }));
      container.addMediaGalleryComponents(new MediaGalleryBuilder().addItems((item) => item.setURL(`attachment://${name}`).setDescription(block.image.alt)));
    }
  }
  return { components: [container], files, allowedMentions: NO_PINGS, flags: MessageFlags.IsComponentsV2 };
}
