import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CallCancellation } from '../ipc/call-cancellation.ts';
import type { PreviewCore } from './preview-core.ts';
import { CALL_ID_HEADER, SECRET_HEADER, shimSource } from './shim.ts';

// The server half of the browser preview's loopback bridge: /__bridge/shim.js,
// /__bridge/call/<name> and /__bridge/events. Only loopback clients addressing the server by a
// loopback host name get an answer, and every call or event stream must carry the per-run
// secret. No response carries the secret: the page gets it from the address it was opened with
// (shim.ts). A call's body goes to the core process as text and its answer comes back as text:
// this process parses neither, so a large call does not stall it.

export type BridgeCore = Pick<PreviewCore, 'callJson' | 'subscribe'>;

export interface BridgeRoutes {
  /** Answers /__bridge/* requests; returns false for anything else. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  /** Ends open event streams (before the HTTP server closes). */
  close(): void;
}

/** A call's body: 1 MB, far above what the page sends (a drafts.save part is 1,000 rows). */
export const MAX_BODY_BYTES = 1_000_000;
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOSTS = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

function refuse(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The call's name from its path segment; null when the segment is not valid percent-encoding. */
export function decodedName(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function createBridgeRoutes(
  core: BridgeCore,
  secret: string,
  onCall: (name: string) => void = () => undefined,
): BridgeRoutes {
  const streams = new Set<ServerResponse>();
  const cancellation = new CallCancellation();

  async function answerCall(name: string, request: IncomingMessage, response: ServerResponse) {
    const type = request.headers['content-type'] ?? '';
    if (!type.startsWith('application/json')) {
      refuse(response, 415, 'JSON only');
      return;
    }
    const text = await readBody(request);
    if (text === null) {
      refuse(response, 413, 'Too large');
      return;
    }
    // Cancelled by kikan.cancel(callId), or by the page dropping the request.
    const dropped = new AbortController();
    response.once('close', () => {
      if (!response.writableFinished) dropped.abort();
    });
    const call = cancellation.start(request.headers[CALL_ID_HEADER], dropped.signal);
    onCall(name);
    let answer: string;
    try {
      answer = await core.callJson(name, text, call.signal);
    } finally {
      call.finish();
    }
    if (response.destroyed) return;
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(answer);
  }

  function openStream(response: ServerResponse) {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    response.write(': connected\n\n');
    const unsubscribe = core.subscribe((name, payload) => {
      response.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
    });
    streams.add(response);
    response.once('close', () => {
      unsubscribe();
      streams.delete(response);
    });
  }

  return {
    handle(request, response) {
      const url = new URL(request.url ?? '/', 'http://bridge.invalid');
      if (!url.pathname.startsWith('/__bridge/')) return false;
      if (
        !LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '') ||
        !LOOPBACK_HOSTS.test(request.headers.host ?? '')
      ) {
        refuse(response, 403, 'Loopback only');
        return true;
      }
      if (url.pathname === '/__bridge/shim.js' && request.method === 'GET') {
        // The shim holds no secret, but is this app's code: no other site's page gets it.
        const site = request.headers['sec-fetch-site'];
        if (site !== undefined && site !== 'same-origin') {
          refuse(response, 403, 'Same origin only');
          return true;
        }
        response.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        response.end(shimSource());
        return true;
      }
      if (!sameSecret(request.headers[SECRET_HEADER], secret)) {
        refuse(response, 403, 'Bridge secret missing or wrong');
        return true;
      }
      if (url.pathname === '/__bridge/events' && request.method === 'GET') {
        openStream(response);
        return true;
      }
      if (url.pathname === '/__bridge/cancel' && request.method === 'POST') {
        void readBody(request).then((text) => {
          let callId: unknown = null;
          try {
            callId = (JSON.parse(text ?? 'null') as { callId?: unknown } | null)?.callId;
          } catch {
            // not JSON: nothing to cancel
          }
          response.writeHead(204, { 'Cache-Control': 'no-store' });
          response.end();
          cancellation.cancel(callId);
        });
        return true;
      }
      const callPrefix = '/__bridge/call/';
      if (url.pathname.startsWith(callPrefix) && request.method === 'POST') {
        const name = decodedName(url.pathname.slice(callPrefix.length));
        if (name === null) {
          refuse(response, 400, 'Bad call name');
          return true;
        }
        answerCall(name, request, response).catch(() => {
          if (!response.headersSent) refuse(response, 500, 'Bridge failure');
        });
        return true;
      }
      refuse(response, 404, 'No such bridge route');
      return true;
    },
    close() {
      for (const stream of streams) stream.end();
      streams.clear();
    },
  };
}
