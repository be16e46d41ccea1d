import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

const HERE = import.meta.dirname;

/** The Content-Security-Policy <meta> of the app's own index.html, so the harness runs under it. */
function appCspMeta(): string {
  const html = readFileSync(resolve(HERE, '../../../renderer/index.html'), 'utf8');
  const meta = /<meta\s+http-equiv="Content-Security-Policy"[\s\S]*?\/>/.exec(html)?.[0];
  if (!meta) throw new Error('renderer/index.html has no Content-Security-Policy meta tag');
  return meta;
}

function stampAppCsp(): Plugin {
  return {
    name: 'files-harness:app-csp',
    transformIndexHtml: (html) => html.replace('<!--APP_CSP-->', appCspMeta()),
  };
}

/** Builds the test-only files harness (with the app's CSP and build settings) into outDir. */
export async function buildFilesHarness(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: HERE,
    base: './',
    logLevel: 'warn',
    plugins: [react(), stampAppCsp()],
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: resolve(HERE, 'index.html') } },
  });
}
