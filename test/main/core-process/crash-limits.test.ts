// A call that makes the core die, and a core that keeps dying. Real parts: the core in a Node
// child process, the stand-in over loopback HTTP. A crash is made the way a kill by the system
// would make it: SIGKILL while the call is running in the core (the supervisor cannot tell a
// kill from a crash the call caused, and needs no hook in the core to be tested). The clock the
// supervisor reads is the test's, so "a minute later" and "100 s between crashes" take no time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcResult } from '../../../app/errors.ts';
import {
  CALM_MS,
  CRASH_LIMIT,
  CoreSupervisor,
  type CoreState,
} from '../../../main/core-process/core-supervisor.ts';
import { REFUSAL_MS } from '../../../main/core-process/crash-blame.ts';
import { forkCore } from '../../../main/core-process/node-core.ts';
import type { CoreStartOptions } from '../../../main/core-process/protocol.ts';
import { clearFaults, injectFault, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile } from '../core/core-harness.ts';

let standIn: StandIn;
let userDataDir: string;
let options: CoreStartOptions;

beforeAll(async () => {
  standIn = await startStandIn({ size: 20 });
  userDataDir = mkdtempSync(join(tmpdir(), 'kikan-crash-limits-'));
  options = { userDataDir, appVersion: '0.0.0-test', platform: process.platform, keychain: 'none' };
});
afterAll(async () => {
  await standIn.stop();
  rmSync(userDataDir, { recursive: true, force: true });
});

async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

function testClock(): { now: () => number; advance: (ms: number) => void } {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms) => (offset += ms) };
}

async function startSupervised(now: () => number) {
  const states: CoreState[] = [];
  const gaveUp: Error[] = [];
  const supervisor = await CoreSupervisor.start({
    launch: () => forkCore(options),
    onState: (state) => states.push(state),
    onGaveUp: (error) => gaveUp.push(error),
    now,
  });
  return { supervisor, states, gaveUp };
}

/** Kills the current core and waits for its successor (or for the supervisor to give up). */
async function killCore(
  supervisor: CoreSupervisor,
  states: CoreState[],
  gaveUp: Error[],
): Promise<void> {
  const core = await supervisor.current();
  const readyBefore = states.filter((state) => state === 'ready').length;
  process.kill(core.pid ?? 0, 'SIGKILL');
  await core.exited;
  await until(
    () => gaveUp.length > 0 || states.filter((state) => state === 'ready').length > readyBefore,
  );
}

describe('a call name that makes the core die', () => {
  it('is answered core_restarted, and after a second time within a minute refused for a minute', async () => {
    const clock = testClock();
    const { supervisor, states, gaveUp } = await startSupervised(clock.now);
    try {
      // The core keeps tokens in its memory ('none' vault): connect in each new core.
      const connect = () =>
        supervisor.call('connections.connectWithToken', {
          profile: customProfile(standIn.url),
          token: standIn.app('demo', 'full').token,
        });

      /** vouchers.get runs first and longest; a browse starts after it; then the core dies. */
      async function crashDuringGet(): Promise<IpcResult<unknown>[]> {
        expect(await connect()).toMatchObject({ ok: true });
        for (const path_prefix of ['/leases/', '/sales_orders']) {
          await injectFault(standIn, { path_prefix, kind: 'delay', delay_ms: 20_000, times: 1 });
        }
        let before = (await statsOf(standIn)).requests;
        const get = supervisor.call('vouchers.get', { kind: 'leases', number: 'L-1' });
        await until(async () => (await statsOf(standIn)).requests > before);
        before = (await statsOf(standIn)).requests;
        const browse = supervisor.call('vouchers.browse', { kind: 'sales_orders' });
        await until(async () => (await statsOf(standIn)).requests > before);
        await killCore(supervisor, states, gaveUp);
        await clearFaults(standIn);
        return Promise.all([get, browse]);
      }

      for (const answers of [await crashDuringGet(), await crashDuringGet()]) {
        for (const answer of answers) {
          expect(answer).toMatchObject({ ok: false, error: { kind: 'core_restarted' } });
        }
      }
      expect(supervisor.crashesCounted()).toBe(2);

      // Twice within a minute: refused at once, and the core it would have reached lives on.
      const core = await supervisor.current();
      const refused = await supervisor.call('vouchers.get', { kind: 'leases', number: 'L-1' });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'internal' } });
      expect(!refused.ok && refused.error.message).toMatch(
        /vouchers\.get made the app’s core end twice within a minute\. Try again in \d+ s\./,
      );
      const refusedJson = JSON.parse(
        await supervisor.callJson('vouchers.get', '{"kind":"leases","number":"L-1"}'),
      ) as IpcResult<unknown>;
      expect(refusedJson).toEqual(refused);
      expect((await supervisor.current()).pid).toBe(core.pid);

      // The browse that started later was not charged; other calls go through.
      expect(await connect()).toMatchObject({ ok: true });
      expect(await supervisor.call('vouchers.browse', { kind: 'sales_orders' })).toMatchObject({
        ok: true,
      });
      expect(await supervisor.call('app.info', {})).toMatchObject({ ok: true });

      // A minute later the name is taken again: it reaches the service (which has no L-1).
      clock.advance(REFUSAL_MS + 1);
      expect(
        await supervisor.call('vouchers.get', { kind: 'leases', number: 'L-1' }),
      ).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    } finally {
      await supervisor.stop();
    }
  }, 240_000);
});

describe('the restart limit', () => {
  it('counts crashes whatever their pace, and forgets them after a calm stretch', async () => {
    const clock = testClock();
    const { supervisor, states, gaveUp } = await startSupervised(clock.now);
    try {
      // One crash, then a core that ran CALM_MS: the count starts again.
      clock.advance(100_000);
      await killCore(supervisor, states, gaveUp);
      expect(supervisor.crashesCounted()).toBe(1);
      clock.advance(CALM_MS);
      await killCore(supervisor, states, gaveUp);
      expect(supervisor.crashesCounted()).toBe(1);

      // A crash every 100 s (never 5 within a minute) is restarted CRASH_LIMIT times in all…
      for (let crash = 2; crash <= CRASH_LIMIT; crash++) {
        clock.advance(100_000);
        await killCore(supervisor, states, gaveUp);
        expect(supervisor.crashesCounted()).toBe(crash);
        expect(gaveUp).toEqual([]);
      }
      expect(await supervisor.call('app.info', {})).toMatchObject({ ok: true });
      // …and the next one is not.
      clock.advance(100_000);
      await killCore(supervisor, states, gaveUp);
      expect(gaveUp.map((error) => error.message)).toEqual([
        'The app’s core ended too often; restart the app.',
      ]);
      expect(await supervisor.call('app.info', {})).toMatchObject({
        ok: false,
        error: { kind: 'internal', message: 'The app’s core ended too often; restart the app.' },
      });
      expect(JSON.parse(await supervisor.callJson('app.info', '{}'))).toMatchObject({
        ok: false,
        error: { kind: 'internal' },
      });
    } finally {
      await supervisor.stop();
    }
  }, 240_000);
});
