import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../main/store/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'kikan-private-store-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe.skipIf(process.platform === 'win32')('store file permissions', () => {
  it('creates the database and its WAL files readable by the owner only, whatever the umask', () => {
    const previous = process.umask(0o022);
    try {
      const path = join(dir, 'new.sqlite');
      const store = openStore(path);
      store.settings.update({ theme: 'dark' });
      expect(mode(path)).toBe(0o600);
      expect(mode(`${path}-wal`)).toBe(0o600);
      expect(mode(`${path}-shm`)).toBe(0o600);
      store.close();
    } finally {
      process.umask(previous);
    }
  });

  it('tightens a world-readable file left by an older version', () => {
    const path = join(dir, 'old.sqlite');
    openStore(path).close();
    chmodSync(path, 0o644);
    writeFileSync(`${path}-wal`, '');
    chmodSync(`${path}-wal`, 0o644);
    const store = openStore(path);
    expect(mode(path)).toBe(0o600);
    expect(mode(`${path}-wal`)).toBe(0o600);
    store.close();
  });
});
