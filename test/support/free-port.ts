// A TCP port on 127.0.0.1 that was free a moment ago, for a server that must be told its port
// (PostgreSQL, ACTIVITY_PORT) rather than take port 0.

import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
