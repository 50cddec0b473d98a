// A REST proxy in front of the fake Discord, as nirn-proxy or twilight-http-proxy stand in
// front of Discord: it passes each request on unchanged and notes its method and path.
import { createServer, request, type Server } from "node:http";
import { onTestFinished } from "vitest";

export interface RestProxy {
  /** What DISCORD_API_URL names: this proxy, with the fake's path. */
  readonly apiUrl: string;
  /** "GET /api/v10/gateway/bot", … in the order they came. */
  readonly seen: string[];
}

/** Starts a proxy to `apiUrl` (the fake's), closed when the test ends. */
export async function restProxy(apiUrl: string): Promise<RestProxy> {
  const target = new URL(apiUrl);
  const seen: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    seen.push(`${incoming.method} ${incoming.url}`);
    const onward = request({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    onward.on("error", () => outgoing.destroy());
    incoming.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(() => {
    server.closeAllConnections(); // clients keep theirs alive
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  server.unref();
  const { port } = server.address() as { port: number };
  return { apiUrl: `http://127.0.0.1:${port}${target.pathname}`, seen };
}
