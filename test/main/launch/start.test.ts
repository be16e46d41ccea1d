// `npm start` (scripts/start.ts) as a new user meets it, run as a real process: where no Electron
// binary is installed (as on this machine) it says so in one sentence and serves the browser
// preview with the real core and the demo stand-in; where one is, it starts that binary.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ELECTRON_MESSAGE } from '../../../scripts/launch/electron-binary.ts';
import { shippedRendererDir } from '../../support/shipped-build.ts';
import { until } from '../../support/until.ts';

const root = resolve(import.meta.dirname, '../../..');
const temp = mkdtempSync(join(tmpdir(), 'kikan-start-'));
const noElectron = join(temp, 'no-electron');

beforeAll(async () => {
  // `npm test` builds first; a lone run of this file builds the app the launcher serves.
  await shippedRendererDir();
}, 300_000);

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

interface Run {
  child: ChildProcessByStdio<null, Readable, Readable>;
  lines: string[];
  errors: string[];
  exited: Promise<number | null>;
}

function launch(args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, [join(root, 'scripts/start.ts'), '--no-build', ...args], {
    cwd: root,
    env: { ...process.env, BROWSER: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const errors: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
  createInterface({ input: child.stderr }).on('line', (line) => errors.push(line));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  return { child, lines, errors, exited };
}

// The preview's core starts in a process of its own: slow on a loaded machine, hence 120 s.
describe('npm start without an Electron binary', () => {
  it('says so once, serves the preview in the demo, and keeps its key out of served files', async () => {
    const run = launch(['--data', join(temp, 'data')], { ELECTRON_OVERRIDE_DIST_PATH: noElectron });
    try {
      const addressLine = await until(
        () => run.lines.find((line) => line.startsWith('Kikan Desk (browser preview): ')),
        'the address',
      );
      expect(run.lines[0]).toBe(NO_ELECTRON_MESSAGE);
      expect(run.lines.filter((line) => line === NO_ELECTRON_MESSAGE)).toHaveLength(1);
      const address = new URL(addressLine.slice(addressLine.indexOf('http')));
      expect(address.hostname).toBe('127.0.0.1');
      const secret = new URLSearchParams(address.hash.slice(1)).get('bridge') ?? '';
      expect(secret.length).toBeGreaterThan(20);

      const page = await fetch(new URL('/', address));
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain(secret);
      const call = (headers: Record<string, string>) =>
        fetch(new URL('/__bridge/call/connections.list', address), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: '{}',
        });
      expect((await call({})).status).toBe(403);
      const listed = (await (await call({ 'x-kikan-bridge': secret })).json()) as {
        ok: boolean;
        value: { profiles: { isDemo: boolean; state: string }[] };
      };
      expect(listed.value.profiles.some((p) => p.isDemo)).toBe(true);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
    expect(run.errors.filter((line) => /^\s+at /.test(line))).toEqual([]);
  }, 120_000);

  it('ends a failure in one sentence, never a stack trace', async () => {
    const file = join(temp, 'a-file');
    writeFileSync(file, 'not a folder');
    const run = launch(['--data', join(file, 'data')], { ELECTRON_OVERRIDE_DIST_PATH: noElectron });
    expect(await run.exited).toBe(1);
    expect(run.errors.at(-1)).toMatch(/^Kikan Desk could not start: /);
    expect([...run.lines, ...run.errors].filter((line) => /^\s+at /.test(line))).toEqual([]);
  }, 120_000);
});

describe.skipIf(process.platform === 'win32')('npm start with an Electron binary', () => {
  it('starts Electron on the app, and no preview', async () => {
    // A stand-in binary that reports its arguments (the real one cannot run on this machine);
    // with no path.txt in the electron package, the override folder's `electron` is the binary.
    const dist = mkdtempSync(join(temp, 'electron-dist-'));
    const binary = join(dist, 'electron');
    writeFileSync(binary, '#!/bin/sh\necho "electron started with $*"\n');
    chmodSync(binary, 0o755);
    const run = launch([], { ELECTRON_OVERRIDE_DIST_PATH: dist });
    expect(await run.exited).toBe(0);
    // Its output may reach the lines a moment after the exit.
    await until(() => run.lines.includes(`electron started with ${root}`), 'the binary’s line');
    expect(run.lines).not.toContain(NO_ELECTRON_MESSAGE);
  });
});
