import { parseArgs } from 'node:util';
import { DEFAULT_ENVELOPE, DEFAULT_VOUCHER_PREFIX, PAGE_SIZE, type Envelope } from './choices.ts';
import type { Mode } from './context.ts';
import { defaultDataDir } from './data-dir.ts';
import { DEFAULT_WINDOW_MS } from './rate-limit.ts';
import { DEFAULT_SIZE } from './seed/demo.ts';
import { DEFAULT_TIMEOUTS } from './timeouts.ts';

// Command-line options of service/cli.ts.

export interface Options {
  port: number;
  host: string;
  mode: Mode;
  dataDir: string;
  seed: 'demo' | 'none';
  size: number;
  envelope: Envelope;
  rateWindowMs: number;
  /** Rows a list page holds (the stand-in's choice, PAGE_SIZE, unless a test sets another). */
  pageSize: number;
  voucherPrefix: string;
  /** False with --no-admin: no admin surface, no admin key printed. */
  admin: boolean;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  /** True with --exit-with-parent: stop when the process that started it is gone. */
  exitWithParent: boolean;
}

export const USAGE = `Usage: node service/cli.ts [options]
  --port N                 port to listen on; 0 picks a free one (default 4010)
  --host ADDRESS           address to listen on (default 127.0.0.1)
  --mode development|production
                           development accepts live and test secrets, production only live ones
  --data DIR               database folder (default: the user's data folder, kikan-stand-in)
  --seed demo|none         data for a new database (default demo)
  --size N                 purchase orders in the demo workspace; other kinds in proportion (default ${DEFAULT_SIZE})
  --envelope array|object  list envelope (default ${DEFAULT_ENVELOPE})
  --rate-window-ms N       length of the rate-limit window (default ${DEFAULT_WINDOW_MS})
  --page-size N            rows in a list page (default ${PAGE_SIZE})
  --voucher-prefix /v1     serve the voucher paths under this prefix (default: none)
  --no-admin               no admin surface (its paths answer 404; READY prints no admin key)
  --request-timeout-ms N   a request's headers and body must arrive within this (default ${DEFAULT_TIMEOUTS.requestMs})
  --idle-timeout-ms N      close a connection idle this long (default ${DEFAULT_TIMEOUTS.idleMs})
  --exit-with-parent       stop when the parent is gone: its stdin (a pipe) ends, or under
                           Electron the port main hands over closes`;

function wholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}.`);
  return parsed;
}

function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw new Error(`--${name} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

/** Parses argv; throws an Error with a message for the user when an option is wrong. */
export function parseOptions(argv: string[]): Options | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      mode: { type: 'string' },
      data: { type: 'string' },
      seed: { type: 'string' },
      size: { type: 'string' },
      envelope: { type: 'string' },
      'rate-window-ms': { type: 'string' },
      'page-size': { type: 'string' },
      'voucher-prefix': { type: 'string' },
      'no-admin': { type: 'boolean' },
      'request-timeout-ms': { type: 'string' },
      'idle-timeout-ms': { type: 'string' },
      'exit-with-parent': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const prefix = values['voucher-prefix'] ?? DEFAULT_VOUCHER_PREFIX;
  if (prefix !== '' && !/^(\/[A-Za-z0-9._~-]+)+$/.test(prefix))
    throw new Error('--voucher-prefix must look like /v1.');
  return {
    port: wholeNumber('port', values.port, 4010, 0, 65535),
    host: values.host ?? '127.0.0.1',
    mode: oneOf('mode', values.mode, ['development', 'production'], 'development'),
    dataDir: values.data ?? defaultDataDir(),
    seed: oneOf('seed', values.seed, ['demo', 'none'], 'demo'),
    size: wholeNumber('size', values.size, DEFAULT_SIZE, 0, 2_000_000),
    envelope: oneOf('envelope', values.envelope, ['array', 'object'], DEFAULT_ENVELOPE),
    rateWindowMs: wholeNumber(
      'rate-window-ms',
      values['rate-window-ms'],
      DEFAULT_WINDOW_MS,
      1,
      3_600_000,
    ),
    pageSize: wholeNumber('page-size', values['page-size'], PAGE_SIZE, 1, 10_000),
    voucherPrefix: prefix,
    admin: values['no-admin'] !== true,
    requestTimeoutMs: wholeNumber(
      'request-timeout-ms',
      values['request-timeout-ms'],
      DEFAULT_TIMEOUTS.requestMs,
      100,
      3_600_000,
    ),
    idleTimeoutMs: wholeNumber(
      'idle-timeout-ms',
      values['idle-timeout-ms'],
      DEFAULT_TIMEOUTS.idleMs,
      100,
      3_600_000,
    ),
    exitWithParent: values['exit-with-parent'] === true,
  };
}
