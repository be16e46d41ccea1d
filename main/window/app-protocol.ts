import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { APP_HOST } from './security-policy.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * Answers kikan://app/<path> from the built renderer folder. Anything outside that folder,
 * or for another host, is 404 — the scheme serves the app's own files and nothing else.
 */
export async function serveAppFile(rendererDir: string, requestUrl: string): Promise<Response> {
  const url = new URL(requestUrl);
  if (url.host !== APP_HOST) return new Response('Not found', { status: 404 });
  const relative = decodeURIComponent(url.pathname).replace(/^\/+/, '') || 'index.html';
  const root = normalize(rendererDir + sep);
  const file = normalize(join(root, relative));
  if (!file.startsWith(root)) return new Response('Not found', { status: 404 });
  try {
    const body = await readFile(file);
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    return new Response(body, { status: 200, headers: { 'Content-Type': type } });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
