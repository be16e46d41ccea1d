import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback proxy in front of the stand-in that plays a service answering the spec's "not
// shown" points differently, switchable while a test runs: list rows without their `lines`,
// numbers sent as strings, an HTML page instead of JSON, a 429 with Retry-After, or no answer at
// all (the service unreachable). It counts the requests it passed on, by kind of read.

export interface OddModes {
  /** List rows lose their `lines` key (details keep theirs). */
  dropLines: boolean;
  /** Every number in list rows and details becomes a string. */
  stringNumbers: boolean;
  /** GETs whose path ends with one of these answer 200 with an HTML page. */
  htmlPaths: string[];
  /** GETs answer 429 with this Retry-After (seconds); null: pass on. */
  retryAfterSeconds: number | null;
  /** Every request's connection is dropped unanswered (the service unreachable). */
  down: boolean;
  /** List rows' and details' status values become one of this many ("S01"…), by number. */
  statusVariety: number | null;
  /** Headers of list rows and details carry this field more (a service that sends more). */
  extraField: string | null;
}

export interface OddProxy {
  url: string;
  modes: OddModes;
  /** Requests passed on to the stand-in: list reads and detail reads, by kind. */
  counts: { lists: Record<string, number>; details: Record<string, number>; refused429: number };
  stop(): Promise<void>;
}

export const MAINTENANCE_PAGE = '<html><body>Down for maintenance until 18:00</body></html>';

const KINDS = ['purchase_orders', 'sales_orders', 'leases', 'order_plans'];

function stringify(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(stringify);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stringify(v)]));
  }
  return value;
}

function withoutLines(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLines);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([key]) => key !== 'lines')
      .map(([key, inner]: [string, unknown]) => [
        key,
        Array.isArray(inner) ? (inner as unknown[]).map(withoutLines) : inner,
      ]);
    return Object.fromEntries(entries);
  }
  return value;
}

/** Status values spread over `variety` values by the voucher's number (stable per voucher). */
function varied(value: unknown, variety: number): unknown {
  if (Array.isArray(value)) return value.map((inner) => varied(inner, variety));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(record)) out[key] = varied(inner, variety);
  if ('status' in record) {
    const digits = /\d+/.exec(JSON.stringify(record['number'] ?? record['id'] ?? 0))?.[0] ?? '0';
    out['status'] = `S${String((Number(digits) % variety) + 1).padStart(2, '0')}`;
  }
  return out;
}

/** Each voucher header (a record with a status) gets `field`, valued by its number. */
function withField(value: unknown, field: string): unknown {
  if (Array.isArray(value)) return value.map((inner) => withField(inner, field));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(record)) out[key] = withField(inner, field);
  if ('status' in record) {
    const digits = /\d+/.exec(JSON.stringify(record['number'] ?? record['id'] ?? 0))?.[0] ?? '0';
    out[field] = `R${String(Number(digits) % 3)}`;
  }
  return out;
}

/** Which read a path is: a kind's list, a voucher's detail, or something else. */
function readOf(path: string): { kind: string; detail: boolean } | null {
  const parts = path.split('/').filter((part) => part !== '');
  const at = parts.findIndex((part) => KINDS.includes(part));
  if (at < 0) return null;
  const kind = parts[at] ?? '';
  return { kind, detail: parts.length > at + 1 };
}

export async function startOddProxy(target: string): Promise<OddProxy> {
  const upstream = new URL(target);
  const modes: OddModes = {
    dropLines: false,
    stringNumbers: false,
    htmlPaths: [],
    retryAfterSeconds: null,
    down: false,
    statusVariety: null,
    extraField: null,
  };
  const counts: OddProxy['counts'] = { lists: {}, details: {}, refused429: 0 };
  const server: Server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
    const read = incoming.method === 'GET' ? readOf(path) : null;
    if (modes.down) {
      incoming.socket.destroy();
      return;
    }
    if (incoming.method === 'GET' && modes.htmlPaths.some((end) => path.endsWith(end))) {
      outgoing.writeHead(200, { 'content-type': 'text/html' }).end(MAINTENANCE_PAGE);
      return;
    }
    if (read !== null && modes.retryAfterSeconds !== null) {
      counts.refused429 += 1;
      outgoing
        .writeHead(429, {
          'content-type': 'application/json',
          'retry-after': String(modes.retryAfterSeconds),
        })
        .end(JSON.stringify({ error: 'rate_limited' }));
      return;
    }
    if (read !== null) {
      const bucket = read.detail ? counts.details : counts.lists;
      bucket[read.kind] = (bucket[read.kind] ?? 0) + 1;
    }
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (answer) => {
        const json = (answer.headers['content-type'] ?? '').includes('json');
        const rewrite =
          read !== null &&
          json &&
          (modes.dropLines ||
            modes.stringNumbers ||
            modes.statusVariety !== null ||
            modes.extraField !== null);
        if (!rewrite) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (modes.dropLines && !read.detail) body = withoutLines(body);
          if (modes.statusVariety !== null) body = varied(body, modes.statusVariety);
          if (modes.extraField !== null) body = withField(body, modes.extraField);
          if (modes.stringNumbers) body = stringify(body);
          const text = JSON.stringify(body);
          const { 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...rest,
            'content-length': String(Buffer.byteLength(text)),
          });
          outgoing.end(text);
        });
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}${upstream.pathname.replace(/\/$/, '')}`,
    modes,
    counts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
