import type { Session } from 'electron';
import { contentSecurityPolicy, isAppUrl } from './security-policy.ts';

/**
 * Session-wide rules (checklist #5, #7 and "no remote content"): every permission request and
 * check is denied, and requests leave the renderer only for the app's own scheme (and the dev
 * server in development). Service calls go from main, never here. The kikan:// handler sends
 * the CSP itself (app-protocol.ts); only the development server's http responses get it here.
 */
export function hardenSession(session: Session, devServerUrl: string | null): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => {
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  if (devServerUrl !== null) {
    const devOrigin = new URL(devServerUrl).origin;
    session.webRequest.onHeadersReceived((details, callback) => {
      if (!URL.canParse(details.url) || new URL(details.url).origin !== devOrigin) {
        callback({});
        return;
      }
      callback({
        responseHeaders: {
          ...details.responseHeaders,
          'Content-Security-Policy': [contentSecurityPolicy(devServerUrl)],
        },
      });
    });
  }
  session.webRequest.onBeforeRequest((details, callback) => {
    const allowed =
      isAppUrl(details.url, devServerUrl) ||
      details.url.startsWith('devtools://') ||
      details.url.startsWith('data:') ||
      (devServerUrl !== null && details.url.startsWith(devServerUrl.replace(/^http/, 'ws')));
    callback({ cancel: !allowed });
  });
}
