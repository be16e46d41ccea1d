// npm start: builds the app, then runs it in Electron where its binary is installed; elsewhere
// (a network that blocks Electron's download) it says so in one sentence and opens the same
// app as a browser preview on loopback. It never ends in a stack trace.
//   node scripts/start.ts [--no-build] [--no-open] [--data DIR]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startBrowserPreview, previewDataDir, type Preview } from './launch/browser-preview.ts';
import { findElectronBinary, NO_ELECTRON_MESSAGE } from './launch/electron-binary.ts';
import { writeLaunchFile } from './launch/launch-file.ts';
import { openInBrowser } from './launch/open-browser.ts';

const root = resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(`Kikan Desk could not start: ${message}`);
  process.exit(1);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      'no-open': { type: 'boolean', default: false },
      data: { type: 'string' },
    },
  });
  if (!values['no-build']) {
    const { build } = await import('electron-vite');
    await build({ root, logLevel: 'warn' });
  }
  const rendererDir = join(root, 'out', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html')))
    fail('the build is missing; run npm run build.');

  const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const electron = findElectronBinary(electronDir, process.env);
  if (electron !== null) {
    const child = spawn(electron, [root], { stdio: 'inherit' });
    child.on('error', (error) => {
      fail(messageOf(error));
    });
    child.on('exit', (code) => process.exit(code ?? 0));
    return;
  }

  console.log(NO_ELECTRON_MESSAGE);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const userDataDir = values.data ?? previewDataDir(process.env, process.platform);
  const preview: Preview = await startBrowserPreview({
    rendererDir,
    userDataDir,
    serviceEntry: join(root, 'service', 'cli.ts'),
    appVersion: version,
  });
  // The browser gets a file only this user can read, never the key on its command line.
  const launch = writeLaunchFile(preview.address);
  console.log(`Kikan Desk (browser preview): ${preview.address}`);
  console.log('The address carries this run’s key: open it as printed. Press Ctrl-C to stop.');
  if (!values['no-open']) openInBrowser(launch.url);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    launch.remove();
    setTimeout(() => process.exit(0), 5000).unref();
    preview.stop().then(
      () => process.exit(0),
      () => process.exit(0),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  fail(messageOf(error));
});
