// The command line's own errors in one line: node's parseArgs explains a bad option over
// several sentences and lines; the first sentence says what is wrong.

export function argumentError(error: unknown): string {
  return `${(error as Error).message.split(/\.\s/u)[0].replace(/\.$/u, "")}.`;
}

/** `--seed -1` read as `--seed=-1`: parseArgs calls a value that starts with "-" ambiguous,
 *  where the option's own check says plainly what is wrong with a negative number. */
export function withNegativeValues(argv: readonly string[], valued: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const takesValue = valued.some((name) => argv[i] === `--${name}`);
    if (takesValue && /^-\d/u.test(argv[i + 1] ?? "")) joined.push(`${argv[i]}=${argv[++i]}`);
    else joined.push(argv[i]);
  }
  return joined;
}
