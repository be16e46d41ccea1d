import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { APP_HOST, contentSecurityPolicy } from './security-policy.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

// The CSP travels with every response of the scheme, from this handler itself: it is the one
// place it is written (renderer/index.html has none), and Electron does not run a session's
// onHeadersReceived for every custom-scheme response.
const SECURITY_HEADERS = {
  'Content-Security-Policy': contentSecurityPolicy(null),
  'X-Content-Type-Options': 'nosniff',
};

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS },
  });
}

/**
 * Answers kikan://app/<path> from the built renderer folder. Anything outside that folder,
 * or for another host, is 404 — the scheme serves the app's own files and nothing else.
 */
export async function serveAppFile(rendererDir: string, requestUrl: string): Promise<Response> {
  const url = new URL(requestUrl);
  if (url.host !== APP_HOST) return notFound();
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname).replace(/^\/+/, '') || 'index.html';
  } catch {
    return notFound();
  }
  const root = normalize(rendererDir + sep);
  const file = normalize(join(root, relative));
  if (!file.startsWith(root)) return notFound();
  try {
    const body = await readFile(file);
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': type, ...SECURITY_HEADERS },
    });
  } catch {
    return notFound();
  }
}
