import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { handleAdmin } from './admin/endpoint.ts';
import { handleTokenRequest } from './auth/token-endpoint.ts';
import type { ServiceContext } from './context.ts';
import { ClientGoneError, sendError, type Exchange } from './http.ts';
import { handleImport } from './imports/endpoint.ts';
import { DEFAULT_TIMEOUTS, HEADERS_TIMEOUT_MS, type ServerTimeouts } from './timeouts.ts';
import { handleVouchers, matchVoucherPath } from './vouchers/endpoint.ts';

// The HTTP server: counts and fault-injects calls to the spec's surface, then routes them.

const TOKEN_PATH = '/v1/oauth/token';
const IMPORT_PATH = '/v1/imports';

async function route(exchange: Exchange, context: ServiceContext): Promise<void> {
  const { path, method } = exchange;
  if (path === TOKEN_PATH || path === IMPORT_PATH) {
    if (method !== 'POST') {
      sendError(
        exchange,
        405,
        'method_not_allowed',
        `${path} accepts only POST.`,
        {},
        { Allow: 'POST' },
      );
      return;
    }
    await (path === TOKEN_PATH
      ? handleTokenRequest(exchange, context)
      : handleImport(exchange, context));
    return;
  }
  const voucherRoute = matchVoucherPath(path, context.voucherPrefix);
  if (voucherRoute) {
    handleVouchers(exchange, context, voucherRoute);
    return;
  }
  sendError(exchange, 404, 'not_found', `No endpoint ${method} ${path}.`);
}

/** Applies a registered fault; returns false when the request must not be handled further. */
async function applyFault(exchange: Exchange, context: ServiceContext): Promise<boolean> {
  const fault = context.faults.take(exchange.method, exchange.path, exchange.query);
  if (!fault) return true;
  switch (fault.kind) {
    case 'drop':
      context.stats.dropped += 1;
      exchange.req.socket.destroy();
      return false;
    case 'status': {
      const headers: Record<string, string> = {};
      if (fault.status === 429 && fault.retryAfter !== null)
        headers['Retry-After'] = String(fault.retryAfter);
      if (fault.status === 429) context.stats.rateLimited += 1;
      sendError(
        exchange,
        fault.status,
        'injected_fault',
        `Injected fault: status ${fault.status}.`,
        {},
        headers,
      );
      return false;
    }
    case 'delay':
      await sleep(fault.delayMs);
      return !exchange.req.socket.destroyed;
    case 'hold':
      await context.faults.untilCleared(fault.delayMs);
      return !exchange.req.socket.destroyed;
    case 'delay_after_commit':
      exchange.answerDelayMs = Math.max(1, fault.delayMs);
      exchange.onAnsweredTooLate = () => {
        context.stats.answeredAfterClientLeft += 1;
      };
      return true;
    case 'drop_after_commit':
      exchange.dropInsteadOfAnswer = true;
      exchange.res.once('close', () => {
        if (!exchange.res.writableFinished) context.stats.dropped += 1;
      });
      return true;
  }
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  context: ServiceContext,
): Promise<void> {
  const target = req.url ?? '/';
  // Concatenated rather than resolved, so a path such as //x is not taken for a host name.
  const url = new URL(`http://stand-in.invalid${target.startsWith('/') ? target : `/${target}`}`);
  const exchange: Exchange = {
    req,
    res,
    method: (req.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    dropInsteadOfAnswer: false,
    answerDelayMs: 0,
  };
  try {
    // Without the admin surface its paths are just paths the service does not have (404).
    if (context.admin && (exchange.path === '/_admin' || exchange.path.startsWith('/_admin/'))) {
      await handleAdmin(exchange, context);
      return;
    }
    context.stats.requests += 1;
    res.once('finish', () => {
      context.stats.countStatus(res.statusCode);
    });
    if (!(await applyFault(exchange, context))) return;
    await route(exchange, context);
  } catch (error) {
    if (error instanceof ClientGoneError) {
      // Routine on a network (a closed tab, a timeout): one line, no stack.
      console.error(`stand-in: ${exchange.method} ${exchange.path}: ${error.message}.`);
      return;
    }
    console.error('stand-in: unexpected error', error);
    exchange.dropInsteadOfAnswer = false;
    sendError(exchange, 500, 'internal', 'The stand-in failed unexpectedly; see its log.');
  }
}

export function createStandInServer(
  context: ServiceContext,
  timeouts: ServerTimeouts = DEFAULT_TIMEOUTS,
): Server {
  const server = createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, timeouts.requestMs),
      // How often Node checks the two timeouts above (its default, 30 s, lets them overrun).
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(1_000, Math.floor(timeouts.requestMs / 4)),
      ),
    },
    (req, res) => {
      void handle(req, res, context);
    },
  );
  server.keepAliveTimeout = Math.min(5_000, timeouts.idleMs);
  server.timeout = timeouts.idleMs;
  return server;
}
