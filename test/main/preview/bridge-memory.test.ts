// The preview's server keeps nothing per call: 3,000 calls with 15,000-character names that are
// no call's leave its heap (this process serves the bridge here) about where it was. Real parts:
// the preview's HTTP server, its core in a Node child process, fetch over loopback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewCore } from '../../../main/preview/preview-core.ts';
import { startTestPreviewCore } from '../../support/preview-core.ts';
import {
  MAX_RECORDED_CALLS,
  callRecorder,
  startBridge,
  type Bridge,
} from '../../../main/preview/server.ts';
import { SECRET_HEADER } from '../../../main/preview/shim.ts';
import type { CallName } from '../../../app/ipc/contract.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let userDataDir: string;
let rendererDir: string;
let core: PreviewCore;

beforeAll(async () => {
  userDataDir = mkdtempSync(join(tmpdir(), 'kikan-bridge-memory-'));
  rendererDir = mkdtempSync(join(tmpdir(), 'kikan-bridge-memory-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  core = await startTestPreviewCore(userDataDir);
});
afterAll(async () => {
  await core.stop();
  rmSync(userDataDir, { recursive: true, force: true });
  rmSync(rendererDir, { recursive: true, force: true });
});

function caller(bridge: Bridge) {
  const secret = new URL(bridge.openUrl).hash.replace('#bridge=', '');
  return async (name: string): Promise<unknown> => {
    const response = await fetch(`${bridge.url}__bridge/call/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: secret },
      body: '{}',
    });
    return response.json();
  };
}

/** Makes `count` calls, a few at a time; each name from `nameOf`. */
async function callMany(
  call: (name: string) => Promise<unknown>,
  count: number,
  nameOf: (i: number) => string,
) {
  let next = 0;
  const answers: unknown[] = [];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < count) answers.push(await call(nameOf(next++)));
    }),
  );
  return answers;
}

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const longName = (i: number): string => `${'n'.repeat(15_000)}${String(i)}`;

describe('the preview server after 3,000 calls with 15,000-character unknown names', () => {
  it('holds about what it held before, and keeps no name', async () => {
    const bridge = await startBridge({ core, rendererDir });
    try {
      const call = caller(bridge);
      await callMany(call, 200, longName); // warm up: connections, compiled code
      const before = heapAfterGc();
      const answers = await callMany(call, 3_000, (i) => longName(i + 200));
      const after = heapAfterGc();
      const grown = (after - before) / 1024 / 1024;
      console.log(
        `preview server heap after GC: ${(before / 1024 / 1024).toFixed(1)} MiB before, ` +
          `${(after / 1024 / 1024).toFixed(1)} MiB after 3,000 long-named calls (${grown.toFixed(1)} MiB grown)`,
      );
      expect(answers).toHaveLength(3_000);
      for (const answer of answers) {
        expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
        expect(JSON.stringify(answer).length).toBeLessThan(500);
      }
      // The names alone are 45 MB: kept, they would show many times over this bound.
      expect(grown).toBeLessThan(15);
      expect(bridge.calls).toEqual([]);
    } finally {
      await bridge.stop();
    }
  }, 300_000);

  it('records, when a test asks, only the contract’s names, and only the newest', async () => {
    const bridge = await startBridge({ core, rendererDir, recordCalls: true });
    try {
      const call = caller(bridge);
      await callMany(call, 100, longName);
      await call('app.info');
      await call('settings.get');
      expect(bridge.calls).toEqual(['app.info', 'settings.get']);
    } finally {
      await bridge.stop();
    }
    const calls: CallName[] = [];
    const record = callRecorder(calls);
    for (let i = 0; i < MAX_RECORDED_CALLS + 5; i++) {
      record('app.info');
      record(`x${String(i)}`);
    }
    record('sent.list');
    expect(calls).toHaveLength(MAX_RECORDED_CALLS);
    expect(calls.at(-1)).toBe('sent.list');
  });
});
