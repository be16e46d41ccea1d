import type { CallRunner } from '../ipc/ipc-binding.ts';

/** A settings.update input or answer is a handful of fields: longer text is not one to read. */
const SETTINGS_TEXT_MAX = 4096;

function readSmall(text: string): unknown {
  if (text.length > SETTINGS_TEXT_MAX) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The window's calls with `settings.update` rebuilding the native menu after a language change,
 * so the menu follows the app's language at once instead of at the next start. Only that call's
 * small text is read here; every other call passes through as text.
 */
export function menuFollowsLanguage(run: CallRunner, rebuildMenu: () => Promise<void>): CallRunner {
  return async (name, text, signal) => {
    const answer = await run(name, text, signal);
    if (name !== 'settings.update') return answer;
    const input = readSmall(text);
    const changesLanguage = typeof input === 'object' && input !== null && 'language' in input;
    const result = readSmall(answer);
    const ok =
      typeof result === 'object' && result !== null && 'ok' in result && result.ok === true;
    if (ok && changesLanguage) await rebuildMenu();
    return answer;
  };
}
