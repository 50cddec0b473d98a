// A Components V2 message drawn as Discord's dark theme draws it, close enough to judge a
// round at phone width: text displays (a little markdown), galleries, buttons, separators.

import { mkdirSync } from "node:fs";
import { launchChromium } from "../../test/support/browser.ts";
import type { Harness } from "../../test/support/bot-harness.ts";
import type { Component, StoredMessage } from "../../test/support/fake-discord/index.ts";

export interface Names {
  readonly [userId: string]: string;
}

const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function inline(text: string, names: Names, now: number): string {
  return esc(text)
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id: string) => `<span class="mention">@${esc(names[id] ?? "someone")}</span>`)
    .replace(/&lt;#(\d+)&gt;/g, () => `<span class="mention">#games</span>`)
    .replace(/&lt;t:(\d+):R&gt;/g, (_, t: string) => `<span class="time">${relative(Number(t) * 1000 - now)}</span>`)
    .replace(/&lt;t:(\d+)(:[a-zA-Z])?&gt;/g, (_, t: string) => `<span class="time">${new Date(Number(t) * 1000).toUTCString().slice(17, 22)}</span>`)
    .replace(/&lt;(\/[\w -]+):\d+&gt;/g, (_, c: string) => `<span class="mention">${c}</span>`)
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler">$1</span>')
    .replace(/~~(.+?)~~/g, "<s>$1</s>")
    .replace(/\*\*(.+?)\*\*/g, "<b>$1</b>")
    .replace(/\*(.+?)\*/g, "<i>$1</i>")
    .replace(/__(.+?)__/g, "<u>$1</u>")
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\\([*_~|`\\[\]()#>-])/g, "$1");
}

function relative(ms: number): string {
  const s = Math.round(Math.abs(ms) / 1000);
  const amount = s < 60 ? `${s} seconds` : `${Math.round(s / 60)} minutes`;
  return ms >= 0 ? `in ${amount}` : `${amount} ago`;
}

function markdown(text: string, names: Names, now: number): string {
  return text
    .split("\n")
    .map((line) => {
      if (line.startsWith("### ")) return `<h3>${inline(line.slice(4), names, now)}</h3>`;
      if (line.startsWith("## ")) return `<h2>${inline(line.slice(3), names, now)}</h2>`;
      if (line.startsWith("# ")) return `<h1>${inline(line.slice(2), names, now)}</h1>`;
      if (line.startsWith("-# ")) return `<div class="sub">${inline(line.slice(3), names, now)}</div>`;
      if (line.startsWith("> ")) return `<div class="quote">${inline(line.slice(2), names, now)}</div>`;
      if (/^[-*] /.test(line)) return `<div class="li">• ${inline(line.slice(2), names, now)}</div>`;
      return line.trim() === "" ? `<div class="gap"></div>` : `<div>${inline(line, names, now)}</div>`;
    })
    .join("");
}

const BUTTON_STYLES: Record<number, string> = { 1: "primary", 2: "secondary", 3: "success", 4: "danger", 5: "secondary" };

function component(c: Component, message: StoredMessage, names: Names, now: number): string {
  const inner = (list: readonly Component[] | undefined) => (list ?? []).map((x) => component(x, message, names, now)).join("");
  switch (c.type) {
    case 17:
      return `<div class="container">${inner(c.components)}</div>`;
    case 10:
      return `<div class="text">${markdown(String(c.content), names, now)}</div>`;
    case 9:
      return `<div class="section"><div>${inner(c.components)}</div>${c.accessory ? component(c.accessory as Component, message, names, now) : ""}</div>`;
    case 14:
      return (c as { divider?: boolean }).divider === false ? `<div class="gap"></div>` : "<hr>";
    case 1:
      return `<div class="row">${inner(c.components)}</div>`;
    case 2: {
      const emoji = (c as { emoji?: { name?: string } }).emoji?.name ?? "";
      return `<span class="button ${BUTTON_STYLES[Number(c.style)] ?? "secondary"}${c.disabled ? " disabled" : ""}">${esc(emoji)}${emoji && c.label ? " " : ""}${esc(String(c.label ?? ""))}</span>`;
    }
    case 3:
      return `<span class="select">${esc(String((c as { placeholder?: string }).placeholder ?? "Choose…"))} ▾</span>`;
    case 12:
    case 11: {
      const items = c.type === 12 ? (c.items as { media: { url: string }; description?: string }[]) : [c as unknown as { media: { url: string }; description?: string }];
      return items.map((item) => `<img class="media" alt="${esc(item.description ?? "")}" src="${attachmentUrl(message, item.media.url)}">`).join("");
    }
    default:
      return "";
  }
}

function attachmentUrl(message: StoredMessage, url: string): string {
  if (!url.startsWith("attachment://")) return url;
  const name = url.slice("attachment://".length);
  return message.attachments.find((a) => a.filename === name)?.url ?? url;
}

/** One message as Discord's dark theme shows it, under its author's name. */
export function messageHtml(message: StoredMessage, names: Names, now: number): string {
  const author = message.author.bot ? `<span class="author">Lexicord</span><span class="app">APP</span>` : `<span class="author">${esc(message.author.username)}</span>`;
  const body = message.components.length > 0 ? message.components.map((c) => component(c, message, names, now)).join("") : `<div class="text">${markdown(message.content, names, now)}</div>`;
  const images = message.components.length > 0 ? "" : message.attachments.map((a) => `<img class="media" src="${a.url}">`).join("");
  return `<div class="message"><div class="avatar"></div><div class="body"><div class="head">${author}<span class="stamp">Today at 20:14</span></div>${body}${images}</div></div>`;
}

export const DARK_THEME = `
body { margin: 0; background: #313338; color: #dbdee1; font: 16px/1.375 "gg sans", "Noto Sans", "DejaVu Sans", sans-serif; }
.message { display: flex; gap: 12px; padding: 8px 12px 8px 12px; }
.avatar { flex: none; width: 40px; height: 40px; border-radius: 50%; background: #5865f2; }
.body { min-width: 0; flex: 1; }
.head { margin-bottom: 2px; } .author { color: #f2f3f5; font-weight: 600; }
.app { background: #5865f2; color: white; font-size: 10px; border-radius: 3px; padding: 1px 4px; margin-left: 4px; vertical-align: 2px; }
.stamp { color: #949ba4; font-size: 12px; margin-left: 6px; }
.container { background: #2b2d31; border: 1px solid #3f4147; border-radius: 8px; padding: 14px 16px; max-width: 600px; }
.text h1 { font-size: 24px; margin: 4px 0; } .text h2 { font-size: 20px; margin: 4px 0; color: #f2f3f5; } .text h3 { font-size: 16px; margin: 4px 0; }
.sub { font-size: 12px; color: #949ba4; } .gap { height: 8px; } .quote { border-left: 4px solid #4e5058; padding-left: 10px; }
.mention { background: rgba(88,101,242,.3); color: #c9cdfb; border-radius: 3px; padding: 0 2px; }
.time { background: #3f4147; border-radius: 3px; padding: 0 2px; }
.spoiler { background: #1e1f22; color: #1e1f22; border-radius: 3px; }
code { background: #1e1f22; border-radius: 3px; padding: 0 3px; font-size: 14px; }
hr { border: 0; border-top: 1px solid #3f4147; margin: 10px 0; }
.row { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
.button { display: inline-block; border-radius: 8px; padding: 6px 14px; font-size: 14px; font-weight: 500; color: white; }
.primary { background: #5865f2; } .secondary { background: #4e5058; } .success { background: #248046; } .danger { background: #da373c; }
.disabled { opacity: .5; } .select { display: block; background: #1e1f22; border-radius: 8px; padding: 8px 12px; color: #949ba4; }
.section { display: flex; gap: 12px; justify-content: space-between; align-items: center; }
.media { display: block; max-width: 100%; border-radius: 8px; margin: 6px 0; }
`;

export function pageHtml(messages: readonly string[]): string {
  return `<!doctype html><meta charset="utf-8"><style>${DARK_THEME}</style><body>${messages.join("")}</body>`;
}

/** The message with its attachments as data URLs: the fake keeps the bytes, not a CDN. */
export function withPictures(h: Harness, message: StoredMessage): StoredMessage {
  const uploads = h.fake.calls.filter((c) => c.message?.id === message.id).flatMap((c) => c.files);
  const dataUrl = (name: string) => {
    const file = uploads.findLast((f) => f.name === name);
    return file ? `data:${file.contentType};base64,${file.data.toString("base64")}` : "";
  };
  return { ...message, attachments: message.attachments.map((a) => ({ ...a, url: dataUrl(a.filename) })) };
}

/** Each page photographed whole at `width` CSS pixels (twice that in the PNG) into docs/NAME.png. */
export async function photograph(pages: Record<string, string>, width: number): Promise<void> {
  mkdirSync("docs", { recursive: true });
  const browser = await launchChromium();
  try {
    for (const [name, html] of Object.entries(pages)) {
      const page = await browser.newPage({ viewport: { width, height: 300 }, deviceScaleFactor: 2 });
      await page.setContent(html, { waitUntil: "networkidle" });
      await page.screenshot({ path: `docs/${name}.png`, fullPage: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
