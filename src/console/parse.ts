// Reading a line typed in local play: `/command positional name:value name:"quoted value"`
// is a command, anything else is chat (an answer). Words after a `name:value` belong to that
// value until the next name, as in a Discord option. Quotes may be "double", 'single' or
// “curly”; a backslash escapes the next character inside double quotes.

import { cutText } from "../cut-text.ts";

export type Line =
  | { readonly kind: "empty" }
  | { readonly kind: "chat"; readonly text: string }
  | { readonly kind: "command"; readonly command: Command }
  | { readonly kind: "error"; readonly error: string };

export interface Command {
  /** Lowercase, without the slash. */
  readonly name: string;
  readonly args: readonly string[];
  readonly options: Readonly<Record<string, string>>;
  /** Everything after the command name, as typed (trimmed): free text for /guess and /as. */
  readonly rest: string;
}

const OPTION_NAME = /^[a-z][a-z0-9_]*$/iu;
const COMMAND_NAME = /^[a-z][a-z0-9_-]*$/iu;
const CLOSING: Readonly<Record<string, string>> = { '"': '"', "'": "'", "“": "”", "”": "”" };

interface Token {
  readonly text: string;
  /** Set when the token is `name:value` with the colon outside quotes. */
  readonly option?: string;
}

function tokenize(input: string): Token[] | string {
  const tokens: Token[] = [];
  let buffer = "";
  let started = false;
  let quoted = false;
  let option: string | undefined;
  let closing: string | null = null;
  const end = (): void => {
    if (started) tokens.push(option === undefined ? { text: buffer } : { text: buffer.slice(option.length + 1), option });
    buffer = "";
    started = quoted = false;
    option = undefined;
  };
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (closing !== null) {
      if (ch === closing) closing = null;
      else if (ch === "\\" && closing === '"' && i + 1 < input.length) buffer += input[++i];
      else buffer += ch;
    } else if (/\s/u.test(ch)) {
      end();
    } else if (ch in CLOSING) {
      closing = CLOSING[ch];
      started = quoted = true;
    } else {
      if (ch === ":" && option === undefined && !quoted && OPTION_NAME.test(buffer)) option = buffer;
      buffer += ch;
      started = true;
    }
  }
  if (closing !== null) return `A quote is not closed: add ${closing} at the end.`;
  end();
  return tokens;
}

export function parseLine(line: string): Line {
  const text = line.trim();
  if (text === "") return { kind: "empty" };
  if (!text.startsWith("/")) return { kind: "chat", text };
  const [head] = text.slice(1).split(/\s/u, 1);
  if (!COMMAND_NAME.test(head)) return { kind: "error", error: `"${shorten(text)}" is not a command. Type /help for the list.` };
  const rest = text.slice(1 + head.length).trim();
  const tokens = tokenize(rest);
  if (typeof tokens === "string") return { kind: "error", error: tokens };
  const args: string[] = [];
  const options: Record<string, string> = {};
  // As in Discord, a value runs on to the next name: `numbers:25 50 75 100 3 6 target:952`.
  let last: string | undefined;
  for (const token of tokens) {
    if (token.option === undefined) {
      if (last === undefined) args.push(token.text);
      else options[last] += ` ${token.text}`;
      continue;
    }
    last = token.option.toLowerCase();
    if (Object.hasOwn(options, last)) return { kind: "error", error: `The option ${token.option} is given twice.` };
    options[last] = token.text;
  }
  return { kind: "command", command: { name: head.toLowerCase(), args, options, rest } };
}

/** At most 30 characters of what someone typed, for quoting it back. */
export function shorten(text: string, max = 30): string {
  return cutText(text, max + 1);
}
