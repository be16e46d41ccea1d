// npm run dev:browser — the app in an ordinary browser for UI work: the core in its own process
// (a Node child, as in the preview), the renderer from a Vite dev server (hot reload), and the
// preview's loopback bridge in place of the preload. Loopback only; Ctrl-C stops everything.
//   node scripts/dev-browser.ts [--port N] [--data DIR]
// Its data lives in this user's application-data folder ('Kikan Desk (dev browser)'), and the
// port is one the system picks unless --port names one: no fixed name or port another local user
// could take first.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer as createViteServer } from 'vite';
import { startPreviewCore } from '../main/preview/preview-core.ts';
import { createBridgeRoutes } from '../main/preview/routes.ts';
import { addressWithSecret, injectShim } from '../main/preview/shim.ts';
import { contentSecurityPolicy } from '../main/window/security-policy.ts';
import { rendererConfig } from '../renderer/vite.config.ts';
import { DEV_BROWSER_DATA_NAME, previewDataDir } from './launch/browser-preview.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, data: { type: 'string' } },
});
const port = Number(values.port);
const userDataDir =
  values.data ?? previewDataDir(process.env, process.platform, DEV_BROWSER_DATA_NAME);
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
};

const core = await startPreviewCore({
  userDataDir,
  appVersion: `${version}-browser`,
  platform: process.platform,
  demoServiceEntry: join(root, 'service/cli.ts'),
});
const secret = randomBytes(24).toString('base64url');
const routes = createBridgeRoutes(core, secret);
const server = createServer();
const vite = await createViteServer({
  ...rendererConfig,
  configFile: false,
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server } },
});

async function sendIndex(url: string, response: ServerResponse): Promise<void> {
  const source = await readFile(join(root, 'renderer/index.html'), 'utf8');
  const html = injectShim(await vite.transformIndexHtml(url, source));
  const origin = `http://${response.req.headers.host ?? '127.0.0.1'}`;
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    // The development policy (Vite's client and hot reload), from the app's one source.
    'Content-Security-Policy': contentSecurityPolicy(origin),
    'Cache-Control': 'no-store',
  });
  response.end(html);
}

server.on('request', (request, response) => {
  if (routes.handle(request, response)) return;
  const url = request.url ?? '/';
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname === '/' || pathname === '/index.html') {
    sendIndex(url, response).catch((error: unknown) => {
      vite.ssrFixStacktrace(error as Error);
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    });
    return;
  }
  vite.middlewares(request, response, () => {
    response.writeHead(404).end('Not found');
  });
});

await new Promise<void>((done, fail) => {
  server.once('error', fail);
  server.listen(port, '127.0.0.1', done);
});
const { port: actualPort } = server.address() as AddressInfo;
// The address carries the bridge's key in its fragment; no file the server sends holds it.
console.log(
  `Kikan Desk (browser preview): ${addressWithSecret(`http://127.0.0.1:${actualPort}/`, secret)}`,
);
console.log(`App data: ${userDataDir}`);
console.log('Press Ctrl-C to stop.');

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  // Give up waiting after a few seconds rather than hanging on a stuck connection.
  setTimeout(() => process.exit(1), 5000).unref();
  routes.close();
  server.closeAllConnections();
  await vite.close();
  await new Promise<void>((done) =>
    server.close(() => {
      done();
    }),
  );
  await core.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
