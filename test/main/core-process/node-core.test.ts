// The core in its own process, as the preview, the end-to-end tests and the benchmarks run it: a
// Node child forked from the same entry Electron runs as a utility process, over the one message
// protocol. Real parts: the child, node:sqlite, the stand-in over loopback HTTP; the keychain is
// the 'none' vault (no keychain session in a plain Vitest run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreProcess } from '../../../main/core-process/core-process.ts';
import { CoreSupervisor, type CoreState } from '../../../main/core-process/core-supervisor.ts';
import { forkCore } from '../../../main/core-process/node-core.ts';
import type { CoreStartOptions } from '../../../main/core-process/protocol.ts';
import { remoteHandlers } from '../../../main/core-process/remote-handlers.ts';
import { injectFault, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile } from '../core/core-harness.ts';
import { until } from '../../support/until.ts';

let standIn: StandIn;
let userDataDir: string;
let options: CoreStartOptions;

beforeAll(async () => {
  standIn = await startStandIn({ size: 20 });
  userDataDir = mkdtempSync(join(tmpdir(), 'kikan-core-process-'));
  options = { userDataDir, appVersion: '0.0.0-test', platform: process.platform, keychain: 'none' };
});
afterAll(async () => {
  await standIn.stop();
  rmSync(userDataDir, { recursive: true, force: true });
});

describe('the core in a Node child process', () => {
  let core: CoreProcess;
  beforeAll(async () => {
    core = await forkCore(options);
  });
  afterAll(async () => {
    await core.stop();
  });

  it('runs in a process of its own and answers calls through the handler table', async () => {
    expect(core.pid).toBeGreaterThan(0);
    expect(core.pid).not.toBe(process.pid);
    const info = await core.client.call('app.info', {});
    expect(info).toMatchObject({ ok: true, value: { version: '0.0.0-test' } });
    // Input is validated in the core, as over IPC.
    expect(await core.client.call('vouchers.get', { kind: 'nonsense' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input' },
    });
    expect(await core.client.call('no.such', {})).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input' },
    });
  });

  it('takes a JSON body as text and answers JSON text (the relay parses neither)', async () => {
    const text = await core.client.callJson('settings.get', '');
    expect(typeof text).toBe('string');
    expect(JSON.parse(text)).toMatchObject({ ok: true, value: { theme: 'system' } });
    expect(JSON.parse(await core.client.callJson('settings.get', '{nope'))).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input' },
    });
  });

  it('sends its events, and cancels a call in flight when asked', async () => {
    const handlers = remoteHandlers(() => core.client);
    const seen: string[] = [];
    const stop = core.client.onEvent((name) => seen.push(name));
    await handlers['connections.connectWithToken'](
      { profile: customProfile(standIn.url), token: standIn.app('demo', 'full').token },
      {},
    );
    await until(() => seen.includes('connections.changed'), 'the event');
    stop();

    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/leases/',
      kind: 'delay',
      delay_ms: 20_000,
      times: 1,
    });
    const before = (await statsOf(standIn)).requests;
    const cancel = new AbortController();
    const answer = core.client.call(
      'vouchers.get',
      { kind: 'leases', number: 'L-1' },
      cancel.signal,
    );
    await until(async () => (await statsOf(standIn)).requests > before, 'the request');
    cancel.abort();
    expect(await answer).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });
});

describe('a core process that is killed', () => {
  it('fails the calls it was running with a retryable error, and a new one takes over', async () => {
    const states: CoreState[] = [];
    const supervisor = await CoreSupervisor.start({
      launch: () => forkCore(options),
      onState: (state) => states.push(state),
    });
    try {
      const first = await supervisor.current();
      // A vault without a keychain keeps tokens in the process's memory: connect in this one.
      await remoteHandlers(() => first.client)['connections.connectWithToken'](
        { profile: customProfile(standIn.url), token: standIn.app('demo', 'full').token },
        {},
      );
      await injectFault(standIn, {
        method: 'GET',
        path_prefix: '/leases/',
        kind: 'delay',
        delay_ms: 20_000,
        times: 1,
      });
      const before = (await statsOf(standIn)).requests;
      const running = supervisor.call('vouchers.get', { kind: 'leases', number: 'L-2' });
      await until(async () => (await statsOf(standIn)).requests > before, 'the request');
      process.kill(first.pid ?? 0, 'SIGKILL');
      expect(await running).toMatchObject({ ok: false, error: { kind: 'core_restarted' } });
      await until(() => states.includes('ready'), 'the restarted core');
      expect(states).toEqual(['restarting', 'ready']);
      const second = await supervisor.current();
      expect(second.pid).not.toBe(first.pid);
      // The new core has the same store: the connection made before the kill is still there.
      const list = await supervisor.call('connections.list', {});
      expect(list.ok).toBe(true);
      expect(list.ok && (list.value as { activeId: string | null }).activeId).toBeTruthy();
      expect(await supervisor.call('app.info', {})).toMatchObject({ ok: true });
    } finally {
      await supervisor.stop();
    }
  }, 180_000);
});
