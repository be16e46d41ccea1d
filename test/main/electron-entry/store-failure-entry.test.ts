// A packaged app whose store cannot open (here a kikan.sqlite that is not a database) tells the
// staff member in a dialog, with the reason and the data folder, and quits with an error code
// instead of ending with a console line no one reads. The `electron` module is the recording
// fake (no Electron binary runs here; see fake-electron-app.ts); the core process, its store
// opening and node:sqlite are real.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow } from '../window/fake-electron.ts';
import { fakeElectronApp, type FakeElectronApp } from './fake-electron-app.ts';
import { until } from '../../support/until.ts';

const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-store-failure-'));
writeFileSync(join(userDataDir, 'kikan.sqlite'), 'this is not a database '.repeat(200), {
  mode: 0o600,
});
const fake: FakeElectronApp = fakeElectronApp(userDataDir, { isPackaged: true, locale: 'en-US' });
vi.mock('electron', () => fake.module);

beforeAll(async () => {
  FakeBrowserWindow.created = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await import('../../../main/index.ts');
  // The core process is forked, fails to open the store and reports it: wait for the exit.
  await until(() => fake.exitCodes.length > 0, 'the app to exit');
}, 90_000);

afterAll(() => {
  vi.restoreAllMocks();
  rmSync(userDataDir, { recursive: true, force: true });
});

describe('a store that cannot open', () => {
  it('shows a dialog with the reason and the data folder, then exits with an error code', () => {
    expect(fake.exitCodes).toEqual([1]);
    expect(fake.errorBoxes).toHaveLength(1);
    const [box] = fake.errorBoxes;
    expect(box?.title).toBe('Kikan Desk could not start');
    expect(box?.content).toContain('The local data file cannot be opened');
    expect(box?.content).toContain(`Data folder: ${userDataDir}`);
    // No window was opened on a core that never started.
    expect(FakeBrowserWindow.created).toHaveLength(0);
  });

  it('leaves no core process running', () => {
    for (const child of fake.coreChildren)
      expect(child.exitCode !== null || child.killed).toBe(true);
  });
});
