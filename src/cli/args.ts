// The command line's own errors in one line: node's parseArgs explains a bad option over
// several sentences and lines; the first sentence says what is wrong.

export function argumentError(error: unknown): string {
  return `${(error as Error).message.split(/\.\s/u)[0].replace(/\.$/u, "")}.`;
}
