import type { HandlerTable } from '../ipc/handler-table.ts';

/**
 * The handler table with `settings.update` rebuilding the native menu after a language change, so
 * the menu follows the app's language at once instead of at the next start.
 */
export function menuFollowsLanguage(
  handlers: HandlerTable,
  rebuildMenu: () => Promise<void>,
): HandlerTable {
  const update = handlers['settings.update'];
  return {
    ...handlers,
    'settings.update': async (patch, context) => {
      const settings = await update(patch, context);
      if (patch.language !== undefined) await rebuildMenu();
      return settings;
    },
  };
}
