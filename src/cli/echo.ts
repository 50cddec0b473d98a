// Echoing what the user typed back in an error: cut short, so a pasted megabyte stays one line.

const ECHOED = 40;

export function echoed(text: string): string {
  return text.length <= ECHOED ? text : `${text.slice(0, ECHOED - 1)}…`;
}
