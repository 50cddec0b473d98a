import { it } from "vitest";
import { tempDbPath } from "./store/temp-store.ts";
import { TOY_RULES } from "./games/engine-fakes.ts";
import { terminal } from "./console/terminal.ts";
it("x", async () => {
  const t = terminal(tempDbPath(), { rules: TOY_RULES });
  await new Promise((r) => setTimeout(r, 500));
  t.end();
  const r = await Promise.race([t.done.then(() => "done"), new Promise((r) => setTimeout(() => r("hung"), 2000))]);
  console.log("OUT:", r, JSON.stringify(t.text().slice(200)));
}, 10000);
