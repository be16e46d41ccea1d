import type { BrowsePage, VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { CoreHarness } from '../core/core-harness.ts';

/** Every id of a list, paged with vouchers.browse to its end (bounded: a loop is a failure). */
export async function browseAll(
  harness: CoreHarness,
  list: VoucherList,
  maxPages = 200,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const result: BrowsePage = await harness.ok('vouchers.browse', {
      ...list,
      ...(cursor === null ? {} : { startingAfter: cursor }),
    });
    ids.push(...result.rows.map((row) => row.id));
    cursor = result.nextCursor;
    if (cursor === null) return ids;
  }
  throw new Error(`browsing did not end within ${maxPages} pages`);
}
