import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const HERE = import.meta.dirname;

/**
 * Builds the test-only files harness into outDir with the app's build settings. serve.ts sends
 * it with the app's own Content-Security-Policy, so the worker is proven to load under it.
 */
export async function buildFilesHarness(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: HERE,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: resolve(HERE, 'index.html') } },
  });
}
