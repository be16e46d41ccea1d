import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { ipcNamesDefine } from './main/preload/ipc-names.ts';
import { rendererConfigFor } from './renderer/vite.config.ts';
import { licensesCollector } from './scripts/licenses.ts';

// out/licenses.txt: the licenses of the packages the app ships, packed (node_modules) or bundled
// by any of the builds below (Help menu, About).
const licenses = licensesCollector(
  import.meta.dirname,
  resolve(import.meta.dirname, 'out/licenses.txt'),
);
const renderer = rendererConfigFor(resolve(import.meta.dirname, 'renderer'));

export default defineConfig({
  main: {
    plugins: [licenses.plugin()],
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        input: {
          index: resolve(import.meta.dirname, 'main/index.ts'),
          // The core (store, keychain, service client, imports) runs as a utility process.
          core: resolve(import.meta.dirname, 'main/core-process/entry.ts'),
          // The core plans a catalog's import in a worker thread of its own.
          'plan-worker': resolve(import.meta.dirname, 'main/imports/plan-worker.ts'),
          // … and answers its long reads (drafts.load, catalog.values) in another.
          'reads-worker': resolve(import.meta.dirname, 'main/core-process/reads-worker.ts'),
          'writes-worker': resolve(import.meta.dirname, 'main/core-process/writes-worker.ts'),
          // The demo workspace runs the stand-in as a child process; it ships
          // bundled beside main so the packaged app needs no TypeScript runtime.
          'demo-service': resolve(import.meta.dirname, 'service/cli.ts'),
        },
      },
    },
  },
  preload: {
    plugins: [licenses.plugin()],
    // The contract's names, without its schemas (main/preload/ipc-names.ts).
    define: ipcNamesDefine(),
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
  renderer: {
    ...renderer,
    plugins: [...(renderer.plugins ?? []), licenses.plugin()],
    worker: { plugins: () => [licenses.plugin()] },
  },
});
