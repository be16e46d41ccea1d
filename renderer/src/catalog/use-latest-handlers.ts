import { useLayoutEffect, useRef, useState } from 'react';

type Handler = (...args: never[]) => unknown;

/**
 * Functions that stay the same object for the component's life and call the latest of
 * `handlers` (given anew at each render): a memoised part (the toolbar) takes them and renders
 * only when what it shows changes, not on every render of the editor, and never calls a stale
 * closure. The keys are the first render's.
 */
export function useLatestHandlers<T extends Record<string, Handler>>(handlers: T): T {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(() => {
    const wrapped: Record<string, (...args: unknown[]) => unknown> = {};
    for (const key of Object.keys(handlers)) {
      wrapped[key] = (...args: unknown[]) =>
        (latest.current[key] as unknown as (...args: unknown[]) => unknown)(...args);
    }
    return wrapped as unknown as T;
  });
  return stable;
}
