// The prompt at a terminal: the player in the hot seat and, while a round runs, its time left,
// redrawn each second without disturbing what is being typed. Piped input and output get no
// prompt, so no timer and no escape codes.

import type { Interface } from "node:readline";
import type { Clock, Timer } from "../games/engine/ports.ts";

export class LivePrompt {
  private shown = "";
  private timer: Timer | null = null;
  /** Once input has ended (Ctrl-D), no prompt: prompting again would resume the terminal's
   *  input, and the process would wait on it after saying Bye. */
  private open = true;

  constructor(
    private readonly lines: Interface,
    private readonly clock: Clock,
    /** The prompt as it should read now. */
    private readonly text: () => string,
  ) {
    lines.on("close", () => (this.open = false));
  }

  /** A fresh prompt on a new line (after a line was handled), and the clock ticking. */
  show(): void {
    if (!this.open) return;
    this.lines.setPrompt((this.shown = this.text()));
    this.lines.prompt();
    this.tick();
  }

  /** The prompt again below something printed, keeping what is being typed. */
  redraw(): void {
    if (!this.open) return;
    this.lines.setPrompt((this.shown = this.text()));
    this.lines.prompt(true);
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = null;
  }

  /** Each second, the prompt is redrawn if what it says has changed. */
  private tick(): void {
    this.timer?.cancel();
    this.timer = this.clock.setTimer(this.clock.now() + 1000, () => {
      if (this.open && this.text() !== this.shown) this.redraw();
      if (this.open) this.tick();
    });
  }
}
