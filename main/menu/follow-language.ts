import type { CallRunner } from '../ipc/ipc-binding.ts';

/**
 * The window's calls with `settings.update` rebuilding the native menu after a language change,
 * so the menu follows the app's language at once instead of at the next start.
 */
export function menuFollowsLanguage(run: CallRunner, rebuildMenu: () => Promise<void>): CallRunner {
  return async (name, input, signal) => {
    const result = await run(name, input, signal);
    const changesLanguage = typeof input === 'object' && input !== null && 'language' in input;
    if (name === 'settings.update' && result.ok && changesLanguage) await rebuildMenu();
    return result;
  };
}
