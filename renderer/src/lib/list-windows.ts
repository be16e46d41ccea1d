import type { Voucher } from '../../../app/resources/vouchers.ts';

// A voucher list's window holds blocks of its cached rows by position, each a vouchers.search
// with only an offset and a limit besides the list. When the cache grows, a block that ended at
// the old end is short: it takes the rows that continue it when the growth brought them (a page
// the list asked the service for), and reads again otherwise. Pure: queries.ts applies it.

/** The input of a window block: the list, an offset and a limit, and nothing else. */
export interface WindowInput {
  offset: number;
  limit: number;
}

const LIST_FIELDS: ReadonlySet<string> = new Set(['kind', 'productCode', 'offset', 'limit']);

/** The block's place, when the input is one of a list's unfiltered window blocks. */
export function windowOf(input: unknown): WindowInput | null {
  if (typeof input !== 'object' || input === null) return null;
  const fields = input as Record<string, unknown>;
  if (Object.keys(fields).some((name) => !LIST_FIELDS.has(name))) return null;
  const { offset, limit } = fields;
  return typeof offset === 'number' && typeof limit === 'number' ? { offset, limit } : null;
}

export type WindowUpdate =
  { kind: 'keep' } | { kind: 'extend'; rows: Voucher[] } | { kind: 'read-again' };

/**
 * What a block holding `held` rows does when the list's cache has `rows` rows, `added` of them
 * (if given) brought from `start` on.
 */
export function windowUpdate(
  block: WindowInput,
  held: readonly Voucher[],
  rows: number,
  added?: { start: number; rows: readonly Voucher[] },
): WindowUpdate {
  const wanted = Math.max(0, Math.min(block.limit, rows - block.offset));
  if (held.length >= wanted) return { kind: 'keep' };
  const end = block.offset + held.length;
  if (added !== undefined && added.start === end) {
    const more = added.rows.slice(0, wanted - held.length);
    if (held.length + more.length === wanted) return { kind: 'extend', rows: [...held, ...more] };
  }
  return { kind: 'read-again' };
}
