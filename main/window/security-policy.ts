// The app's fixed security choices, kept as data so the window factory, the session setup and
// their tests share one source.

/** The renderer is served from this custom scheme, never file:// (Electron security checklist #18). */
export const APP_SCHEME = 'kikan';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * The renderer's Content-Security-Policy. Only the development server (hot reload) gets inline
 * scripts and its websocket; the built app gets nothing beyond its own files.
 */
export function contentSecurityPolicy(devServerUrl: string | null): string {
  const dev = devServerUrl !== null;
  const devSocket = dev ? ` ${devServerUrl.replace(/^http/, 'ws')}` : '';
  return [
    "default-src 'none'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    // The file parser's worker is one of our files; inside it, fflate (read-excel-file's unzip)
    // inflates large XLSX sheets in workers it starts from blob: URLs of its own code.
    "worker-src 'self' blob:",
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${devSocket}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** External links the app may hand to the OS browser; everything else is refused. */
export const EXTERNAL_LINK_ALLOW_LIST: readonly string[] = ['https://www.electronjs.org/'];

export function isAllowedExternalLink(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') return false;
  return EXTERNAL_LINK_ALLOW_LIST.some((allowed) => url.startsWith(allowed));
}

/** True for URLs of the app's own renderer (and the dev server in development). */
export function isAppUrl(url: string, devServerUrl: string | null): boolean {
  if (!URL.canParse(url)) return false;
  const origin = new URL(url).origin;
  if (url.startsWith(`${APP_ORIGIN}/`)) return true;
  return (
    devServerUrl !== null && URL.canParse(devServerUrl) && origin === new URL(devServerUrl).origin
  );
}
