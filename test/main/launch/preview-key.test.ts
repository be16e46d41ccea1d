// The browser preview's key must reach no other local user. Another user ("nobody", through
// runuser; the test runs as root here and is skipped elsewhere) reads everything such a user can
// read: every process's command line and environment it may open, the files those name, and the
// preview's files under the temp folder. Every string shaped like a key is tried on the bridge.
// A control run opens the "browser" the old way (the key on its command line) to show the probe
// finds a key that is there. Real parts: the core process, the bridge, the launch file.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewCore } from '../../../main/preview/preview-core.ts';
import { startTestPreviewCore } from '../../support/preview-core.ts';
import { startBridge, type Bridge } from '../../../main/preview/server.ts';
import { writeLaunchFile, type LaunchFile } from '../../../scripts/launch/launch-file.ts';

const PROBE = String.raw`
const { readFileSync, readdirSync } = require('node:fs');
const { fileURLToPath } = require('node:url');
const [port, tmp] = process.argv.slice(2);
const texts = [];
const read = (path) => { try { const t = readFileSync(path, 'utf8'); texts.push(t); return t; } catch { return null; } };
let launchFileRead = false;
for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
  for (const part of ['cmdline', 'environ']) {
    const text = read('/proc/' + pid + '/' + part);
    if (text === null) continue;
    for (const arg of text.split('\0')) {
      let path = null;
      if (arg.startsWith('file://')) { try { path = fileURLToPath(arg); } catch {} }
      else if (arg.startsWith('/')) path = arg;
      if (path && path.endsWith('.html') && read(path) !== null) launchFileRead = true;
    }
  }
}
for (const dir of readdirSync(tmp).filter((name) => name.startsWith('kikan-preview-'))) {
  try { for (const file of readdirSync(tmp + '/' + dir)) if (read(tmp + '/' + dir + '/' + file) !== null) launchFileRead = true; } catch {}
}
const candidates = new Set();
for (const text of texts) for (const match of text.matchAll(/[A-Za-z0-9_-]{32}/g)) candidates.add(match[0]);
(async () => {
  let accepted = 0;
  for (const key of candidates) {
    const response = await fetch('http://127.0.0.1:' + port + '/__bridge/call/app.info', {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-kikan-bridge': key }, body: '{}',
    });
    if (response.status === 200) accepted += 1;
  }
  console.log(JSON.stringify({ candidates: candidates.size, accepted, launchFileRead }));
})();
`;

interface ProbeResult {
  candidates: number;
  accepted: number;
  launchFileRead: boolean;
}

const asRoot = process.getuid?.() === 0;
let userDataDir: string;
let rendererDir: string;
let probeDir: string;
let core: PreviewCore;
let bridge: Bridge;
let launch: LaunchFile;
const browsers: ChildProcess[] = [];

/** A stand-in for the system browser: a long-running process started with the given address. */
function openBrowser(address: string): void {
  browsers.push(
    spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)', address], { stdio: 'ignore' }),
  );
}

/** Runs the probe as nobody; asynchronously, since the bridge it calls runs in this process. */
async function probeAsNobody(): Promise<ProbeResult> {
  const port = new URL(bridge.url).port;
  const { stdout } = await promisify(execFile)(
    'runuser',
    ['-u', 'nobody', '--', process.execPath, join(probeDir, 'probe.cjs'), port, tmpdir()],
    { encoding: 'utf8', timeout: 120_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ProbeResult;
}

describe.skipIf(!asRoot)('the preview key, seen by another local user', () => {
  beforeAll(async () => {
    userDataDir = mkdtempSync(join(tmpdir(), 'kikan-key-'));
    rendererDir = mkdtempSync(join(tmpdir(), 'kikan-key-renderer-'));
    writeFileSync(
      join(rendererDir, 'index.html'),
      '<!doctype html><script type="module" src="/app.js"></script>',
    );
    probeDir = mkdtempSync(join(tmpdir(), 'kikan-key-probe-'));
    mkdirSync(probeDir, { recursive: true });
    chmodSync(probeDir, 0o755);
    writeFileSync(join(probeDir, 'probe.cjs'), PROBE, { mode: 0o644 });
    core = await startTestPreviewCore(userDataDir);
    bridge = await startBridge({ core, rendererDir });
    launch = writeLaunchFile(bridge.openUrl);
  });
  afterAll(async () => {
    for (const browser of browsers) browser.kill();
    launch.remove();
    await bridge.stop();
    await core.stop();
    for (const dir of [userDataDir, rendererDir, probeDir])
      rmSync(dir, { recursive: true, force: true });
  });

  it('finds nothing that opens the bridge when the browser is given the launch file', async () => {
    openBrowser(launch.url);
    const result = await probeAsNobody();
    expect(result.launchFileRead).toBe(false);
    expect(result.accepted).toBe(0);
  });

  it('(control) would find the key if the browser were given the address itself', async () => {
    openBrowser(bridge.openUrl);
    expect((await probeAsNobody()).accepted).toBeGreaterThan(0);
  });
});
