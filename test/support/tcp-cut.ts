// A TCP relay to a server whose cable can be cut: every connection through it is dropped and
// new ones are refused, as a host cut off from the database by the network would see; and
// mended, when new connections go through again.
import { connect, createServer, type Socket } from "node:net";
import { onTestFinished } from "vitest";

export interface CuttableLink {
  /** `url` with its host and port replaced by the relay's. */
  readonly url: string;
  cut(): void;
  mend(): void;
}

export async function cuttableLink(url: string): Promise<CuttableLink> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createServer((incoming) => {
    if (cut) return void incoming.destroy();
    const onward = connect(Number(target.port), target.hostname);
    for (const socket of [incoming, onward]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket)).on("error", () => {});
    }
    incoming.pipe(onward).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const relayed = new URL(url);
  relayed.hostname = "127.0.0.1";
  relayed.port = String((server.address() as { port: number }).port);
  return {
    url: relayed.toString(),
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    mend() {
      cut = false;
    },
  };
}
