import { KikanError } from '../../app/errors.ts';

// Errors of the transport itself (no HTTP answer to show), worded for staff.

function describeCause(error: unknown): string {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string'
      ? cause.code
      : null;
  switch (code) {
    case 'ECONNREFUSED':
      return ' (connection refused)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return ' (the address could not be found)';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return ' (the connection was cut)';
    case 'CERT_HAS_EXPIRED':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
      return ' (its certificate was not trusted)';
    default:
      return '';
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the service';
  }
}

export function offline(url: string, error: unknown, operation: string): KikanError {
  return new KikanError({
    kind: 'offline',
    message: `Could not reach ${hostOf(url)} while ${operation}${describeCause(error)}. Check the network or proxy connection, then try again.`,
  });
}

export function timedOut(timeoutMs: number, operation: string): KikanError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return new KikanError({
    kind: 'timeout',
    message: `The service did not answer within ${seconds} s while ${operation}. Try again; if it keeps happening, the service may be overloaded.`,
  });
}

export function cancelled(operation: string): KikanError {
  return new KikanError({ kind: 'cancelled', message: `Stopped ${operation}: it was cancelled.` });
}

export function rateLimited(until: number, operation: string): KikanError {
  const time = new Date(until).toISOString().slice(11, 19);
  return new KikanError({
    kind: 'rate_limited',
    until,
    message: `The service is limiting requests; ${operation} is paused until ${time} UTC. Try again after that.`,
  });
}

export function redirected(location: string | null, operation: string): KikanError {
  const where = location === null || location === '' ? 'another address' : location;
  return new KikanError({
    kind: 'bad_response',
    message: `The service answered with a redirect to ${where} while ${operation}; check the address. Kikan Desk never follows a redirect, so no credential goes to another address.`,
  });
}

export function tooLarge(capBytes: number, operation: string): KikanError {
  const mib = Math.round(capBytes / 1024 / 1024);
  return new KikanError({
    kind: 'bad_response',
    message: `The service's answer was larger than ${mib} MiB while ${operation}, so Kikan Desk stopped reading it. Check the connection's service address.`,
  });
}
