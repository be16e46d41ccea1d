// A small input that repeats itself costs the core no more than its limits allow. Real parts:
// the core in a Node child process (the call crosses as a structured clone, as from Electron's
// main), the same handler table and store the app runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreProcess } from '../../../main/core-process/core-process.ts';
import { forkCore } from '../../../main/core-process/node-core.ts';

let userDataDir: string;
let core: CoreProcess;

beforeAll(async () => {
  userDataDir = mkdtempSync(join(tmpdir(), 'kikan-bounded-calls-'));
  core = await forkCore({
    userDataDir,
    appVersion: '0.0.0-test',
    platform: process.platform,
    keychain: 'none',
  });
});
afterAll(async () => {
  await core.stop();
  rmSync(userDataDir, { recursive: true, force: true });
});

describe('drafts.save with one empty object a million times', () => {
  it('is answered with at most 20 kB of error, and the core answers on', async () => {
    const same = {};
    const input = {
      profileId: 'p',
      grid: 'brands',
      upserts: Array.from({ length: 1_000_000 }, () => same),
      deletes: [],
    };
    const started = performance.now();
    const answer = await core.client.call('drafts.save', input);
    const elapsed = performance.now() - started;
    const text = JSON.stringify(answer);
    console.log(
      `drafts.save × 1,000,000: ${elapsed.toFixed(0)} ms, ${String(text.length)} characters`,
    );
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(text).toContain('200,000 rows');
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(await core.client.call('app.info', {})).toMatchObject({ ok: true });
  });

  it('as JSON text (the preview’s way) too, and a within-limit batch of bad rows stays small', async () => {
    const million = `{"profileId":"p","grid":"brands","deletes":[],"upserts":[${Array(1_000_000).fill('{}').join(',')}]}`;
    const answer = await core.client.callJson('drafts.save', million);
    expect(answer.length).toBeLessThanOrEqual(20_000);
    expect(JSON.parse(answer)).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    // 200,000 empty rows: within the row limit, every one invalid three times over (600,000
    // problems, which zod would take seconds to word): checking stops at the first.
    const rows = Array.from({ length: 200_000 }, () => ({}));
    const started = performance.now();
    const within = await core.client.call('drafts.save', {
      profileId: 'p',
      grid: 'products',
      upserts: rows,
      deletes: [],
    });
    const elapsed = performance.now() - started;
    console.log(`drafts.save of 200,000 distinct empty rows: ${elapsed.toFixed(0)} ms`);
    expect(JSON.stringify(within).length).toBeLessThanOrEqual(20_000);
    expect(JSON.stringify(within)).toContain('(checking stopped at the first problem)');
    expect(await core.client.call('app.info', {})).toMatchObject({ ok: true });
  });
});
