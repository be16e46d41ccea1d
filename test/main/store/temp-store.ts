import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { isKikanError } from '../../../app/errors.ts';
import { openStore, type Store, type StoreOptions } from '../../../main/store/open-store.ts';

// Real SQLite files in fresh temp folders, closed and removed after each test.

const dirs: string[] = [];
const stores: Store[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) {
    try {
      store.close();
    } catch {
      // already closed by the test
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kikan-store-test-'));
  dirs.push(dir);
  return dir;
}

export function tempDbPath(): string {
  return join(tempDir(), 'kikan.sqlite');
}

/** Opens a store that afterEach closes. */
export function openTempStore(path = tempDbPath(), options: StoreOptions = {}): Store {
  const store = openStore(path, options);
  stores.push(store);
  return store;
}

/** A clock that moves one second per reading, so timestamps order rows deterministically. */
export function steppingClock(start = Date.UTC(2026, 0, 1)): () => string {
  let at = start;
  return () => {
    at += 1000;
    return new Date(at).toISOString();
  };
}

export const sampleProfile = {
  name: 'Tokyo showroom',
  hostKind: 'custom',
  baseUrl: 'http://127.0.0.1:8080',
} as const;

/** The kind of the KikanError the work throws, 'other' for any other error, null for none. */
export function thrownKind(work: () => unknown): string | null {
  try {
    work();
    return null;
  } catch (error) {
    return isKikanError(error) ? error.error.kind : 'other';
  }
}
