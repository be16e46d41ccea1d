import { mkdirSync, statSync } from 'node:fs';
import { KikanError } from '../../app/errors.ts';

/** Why a data folder was refused. */
export type DataFolderProblem = 'not_a_folder' | 'not_owner' | 'writable_by_others';

/**
 * The data folder (store, demo database) belongs to another user or others can write to it:
 * whoever can replace files there can replace the store. Refused rather than used.
 */
export class DataFolderUnsafeError extends KikanError {
  readonly folder: string;
  readonly problem: DataFolderProblem;
  constructor(folder: string, problem: DataFolderProblem) {
    const why: Record<DataFolderProblem, string> = {
      not_a_folder: 'it is not a folder',
      not_owner: 'it belongs to another user',
      writable_by_others: 'other users can write to it',
    };
    super({
      kind: 'internal',
      message:
        `The data folder ${folder} cannot be used: ${why[problem]}. ` +
        `Use a folder only you own and can write to (for example: chmod 700 on it).`,
    });
    this.name = 'DataFolderUnsafeError';
    this.folder = folder;
    this.problem = problem;
  }
}

/**
 * Creates the data folder readable by its owner only, or checks the one that is there: mkdir's
 * mode applies only to a folder it creates, so an existing folder must be owned by this user and
 * not writable by group or others. No ownership check on Windows (no POSIX owner; the profile
 * folder's ACL does that job).
 */
export function preparePrivateDataFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (process.platform === 'win32') return;
  const stats = statSync(folder);
  if (!stats.isDirectory()) throw new DataFolderUnsafeError(folder, 'not_a_folder');
  if (process.getuid !== undefined && stats.uid !== process.getuid())
    throw new DataFolderUnsafeError(folder, 'not_owner');
  if ((stats.mode & 0o022) !== 0) throw new DataFolderUnsafeError(folder, 'writable_by_others');
}
