import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALL_NAMES, type CallName } from '../../app/ipc/contract.ts';
import { serveAppFile } from '../window/app-protocol.ts';
import { APP_ORIGIN } from '../window/security-policy.ts';
import { createBridgeRoutes, type BridgeCore } from './routes.ts';
import { addressWithSecret, injectShim } from './shim.ts';

// startBridge: the built renderer plus the bridge routes on one loopback origin, so the app's
// CSP ('self' only) holds unchanged. Never part of the packaged app: `npm start` uses it where Electron is absent, and the
// end-to-end tests drive the app through it.

export interface Bridge {
  /** The server's root (what the address bar shows once the page has taken its key). */
  url: string;
  /** The address to open: `url` with the per-run secret in its fragment. */
  openUrl: string;
  /**
   * Names of the contract's calls the page made, in order, the newest MAX_RECORDED_CALLS (tests
   * check what reached main); empty unless `recordCalls` was asked for. Nothing else of a call is
   * kept once it has answered: a name outside the contract is never kept.
   */
  readonly calls: readonly CallName[];
  stop(): Promise<void>;
}

export const MAX_RECORDED_CALLS = 10_000;
const CONTRACT_NAMES = new Map<string, CallName>(CALL_NAMES.map((name) => [name, name]));

/** Records the contract's call names (its own strings, not the request's), the newest only. */
export function callRecorder(calls: CallName[]): (name: string) => void {
  return (name) => {
    const known = CONTRACT_NAMES.get(name);
    if (known === undefined) return;
    if (calls.length >= MAX_RECORDED_CALLS) calls.shift();
    calls.push(known);
  };
}

/** The renderer's files, served as the app's own scheme serves them (same folder rules). */
async function serveStatic(rootDir: string, request: IncomingMessage, response: ServerResponse) {
  const pathname = new URL(request.url ?? '/', 'http://x.invalid').pathname;
  const file = await serveAppFile(rootDir, `${APP_ORIGIN}${pathname}`);
  if (file.status !== 200 || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404).end();
    return;
  }
  const isIndex = pathname === '/' || pathname === '/index.html';
  const body = isIndex ? injectShim(await file.text()) : Buffer.from(await file.arrayBuffer());
  // The page (its shim carries the run's secret) is never kept. Every other file is asked again
  // at each load, as the app's scheme reads it at each launch, and answered "not modified" when
  // the browser holds it: Chromium then reuses the scripts' compiled code, as the app's scheme
  // (codeCache, main/index.ts) lets Electron do.
  const etag = isIndex ? null : `"${createHash('sha256').update(body).digest('base64url')}"`;
  if (etag !== null && request.headers['if-none-match'] === etag) {
    response.writeHead(304, { ETag: etag, 'Cache-Control': 'no-cache' }).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': file.headers.get('Content-Type') ?? 'application/octet-stream',
    // The app's own policy, exactly as the kikan:// handler sends it.
    'Content-Security-Policy': file.headers.get('Content-Security-Policy') ?? "default-src 'none'",
    ...(etag === null
      ? { 'Cache-Control': 'no-store' }
      : { 'Cache-Control': 'no-cache', ETag: etag }),
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export async function startBridge(options: {
  core: BridgeCore;
  rendererDir: string;
  /** Keep the names of the calls made (end-to-end tests); off in the preview itself. */
  recordCalls?: boolean;
}): Promise<Bridge> {
  const calls: CallName[] = [];
  const secret = randomBytes(24).toString('base64url');
  const routes = createBridgeRoutes(
    options.core,
    secret,
    options.recordCalls === true ? callRecorder(calls) : undefined,
  );
  const server = createServer((request, response) => {
    if (routes.handle(request, response)) return;
    // A file that cannot be served (a page without its module script to put the shim before)
    // is answered, not left open.
    serveStatic(options.rendererDir, request, response).catch((error: unknown) => {
      console.error(
        `Kikan Desk preview: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    openUrl: addressWithSecret(url, secret),
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
