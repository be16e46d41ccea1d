// The core refuses a data folder another user could change: one owned by someone else, or one
// group or others can write to (mkdir's mode applies only to a folder it creates). Real core,
// real folders; the ownership case chowns a folder to "nobody", which needs root (skipped
// otherwise).
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppCore } from '../../../main/core.ts';
import { DataFolderUnsafeError } from '../../../main/store/index.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';

const NOBODY_UID = 65534;
const asRoot = process.getuid?.() === 0;
const posix = process.platform !== 'win32';
const parent = mkdtempSync(join(tmpdir(), 'kikan-data-folder-'));

afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

async function open(userDataDir: string) {
  return Promise.resolve().then(() =>
    createAppCore({
      userDataDir,
      fetch,
      appVersion: '0.0.0-test',
      platform: process.platform,
      vault: createMemoryVault(),
    }),
  );
}

async function refusal(userDataDir: string): Promise<DataFolderUnsafeError> {
  const error: unknown = await open(userDataDir).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DataFolderUnsafeError)) throw new Error(`not refused: ${String(error)}`);
  return error;
}

describe.skipIf(!posix)('the data folder', () => {
  it('is created readable by its owner only', async () => {
    const folder = join(parent, 'fresh');
    const core = await open(folder);
    await core.close();
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('may already exist when only its owner can write to it', async () => {
    const folder = join(parent, 'existing-755');
    mkdirSync(folder, { mode: 0o755 });
    chmodSync(folder, 0o755);
    const core = await open(folder);
    await core.close();
    // The core kept its store there, readable by its owner only, and left the folder as it was.
    expect(statSync(join(folder, 'kikan.sqlite')).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o755);
  });

  it.each([0o777, 0o770, 0o757, 0o1777])(
    'is refused, with a typed error naming it, when others can write to it (%o)',
    async (mode) => {
      const folder = join(parent, `open-${mode.toString(8)}`);
      mkdirSync(folder);
      chmodSync(folder, mode);
      const error = await refusal(folder);
      expect(error.problem).toBe('writable_by_others');
      expect(error.folder).toBe(folder);
      expect(error.error.kind).toBe('internal');
      expect(error.message).toContain(folder);
      // Nothing was written into it.
      expect(() => statSync(join(folder, 'kikan.sqlite'))).toThrow();
    },
  );

  it.skipIf(!asRoot)('is refused when another user owns it (needs root to chown)', async () => {
    const folder = join(parent, 'nobodys');
    mkdirSync(folder, { mode: 0o700 });
    chownSync(folder, NOBODY_UID, NOBODY_UID);
    const error = await refusal(folder);
    expect(error.problem).toBe('not_owner');
    expect(() => statSync(join(folder, 'kikan.sqlite'))).toThrow();
  });
});
