import { KikanError } from '../../app/errors.ts';

// Typed failures of the local store. They travel as AppError kinds the UI already knows.

/** The data file was written by a newer Kikan Desk whose schema this version does not know. */
export class StoreTooNewError extends KikanError {
  readonly fileVersion: number;
  readonly knownVersion: number;
  constructor(fileVersion: number, knownVersion: number) {
    super({
      kind: 'internal',
      message:
        `The local data file was written by a newer version of Kikan Desk (data version ` +
        `${fileVersion}; this version knows up to ${knownVersion}). Update Kikan Desk to open it.`,
    });
    this.name = 'StoreTooNewError';
    this.fileVersion = fileVersion;
    this.knownVersion = knownVersion;
  }
}

/** The file exists but is not a Kikan Desk database, or SQLite cannot read it. */
export class StoreUnreadableError extends KikanError {
  constructor(detail: string) {
    super({
      kind: 'internal',
      message: `The local data file cannot be opened (${detail}). It may be damaged or not a Kikan Desk file.`,
    });
    this.name = 'StoreUnreadableError';
  }
}

export function notFound(what: string): KikanError {
  return new KikanError({ kind: 'not_found', message: `${what} was not found.` });
}

export function invalidStoreInput(path: string, message: string): KikanError {
  return new KikanError({ kind: 'invalid_input', message, fields: [{ path, message }] });
}

/** A value read back from the file has the wrong type: the file was changed outside the app. */
export function badStoredValue(column: string): KikanError {
  return new KikanError({
    kind: 'internal',
    message: `The local data file holds an unexpected value in ${column}.`,
  });
}

/** Two connections writing one save at once, or a part of it missing: the save is sent again. */
export function storeConflict(message: string): KikanError {
  return new KikanError({ kind: 'conflict', message });
}

// SQLite's primary result codes (the low byte of an extended code) that say why a write failed.
const WRITE_FAILURES: Record<number, { kind: 'conflict' | 'internal'; message: string }> = {
  5: { kind: 'conflict', message: 'The local data file is locked by another program.' },
  6: { kind: 'conflict', message: 'The local data file is locked by another program.' },
  8: { kind: 'internal', message: 'The local data file is read-only.' },
  10: { kind: 'internal', message: 'The local data file could not be written (disk error).' },
  13: { kind: 'internal', message: 'The disk is full.' },
  14: { kind: 'internal', message: 'The local data file could not be opened for writing.' },
};

/**
 * A failed SQLite write as a typed error that says why (locked, read-only, disk full), so the
 * screen can tell the user; anything else is rethrown as it was.
 */
export function explainWriteFailure(error: unknown): never {
  if (error instanceof KikanError) throw error;
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  const known = typeof errcode === 'number' ? WRITE_FAILURES[errcode & 0xff] : undefined;
  if (known === undefined) throw error;
  throw new KikanError(known);
}
