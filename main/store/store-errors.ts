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
