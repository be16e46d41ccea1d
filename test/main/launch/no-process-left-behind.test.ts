// No process left behind: the preview (`npm start` without Electron, scripts/start.ts) run as a
// real process, its core killed with SIGKILL, and the preview itself stopped as a terminal's
// Ctrl-C stops it, with SIGTERM, and with SIGKILL. What runs is read from /proc: the demo
// stand-ins are the processes whose command line names the stand-in's entry and this run's own
// data folder; the cores are the preview's children running the core's entry.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CORE_ENTRY } from '../../../main/core-process/node-core.ts';
import {
  runningProcesses,
  stillRunning,
  until,
  type RunningProcess,
} from '../../support/processes.ts';
import { shippedRendererDir } from '../../support/shipped-build.ts';

const root = resolve(import.meta.dirname, '../../..');
const STAND_IN_ENTRY = join(root, 'service', 'cli.ts');
const temp = mkdtempSync(join(tmpdir(), 'kikan-lifetime-'));

interface Preview {
  child: ChildProcessByStdio<null, Readable, Readable>;
  dataDir: string;
  address: URL;
  secret: string;
  exited: Promise<number | null>;
}
const started: Preview[] = [];

beforeAll(async () => {
  // `npm test` builds first; a lone run of this file builds the app the preview serves.
  await shippedRendererDir();
}, 300_000);

afterEach(() => {
  // A failed test must not leave its own processes behind either.
  for (const preview of started.splice(0)) {
    const left = [...descendants(preview.child.pid), ...standIns(preview)];
    for (const p of left) killQuietly(p.pid);
    preview.child.kill('SIGKILL');
  }
});
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function startPreview(name: string): Promise<Preview> {
  const dataDir = join(temp, name);
  const child = spawn(
    process.execPath,
    [join(root, 'scripts/start.ts'), '--no-build', '--no-open', '--data', dataDir],
    {
      cwd: root,
      env: { ...process.env, BROWSER: 'none', ELECTRON_OVERRIDE_DIST_PATH: join(temp, 'none') },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own, as a terminal gives a command: Ctrl-C signals the group.
      detached: true,
    },
  );
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const preview = { child, dataDir, exited } as Preview;
  started.push(preview);
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
  child.stderr.resume();
  const prefix = 'Kikan Desk (browser preview): ';
  await until(
    () => lines.some((line) => line.startsWith(prefix)),
    'the preview’s address',
    120_000,
  );
  const line = lines.find((l) => l.startsWith(prefix)) ?? '';
  preview.address = new URL(line.slice(prefix.length));
  preview.secret = new URLSearchParams(preview.address.hash.slice(1)).get('bridge') ?? '';
  return preview;
}

/** The demo stand-ins of this preview: their command line names its data folder. */
function standIns(preview: Preview): RunningProcess[] {
  return runningProcesses().filter(
    (p) => p.argv.includes(STAND_IN_ENTRY) && p.argv.some((a) => a.startsWith(preview.dataDir)),
  );
}

function descendants(pid: number | undefined): RunningProcess[] {
  const all = runningProcesses();
  const found: RunningProcess[] = [];
  let parents = new Set([pid]);
  while (parents.size > 0) {
    const children = all.filter((p) => parents.has(p.ppid));
    found.push(...children);
    parents = new Set(children.map((p) => p.pid));
  }
  return found;
}

function cores(preview: Preview): RunningProcess[] {
  return runningProcesses().filter(
    (p) => p.ppid === preview.child.pid && p.argv.includes(CORE_ENTRY),
  );
}

/** Opens the demo workspace through the page's bridge: the core starts its stand-in for it. */
async function openDemo(preview: Preview): Promise<void> {
  const response = await fetch(new URL('/__bridge/call/connections.openDemo', preview.address), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-kikan-bridge': preview.secret },
    body: '{}',
  });
  expect(await response.json()).toMatchObject({ ok: true });
}

async function theCore(preview: Preview): Promise<RunningProcess> {
  let found: RunningProcess[] = [];
  await until(() => (found = cores(preview)).length === 1, 'one core process');
  return found[0] as RunningProcess;
}

describe.skipIf(process.platform !== 'linux')('no process left behind (/proc)', () => {
  it('a core killed twice leaves one stand-in (the current core’s); Ctrl-C leaves none', async () => {
    const preview = await startPreview('crashes');
    // The first run opened the demo workspace: one core, one stand-in, the core's child.
    const seen: RunningProcess[] = [];
    let core = await theCore(preview);
    seen.push(core);
    await until(() => standIns(preview).length === 1, 'the first stand-in');
    expect(standIns(preview)[0]?.ppid).toBe(core.pid);
    seen.push(...standIns(preview));

    for (let crash = 1; crash <= 2; crash++) {
      process.kill(core.pid, 'SIGKILL');
      await until(() => cores(preview).some((p) => p.pid !== core.pid), `a new core (${crash})`);
      core = await theCore(preview);
      seen.push(core);
      await openDemo(preview);
      // The killed core's stand-in ends by itself: its stdin, the dead core's pipe, ended.
      await until(() => standIns(preview).length === 1, `one stand-in after crash ${crash}`);
      seen.push(...standIns(preview));
    }
    const [standIn] = standIns(preview);
    expect(standIn?.ppid).toBe(core.pid);
    // Every stand-in started was one process of its own: three, of which one runs.
    expect(
      new Set(seen.filter((p) => p.argv.includes(STAND_IN_ENTRY)).map((p) => p.pid)).size,
    ).toBe(3);

    // Ctrl-C in a terminal: SIGINT to the preview's whole process group.
    process.kill(-(preview.child.pid ?? 0), 'SIGINT');
    expect(await preview.exited).toBe(0);
    await until(() => standIns(preview).length === 0, 'no stand-in after Ctrl-C', 30_000);
    await until(() => !seen.some(stillRunning), 'none of the cores and stand-ins', 30_000);
  }, 300_000);

  it.each([
    ['SIGTERM', 0],
    ['SIGKILL', null],
  ] as const)(
    'a preview ended with %s (alone, not its group) leaves no core and no stand-in',
    async (signal, code) => {
      const preview = await startPreview(`preview-${signal}`);
      const core = await theCore(preview);
      await openDemo(preview);
      await until(() => standIns(preview).length === 1, 'the stand-in');
      const children = descendants(preview.child.pid);
      expect(children.map((p) => p.pid)).toEqual(expect.arrayContaining([core.pid]));
      expect(children.filter((p) => p.argv.includes(STAND_IN_ENTRY))).toHaveLength(1);

      preview.child.kill(signal);
      expect(await preview.exited).toBe(code);
      // After a SIGKILL the core hears its channel close; its stand-in hears its stdin end.
      await until(
        () => !children.some(stillRunning),
        `no process of the preview after ${signal}`,
        30_000,
      );
      expect(standIns(preview)).toEqual([]);
    },
    300_000,
  );
});
