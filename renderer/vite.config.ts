import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';

// The one renderer config: electron-vite (electron.vite.config.ts), `npm run dev:browser` and the
// end-to-end build all use it, so the app, the browser preview and the tests run the same bundle.

const root = import.meta.dirname;

/**
 * The Content-Security-Policy lives in index.html and is strict in every build. The development
 * server needs inline module scripts (React Refresh preamble) and inline <style> (CSS hot
 * reload); rather than allow every inline script there, it gets a per-start nonce that Vite
 * stamps on exactly the tags it writes.
 */
function devServerCspNonce(): Plugin {
  const nonce = randomBytes(16).toString('base64');
  return {
    name: 'kikan:dev-csp-nonce',
    apply: 'serve',
    config: () => ({ html: { cspNonce: nonce } }),
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`)
          .replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`),
    },
  };
}

export const rendererConfig: UserConfig = {
  root,
  // Relative asset paths: the same build is served from kikan://app/ and from the test bridge.
  base: './',
  plugins: [react(), devServerCspNonce()],
  build: {
    outDir: resolve(root, '../out/renderer'),
    emptyOutDir: true,
    rolldownOptions: { input: resolve(root, 'index.html') },
  },
};

export default rendererConfig;
