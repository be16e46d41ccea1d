import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallInput, CallName, CallOutput } from '../../app/ipc/contract.ts';
import { createAppCore, type AppCore } from '../../main/core.ts';
import { dispatch } from '../../main/ipc/handler-table.ts';
import { openStore, type ListKey, type Store } from '../../main/store/index.ts';
import { createMemoryVault } from '../../main/vault/index.ts';

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
  const dir = mkdtempSync(join(tmpdir(), `kikan-bench-${name}-`));
  const file = join(dir, 'kikan.sqlite');
  const store = openStore(file);
  let profileId: string;
  try {
    profileId = store.profiles.create({
      name: 'Bench',
      hostKind: 'custom',
      baseUrl: 'http://127.0.0.1:9',
      voucherPrefix: '',
      secretTransport: 'body',
    }).id;
    store.settings.setActiveProfileId(profileId);
    fill(store, { profileId, kind: 'purchase_orders', scope: '' });
  } catch (error) {
    store.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  store.close();
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
