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
  /** Set by a delay_after_commit fault: do the work, then answer this much later (client or not). */
  answerDelayMs: number;
  /** Called when a delayed answer is due and the client has already gone. */
  onAnsweredTooLate?: () => void;
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
  if (exchange.answerDelayMs > 0) {
    const delayMs = exchange.answerDelayMs;
    exchange.answerDelayMs = 0;
    setTimeout(() => {
      if (res.destroyed || exchange.req.socket.destroyed) exchange.onAnsweredTooLate?.();
      sendText(exchange, status, bodyText, headers);
    }, delayMs);
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
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes.`);
    this.name = 'BodyTooLargeError';
    this.maxBytes = maxBytes;
  }
}

/** The client closed the connection (or a timeout closed it) before the whole body arrived. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client went away before sending the whole body');
    this.name = 'ClientGoneError';
  }
}

/**
 * Reads the whole body as bytes, keeping at most `maxBytes`. Past that it keeps reading to the end
 * without keeping anything, then rejects with BodyTooLargeError: the caller answers 413 with
 * `Connection: close`. Answering (and closing) while the client still sends would reset the
 * connection, and the client would see a reset instead of the 413. The server's request timeout
 * bounds how long an endless body is read.
 */
export function readBody(req: IncomingMessage, maxBytes: number = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (): boolean => {
      if (settled) return false;
      settled = true;
      return true;
    };
    let tooLarge = Number(req.headers['content-length'] ?? '0') > maxBytes;
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        tooLarge = true;
        chunks.length = 0;
      } else if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => {
      if (!settle()) return;
      if (tooLarge) reject(new BodyTooLargeError(maxBytes));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', () => {
      if (settle()) reject(new ClientGoneError());
    });
    req.on('close', () => {
      if (!req.complete && settle()) reject(new ClientGoneError());
    });
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

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads and parses a JSON body; a failure says how to answer (413 or 400). */
export async function parseJsonBody(
  exchange: Exchange,
  maxBytes: number = MAX_BODY_BYTES,
): Promise<ParsedBody> {
  let raw: Buffer;
  try {
    raw = await readBody(exchange.req, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return {
        ok: false,
        status: STATUS.bodyTooLarge,
        code: 'body_too_large',
        message: error.message,
        details: { max_bytes: error.maxBytes },
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
  let textBody: string;
  try {
    textBody = strictUtf8.decode(raw);
  } catch {
    return failure('The request body is not valid UTF-8.');
  }
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
