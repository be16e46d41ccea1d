import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveAppFile } from '../../../main/window/app-protocol.ts';
import { APP_ORIGIN } from '../../../main/window/security-policy.ts';

/** Serves a built folder on loopback with the app scheme's own file rules and headers. */
export async function serveFolder(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x.invalid').pathname;
    void serveAppFile(dir, `${APP_ORIGIN}${pathname}`).then(async (file) => {
      // The scheme handler's own headers, its Content-Security-Policy included.
      response.writeHead(file.status, {
        ...Object.fromEntries(file.headers),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
      response.end(Buffer.from(await file.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
