import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

// The tests and benchmarks run the files the app ships: electron-vite's build (its resolved
// config, minified), in out/. `npm test` builds once and says so with BUILT_ENV; any other run
// (one spec, one benchmark) builds first, so it never runs a stale or different bundle.

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const SHIPPED_RENDERER_DIR = join(REPO_ROOT, 'out', 'renderer');
export const SHIPPED_PRELOAD_DIR = join(REPO_ROOT, 'out', 'preload');
/** The core process's entry as shipped (one bundle; plain Node runs it as the preview's child). */
export const SHIPPED_CORE_ENTRY = join(REPO_ROOT, 'out', 'main', 'core.js');
/** The stand-in service as the app ships it for the demo workspace (service/cli.ts, bundled). */
export const SHIPPED_STAND_IN_CLI = join(REPO_ROOT, 'out', 'main', 'demo-service.js');
/** Set (to 1) by test/tools/test.sh right after its `electron-vite build`. */
export const BUILT_ENV = 'KIKAN_APP_BUILT';

/** Runs `electron-vite build` in the repository (main, preload, renderer) as a child process. */
export async function buildShippedApp(): Promise<void> {
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('electron-vite/package.json')),
    'bin',
    'electron-vite.js',
  );
  const child = spawn(process.execPath, [cli, 'build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('exit', done);
  });
  if (code !== 0) throw new Error(`electron-vite build failed (exit code ${String(code)})`);
}

/** The shipped renderer's folder, built now unless this run's build already made it. */
export async function shippedRendererDir(): Promise<string> {
  const built =
    process.env[BUILT_ENV] === '1' && existsSync(join(SHIPPED_RENDERER_DIR, 'index.html'));
  if (!built) await buildShippedApp();
  return SHIPPED_RENDERER_DIR;
}
