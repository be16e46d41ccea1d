import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';

// The one renderer config: electron-vite (electron.vite.config.ts), `npm run dev:browser` and the
// end-to-end build all use it, so the app, the browser preview and the tests run the same bundle.

/**
 * The Content-Security-Policy lives in index.html and is strict in every build. The development
 * server needs inline module scripts (React Refresh preamble) and inline <style> (CSS hot
 * reload); rather than allow every inline script there, it gets a per-start nonce that Vite
 * stamps on exactly the tags it writes.
 */
function devServerCspNonce(): Plugin {
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
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

/**
 * The config for a renderer folder. electron-vite bundles its config file before running it, which
 * loses this module's own import.meta.dirname, so electron.vite.config.ts passes the folder in.
 */
export function rendererConfigFor(root: string): UserConfig {
  return {
    root,
    // Relative asset paths: the same build is served from kikan://app/ and from the test bridge.
    base: './',
    plugins: [react(), devServerCspNonce()],
    build: {
      outDir: `${root}/../out/renderer`,
      emptyOutDir: true,
      // electron-vite leaves minification off unless asked; the shipped bundle is minified.
      minify: true,
      rolldownOptions: { input: `${root}/index.html` },
    },
  };
}

/** For Node-run callers (dev:browser, the e2e build), where import.meta.dirname is this folder. */
export const rendererConfig: UserConfig = rendererConfigFor(import.meta.dirname);

export default rendererConfig;
