import type { WebPreferences } from 'electron';

/**
 * Every renderer of the app runs with these (Electron security checklist #2–#4, #6, #8–#10).
 * DevTools exist only in a development build: in a packaged app they would hand anyone at the
 * keyboard the renderer's IPC surface.
 */
export function secureWebPreferences(preloadPath: string, devTools: boolean): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    devTools,
  };
}
