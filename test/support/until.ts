import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Tests wait on conditions, never on fixed sleeps: this reads `probe` every `everyMs` until it
 * gives something other than undefined or false, and returns that. It fails after `timeoutMs`
 * (a minute by default: a loaded 2-core machine can take that long to start a child process),
 * naming `what` it waited for.
 */
export async function until<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  { timeoutMs = 60_000, everyMs = 25 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}
