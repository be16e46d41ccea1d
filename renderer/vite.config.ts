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

/** V8's explicit compile hint (Chromium 136+): compile every function of the file eagerly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every UI chunk for eager compilation. V8 otherwise compiles a function when it is first
 * called, on the main thread: in a new renderer process (each launch) that was 150–180 ms of the
 * catalog's first paint, most of it React and the screen rendering for the first time. Hinted,
 * V8 compiles the chunks on a background thread while they stream in, and the code cache then
 * holds every function. The comment has to be the file's very first line, so it is added after
 * Vite's own additions (its preload map). The file worker is left as it is: it runs off the UI
 * thread and only when a file is opened.
 */
function eagerCompileHints(): Plugin {
  return {
    name: 'kikan:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.fileName.includes('.worker')) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
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
    plugins: [react(), devServerCspNonce(), eagerCompileHints()],
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
