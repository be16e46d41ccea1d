import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';

/**
 * Makes the store's database file readable by its owner only (0600), creating it empty first so
 * it never exists with the umask's mode. SQLite gives its -wal and -shm files the database
 * file's mode; files left by an older version are tightened here too. No-op on Windows, where
 * the profile folder's ACL does this job.
 */
export function makePrivateDatabaseFile(path: string): void {
  if (process.platform === 'win32' || path === ':memory:' || path === '') return;
  closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}
