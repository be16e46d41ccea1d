import { z } from 'zod';
import { draftBatchSchema, type DraftBatch } from '../catalog/drafts.ts';

// Bounds on what the renderer may hand main over IPC: generous (far above any real use), named,
// and each with a message, so an over-long input is refused as invalid_input before a handler,
// the store or the service sees it.

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
} as const;

const tooLong = (what: string, limit: number): string =>
  `${what} is longer than ${limit.toLocaleString('en')} characters.`;

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

function cellsOf(batch: DraftBatch): Iterable<string> {
  return (function* () {
    for (const entry of batch.upserts) {
      for (const value of Object.values(entry.row)) if (typeof value === 'string') yield value;
      if ('skus' in entry.row) {
        for (const sku of entry.row.skus) yield* [sku.color_code, sku.size_code];
      }
    }
  })();
}

/** drafts.save's input: the batch's shape, and bounds on its rows, SKUs and cells. */
export const boundedDraftBatchSchema = draftBatchSchema.superRefine((batch, context) => {
  const rows = batch.upserts.length + batch.deletes.length;
  if (rows > INPUT_LIMITS.draftRowsPerBatch) {
    context.addIssue({
      code: 'custom',
      path: ['upserts'],
      message: `One save may hold at most ${INPUT_LIMITS.draftRowsPerBatch.toLocaleString('en')} rows.`,
    });
    return;
  }
  for (const entry of batch.upserts) {
    if ('skus' in entry.row && entry.row.skus.length > INPUT_LIMITS.skusPerProduct) {
      context.addIssue({
        code: 'custom',
        path: ['upserts'],
        message: `A product may have at most ${INPUT_LIMITS.skusPerProduct.toLocaleString('en')} SKUs.`,
      });
      return;
    }
  }
  for (const cell of cellsOf(batch)) {
    if (cell.length > INPUT_LIMITS.cellLength) {
      context.addIssue({
        code: 'custom',
        path: ['upserts'],
        message: tooLong('A cell', INPUT_LIMITS.cellLength),
      });
      return;
    }
  }
});
