import type { RotatingLog } from './rotating-log.ts';

/**
 * Wraps the service fetch so every call leaves one summary line: method, path, status and
 * time. Only the path is logged: never the query, a header, a body, or an error's message
 * (any of which can carry a credential or customer data).
 */
export function loggedFetch(inner: typeof fetch, log: RotatingLog): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (
      init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')
    ).toUpperCase();
    const path = URL.canParse(url) ? new URL(url).pathname : '(unparsable address)';
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const response = await inner(input, init);
      log.write('service-call', { method, path, status: response.status, ms: ms() });
      return response;
    } catch (error) {
      const outcome = error instanceof Error ? error.name : 'error';
      log.write('service-call', { method, path, status: outcome, ms: ms() });
      throw error;
    }
  };
}
