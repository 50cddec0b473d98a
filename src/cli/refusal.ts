// How a command refuses: one line on standard error; under --json, one JSON object
// {"error": "..."} on standard output instead (as a --batch line answers), so a script that
// asked for JSON reads JSON whatever happens. The exit code says it failed either way.

export interface Refusal {
  /** "lexicord deal letters": what the plain line starts with. */
  readonly command: string;
  readonly json: boolean;
  readonly out: NodeJS.WritableStream;
  readonly err: NodeJS.WritableStream;
}

/** Writes the refusal and returns the exit code. */
export function refuseWith({ command, json, out, err }: Refusal, error: string, code: number): number {
  if (json) out.write(JSON.stringify({ error }) + "\n");
  else err.write(`${command}: ${error}\n`);
  return code;
}

/** Whether --json was asked for, read before the arguments are parsed (parsing may fail). */
export const asksForJson = (argv: readonly string[]): boolean => argv.includes("--json");
