import type { HandlerTable } from '../ipc/handler-table.ts';

/**
 * A development run with no connection yet opens the demo workspace by itself, so `npm start`
 * on a fresh machine lands in it. Installed builds never do this: staff connect to their own
 * workspace. Returns whether it opened the demo.
 */
export async function openDemoOnFirstRun(handlers: HandlerTable): Promise<boolean> {
  const { profiles } = await handlers['connections.list']({}, {});
  if (profiles.length > 0) return false;
  await handlers['connections.openDemo']({}, {});
  return true;
}
