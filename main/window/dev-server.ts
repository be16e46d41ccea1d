/**
 * The renderer's development server (electron-vite sets ELECTRON_RENDERER_URL for `npm run dev`).
 * Only a development build may follow it: a packaged app that honoured it would load whatever
 * site the variable names into a window with the app's IPC and a loosened CSP.
 */
export function devServerUrlFor(isPackaged: boolean, env: NodeJS.ProcessEnv): string | null {
  if (isPackaged) return null;
  const url = env['ELECTRON_RENDERER_URL'];
  if (url === undefined || !URL.canParse(url)) return null;
  const { protocol } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? url : null;
}
