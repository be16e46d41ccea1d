import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IpcResult } from '../../../app/errors.ts';
import type { CallInput, CallName, CallOutput } from '../../../app/ipc/contract.ts';
import { createAppCore, type AppCore, type AppCoreOptions } from '../../../main/core.ts';
import { dispatch } from '../../../main/ipc/handler-table.ts';

/** A real main-process core over a temp userData folder, called the way IPC calls it. */
export interface CoreHarness {
  core: AppCore;
  userDataDir: string;
  call<N extends CallName>(name: N, input: CallInput<N>): Promise<IpcResult<CallOutput<N>>>;
  /** Like call, but fails the test on an error result. */
  ok<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>>;
  close(): Promise<void>;
}

export async function startCore(options: Partial<AppCoreOptions> = {}): Promise<CoreHarness> {
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'kikan-core-'));
  const core = await createAppCore({
    fetch,
    appVersion: '0.0.0-test',
    platform: process.platform,
    ...options,
    userDataDir,
  });
  const call = async <N extends CallName>(name: N, input: CallInput<N>) =>
    (await dispatch(core.handlers, name, input)) as IpcResult<CallOutput<N>>;
  return {
    core,
    userDataDir,
    call,
    async ok(name, input) {
      const result = await call(name, input);
      if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
      return result.value;
    },
    async close() {
      await core.close();
      if (options.userDataDir === undefined) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export const customProfile = (baseUrl: string, name = 'Stand-in') => ({
  name,
  hostKind: 'custom' as const,
  baseUrl,
  voucherPrefix: '',
  secretTransport: 'body' as const,
});
