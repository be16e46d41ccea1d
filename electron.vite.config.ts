import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfigFor } from './renderer/vite.config.ts';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        input: {
          index: resolve(import.meta.dirname, 'main/index.ts'),
          // The demo workspace runs the stand-in as a child process; it ships
          // bundled beside main so the packaged app needs no TypeScript runtime.
          'demo-service': resolve(import.meta.dirname, 'service/cli.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload may only require('electron'): bundle everything else in, as CommonJS.
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'main/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  // One renderer config for the app, `npm run dev:browser` and the end-to-end build.
  renderer: rendererConfigFor(resolve(import.meta.dirname, 'renderer')),
});
