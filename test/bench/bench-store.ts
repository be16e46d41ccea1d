import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../../main/store/index.ts';

// A throwaway store with one connection, for the benches that fill the voucher cache directly,
// and the seeded random numbers that make their rows the same on every run.

export interface BenchStore {
  store: Store;
  /** The folder holding the store file (an app core's user data folder). */
  dir: string;
  file: string;
  profileId: string;
  close: () => void;
}

export function openBenchStore(name: string): BenchStore {
  const dir = mkdtempSync(join(tmpdir(), `kikan-bench-${name}-`));
  const file = join(dir, 'kikan.sqlite');
  const store = openStore(file);
  const profileId = store.profiles.create({
    name: 'Bench',
    hostKind: 'custom',
    baseUrl: 'http://127.0.0.1:9',
    voucherPrefix: '',
    secretTransport: 'body',
  }).id;
  return {
    store,
    dir,
    file,
    profileId,
    close: () => {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Park–Miller generator: the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}
