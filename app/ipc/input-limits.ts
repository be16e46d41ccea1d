import { z } from 'zod';
import { englishNumber } from '../english-number.ts';

// Bounds on what the renderer may hand main over IPC: generous (far above any real use), named,
// and each with a message, so an over-long input is refused as invalid_input before a handler,
// the store or the service sees it. Every string, array and record of every input schema has
// one (test/app/ipc/input-bounds.test.ts walks the contract and fails on any that has none). An
// array's `.max()` comes before any other check of it: zod then refuses an over-long array
// before it looks at a single element.

export const INPUT_LIMITS = {
  /** Ids the app makes: profiles, imports, draft rows. */
  appIdLength: 200,
  /** The service's record numbers and list cursors (their format is not shown in the spec). */
  serviceIdLength: 1_000,
  tokenLength: 16_384,
  clientIdLength: 1_024,
  clientSecretLength: 4_096,
  /** A status value of a voucher list's filter, and a sort field's name. */
  statusLength: 1_000,
  sortFieldLength: 1_000,
  /** Rows written plus rows dropped in one drafts.save batch (4× the 50,000-product benchmark). */
  draftRowsPerBatch: 200_000,
  skusPerProduct: 10_000,
  /** Characters in one grid cell. */
  cellLength: 10_000,
  /** A service address, and the path prefix of its voucher routes. */
  baseUrlLength: 2_048,
  voucherPrefixLength: 500,
  /** A header field's value that a voucher list is grouped by. */
  fieldValueLength: 10_000,
  /** Column widths kept per voucher screen. */
  columnWidths: 500,
  /** Column value filters of one list read, and the values one of them keeps. */
  columnFilters: 64,
  columnFilterValues: 10_000,
  /** Saved views per list, and the length of a view's name. */
  savedViews: 500,
  viewNameLength: 200,
  /**
   * A call's whole input as main measures it before relaying it to the core (about its JSON
   * size; main/ipc/input-size.ts). The largest real call, a drafts.save part of 1,000 products,
   * is far below it; the preview's bridge takes bodies of at most 1 MB (main/preview/routes.ts).
   */
  callInputBytes: 64 * 1024 * 1024,
} as const;

export const tooLong = (what: string, limit: number): string =>
  `${what} is longer than ${englishNumber(limit)} characters.`;

export const appIdSchema = z
  .string()
  .min(1)
  .max(INPUT_LIMITS.appIdLength, tooLong('The id', INPUT_LIMITS.appIdLength));

export const cursorSchema = z
  .string()
  .min(1)
  .max(INPUT_LIMITS.serviceIdLength, tooLong('The list position', INPUT_LIMITS.serviceIdLength));

/**
 * A voucher's number as it goes into a request path: "." and ".." would be resolved by the URL
 * parser into the list's or the service's root (spec §4.4 paths are /{kind}/{number}).
 */
export const voucherNumberSchema = z
  .string()
  .trim()
  .min(1, 'Enter a voucher number.')
  .max(INPUT_LIMITS.serviceIdLength, tooLong('The voucher number', INPUT_LIMITS.serviceIdLength))
  .refine((value) => value !== '.' && value !== '..', 'A voucher number cannot be “.” or “..”.');

export const tokenSchema = z
  .string()
  .trim()
  .min(1, 'Paste the installation token.')
  .max(INPUT_LIMITS.tokenLength, tooLong('The token', INPUT_LIMITS.tokenLength));

export const clientIdSchema = z
  .string()
  .trim()
  .min(1, 'Enter the client ID.')
  .max(INPUT_LIMITS.clientIdLength, tooLong('The client ID', INPUT_LIMITS.clientIdLength));

export const clientSecretSchema = z
  .string()
  .trim()
  .min(1, 'Enter the client secret.')
  .max(
    INPUT_LIMITS.clientSecretLength,
    tooLong('The client secret', INPUT_LIMITS.clientSecretLength),
  );

function hasAtMostKeys(value: unknown, max: number): boolean {
  if (typeof value !== 'object' || value === null) return true; // the record's own check refuses it
  let count = 0;
  for (const key in value) {
    if (Object.hasOwn(value, key) && ++count > max) return false;
  }
  return true;
}

/**
 * A record of at most `maxKeys` entries, counted before any entry is parsed (a zod record has no
 * maximum of its own). The count sits in the schema's metadata, where the bounds test reads it.
 */
export function boundedRecord<K extends z.core.$ZodRecordKey, V extends z.ZodType>(
  key: K,
  value: V,
  maxKeys: number,
  message: string,
) {
  const record = z.record(key, value);
  const counted = z
    .custom<z.input<typeof record>>((input) => hasAtMostKeys(input, maxKeys), message)
    .meta({ maxKeys });
  return counted.pipe(record);
}
