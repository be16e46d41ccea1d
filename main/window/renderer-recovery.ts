// A renderer that crashed (out of memory, killed, a fault) leaves a blank window. Its contents are
// reloaded once; a renderer that crashes again soon after the reload is left alone, so a page
// that crashes on load cannot loop. Drafts are saved in main as staff type, so a reload loses at
// most the last fraction of a second of typing.

export interface RecoverableContents {
  on(
    event: 'render-process-gone',
    listener: (event: unknown, details: { reason: string; exitCode: number }) => void,
  ): unknown;
  reload(): void;
  isDestroyed(): boolean;
}

export interface RecoveryOptions {
  /** A crash within this time after the last reload is not reloaded again. */
  quietMs?: number;
  now?: () => number;
  log?: (event: string, fields: Record<string, string | number>) => void;
}

export const CRASH_LOOP_WINDOW_MS = 60_000;

export function reloadAfterCrash(
  contents: RecoverableContents,
  options: RecoveryOptions = {},
): void {
  const { quietMs = CRASH_LOOP_WINDOW_MS, now = Date.now, log } = options;
  let lastReload = Number.NEGATIVE_INFINITY;
  contents.on('render-process-gone', (_event, details) => {
    const fields = { reason: details.reason, exitCode: details.exitCode };
    // 'clean-exit' is a renderer that ended on purpose (the window is closing): nothing to do.
    if (details.reason === 'clean-exit' || contents.isDestroyed()) {
      log?.('renderer-gone', fields);
      return;
    }
    if (now() - lastReload < quietMs) {
      log?.('renderer-gone', { ...fields, action: 'not-reloaded-crash-loop' });
      return;
    }
    lastReload = now();
    log?.('renderer-gone', { ...fields, action: 'reloaded' });
    contents.reload();
  });
}
