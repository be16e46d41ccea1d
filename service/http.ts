import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody, MAX_BODY_BYTES, STATUS } from './choices.ts';

// One request/response pair and the few ways the stand-in answers.

export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  query: URLSearchParams;
  /** Set by a drop_after_commit fault: do the work, then destroy the socket instead of answering. */
  dropInsteadOfAnswer: boolean;
}

export function sendText(
  exchange: Exchange,
  status: number,
  bodyText: string,
  headers: Record<string, string> = {},
): void {
  const { res } = exchange;
  if (exchange.dropInsteadOfAnswer) {
    exchange.req.socket.destroy();
    return;
  }
  if (res.headersSent || res.destroyed) return;
  const body = Buffer.from(bodyText, 'utf8');
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

export function sendJson(
  exchange: Exchange,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(exchange, status, JSON.stringify(body), headers);
}

export function sendError(
  exchange: Exchange,
  status: number,
  code: string,
  message: string,
  details: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): void {
  sendJson(exchange, status, errorBody(code, message, details), headers);
}

export class BodyTooLargeError extends Error {
  constructor() {
    super(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/** Past this much the stand-in stops reading and drops the connection instead of draining it. */
const HARD_LIMIT_BYTES = MAX_BODY_BYTES * 8;

/**
 * Reads the whole body as bytes. Over MAX_BODY_BYTES it keeps draining (so the client can read the
 * 413 it gets) and then throws BodyTooLargeError; far beyond, it destroys the connection.
 */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > HARD_LIMIT_BYTES) {
      req.socket.destroy();
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > HARD_LIMIT_BYTES) {
        req.socket.destroy();
        reject(new BodyTooLargeError());
        return;
      }
      if (received <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (received > MAX_BODY_BYTES) reject(new BodyTooLargeError());
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export type ParsedBody =
  | { ok: true; raw: Buffer; value: unknown }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      details: Record<string, unknown>;
      headers: Record<string, string>;
    };

/** Reads and parses a JSON body; a failure says how to answer (413 or 400). */
export async function parseJsonBody(exchange: Exchange): Promise<ParsedBody> {
  let raw: Buffer;
  try {
    raw = await readBody(exchange.req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return {
        ok: false,
        status: STATUS.bodyTooLarge,
        code: 'body_too_large',
        message: error.message,
        details: { max_bytes: MAX_BODY_BYTES },
        headers: { Connection: 'close' },
      };
    }
    throw error;
  }
  const failure = (message: string): ParsedBody => ({
    ok: false,
    status: STATUS.malformedBody,
    code: 'invalid_json',
    message,
    details: {},
    headers: {},
  });
  const textBody = raw.toString('utf8');
  if (textBody.trim() === '')
    return failure('The request body is empty; a JSON object is expected.');
  try {
    return { ok: true, raw, value: JSON.parse(textBody) as unknown };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return failure(`The request body is not valid JSON: ${detail}`);
  }
}

export function answerBodyFailure(
  exchange: Exchange,
  failure: Extract<ParsedBody, { ok: false }>,
): void {
  sendError(
    exchange,
    failure.status,
    failure.code,
    failure.message,
    failure.details,
    failure.headers,
  );
}

/** Reads and parses a JSON body, answering 413/400 itself; returns undefined when it answered. */
export async function readJsonBody(
  exchange: Exchange,
): Promise<{ raw: Buffer; value: unknown } | undefined> {
  const parsed = await parseJsonBody(exchange);
  if (parsed.ok) return parsed;
  answerBodyFailure(exchange, parsed);
  return undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
