// Waiting, for real time, on something outside the manual clock (another process, gateway
// events): polls `done` until it holds, or fails naming what never happened.

export async function eventually(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 10_000, everyMs = 25): Promise<void> {
  for (const start = Date.now(); !(await done()); await new Promise((resolve) => setTimeout(resolve, everyMs))) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
  }
}
