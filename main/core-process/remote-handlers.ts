import { KikanError } from '../../app/errors.ts';
import { CALL_NAMES, type CallName } from '../../app/ipc/contract.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import type { CoreClient } from './core-client.ts';

/**
 * The handler table as seen from outside the core process: each entry runs the call over the
 * channel and throws its typed error, so main's own callers (the menu's language, the first-run
 * demo) and tests use the core as if it were in-process.
 */
export function remoteHandlers(client: () => CoreClient | Promise<CoreClient>): HandlerTable {
  const table: Partial<
    Record<CallName, (input: unknown, context: { signal?: AbortSignal }) => Promise<unknown>>
  > = {};
  for (const name of CALL_NAMES) {
    table[name] = async (input, context) => {
      const result = await (await client()).call(name, input, context.signal);
      if (!result.ok) throw new KikanError(result.error);
      return result.value;
    };
  }
  return table as HandlerTable;
}
