import { rmSync } from 'node:fs';
import type { CallInput, CallName, CallOutput } from '../../app/ipc/contract.ts';
import { createAppCore, type AppCore } from '../../main/core.ts';
import { dispatch } from '../../main/ipc/handler-table.ts';
import type { ListKey, Store } from '../../main/store/index.ts';
import { createMemoryVault } from '../../main/vault/index.ts';
import { openBenchStore } from './bench-store.ts';

// The app's core over a store filled straight into its file (paging 200,000 rows from the
// stand-in would measure the service): every read then goes the way the window's calls go,
// through dispatch (the contract's input and output schemas) and the core's handlers.

export interface BenchCore {
  core: AppCore;
  /** The store file, for reads outside the app (comparisons only). */
  file: string;
  profileId: string;
  call: <N extends CallName>(name: N, input: CallInput<N>) => Promise<CallOutput<N>>;
  close(): Promise<void>;
}

export async function openBenchCore(
  name: string,
  fill: (store: Store, key: ListKey) => void,
): Promise<BenchCore> {
  const bench = openBenchStore(name);
  const { dir, file, profileId } = bench;
  try {
    bench.store.settings.setActiveProfileId(profileId);
    fill(bench.store, { profileId, kind: 'purchase_orders', scope: '' });
  } catch (error) {
    bench.close();
    throw error;
  }
  bench.store.close();
  const core = await createAppCore({
    userDataDir: dir,
    fetch,
    appVersion: 'bench',
    platform: process.platform,
    vault: createMemoryVault(),
    resumeImports: false,
  });
  return {
    core,
    file,
    profileId,
    call: async <N extends CallName>(callName: N, input: CallInput<N>) => {
      const result = await dispatch(core.handlers, callName, input);
      if (!result.ok) throw new Error(`${callName}: ${JSON.stringify(result.error)}`);
      return result.value as CallOutput<N>;
    },
    async close() {
      await core.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
