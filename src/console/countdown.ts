// The round's time left as the terminal's prompt shows it ("Ann 0:23> "): green, then yellow
// in the last ten seconds, in colour only where colour is welcome (https://no-color.org).

import { WARNING_SECONDS } from "../games/engine/requests.ts";

const GREEN = "\u001b[32m";
const YELLOW = "\u001b[33m";
const RESET = "\u001b[0m";

/** "1:05" for 65 seconds. */
export function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The time left before `endsAt`, coloured or not; "" when no round is counting down. */
export function countdown(endsAt: number | null, now: number, colour: boolean): string {
  if (endsAt === null || endsAt <= now) return "";
  const seconds = Math.ceil((endsAt - now) / 1000);
  const text = minutesAndSeconds(seconds);
  return colour ? `${seconds <= WARNING_SECONDS ? YELLOW : GREEN}${text}${RESET}` : text;
}

/** Whether the environment welcomes colour: no NO_COLOR (set to anything) and no dumb terminal. */
export function colourWelcome(env: NodeJS.ProcessEnv): boolean {
  return !env.NO_COLOR && env.TERM !== "dumb";
}
