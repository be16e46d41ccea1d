import { DEFAULT_SETTINGS } from '../../../app/settings.ts';
import { CALL_NAMES } from '../../../app/ipc/contract.ts';

/** A handler table whose every entry records its name; settings.get answers the defaults. */
export function recordingHandlers(): {
  table: Record<string, (input: unknown) => Promise<unknown>>;
  calls: string[];
} {
  const calls: string[] = [];
  const table: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const name of CALL_NAMES) {
    table[name] = () => {
      calls.push(name);
      return name === 'settings.get'
        ? Promise.resolve(DEFAULT_SETTINGS)
        : Promise.reject(new Error('not used'));
    };
  }
  return { table, calls };
}
