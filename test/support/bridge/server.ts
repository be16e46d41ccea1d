import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { createBridgeRoutes, type BridgeCore } from './routes.ts';
import { injectShim } from './shim.ts';

// startBridge: the built renderer plus the bridge routes on one loopback origin, so the app's
// CSP ('self' only) holds unchanged. Test-only: nothing here is bundled into the app.

export interface Bridge {
  url: string;
  /** Names of the calls the page made, in order (tests check what reached main). */
  readonly calls: readonly string[];
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

async function serveStatic(rootDir: string, request: IncomingMessage, response: ServerResponse) {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x.invalid').pathname);
  const relative = pathname.replace(/^\/+/, '') || 'index.html';
  const root = normalize(rootDir + sep);
  const file = normalize(join(root, relative));
  if (!file.startsWith(root) || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404).end();
    return;
  }
  try {
    const isIndex = relative === 'index.html';
    const body = isIndex ? injectShim(await readFile(file, 'utf8')) : await readFile(file);
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch {
    response.writeHead(404).end();
  }
}

export async function startBridge(options: {
  core: BridgeCore;
  rendererDir: string;
}): Promise<Bridge> {
  const calls: string[] = [];
  const routes = createBridgeRoutes(options.core, randomBytes(24).toString('base64url'), (name) => {
    calls.push(name);
  });
  const server = createServer((request, response) => {
    if (routes.handle(request, response)) return;
    void serveStatic(options.rendererDir, request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    calls,
    async stop() {
      routes.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
