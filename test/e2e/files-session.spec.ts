import Encoding from 'encoding-japanese';
import type { ProductRow } from '../../app/catalog/rows.ts';
import { PART_ROWS } from '../../renderer/src/catalog/files/opened-file.ts';
import { expect, test } from './support/files-harness-fixture.ts';

// The open-file dialog's file worker in real Chromium, under the app's CSP: it keeps a file's
// rows and sends the page the products of a mapping, packed in parts; cancelled in the middle of
// a million-row file, the worker ends.

/** Products of one row per SKU: quotes, a comma, empty cells and Japanese, in Shift_JIS. */
function skuFile(products: number): { bytes: number[]; rows: ProductRow[] } {
  const lines = ['品番,品名,ブランド,カラー,サイズ'];
  const rows: ProductRow[] = [];
  for (let p = 0; p < products; p += 1) {
    const name = p % 3 === 0 ? `コート "冬", ${String(p)}` : `ウールコート ${String(p)}`;
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const brand = p % 4 === 0 ? '' : `BR${String(p % 9)}`;
    const skus = [
      { color_code: '紺', size_code: 'M' },
      { color_code: 'NV', size_code: '' },
    ];
    for (const sku of skus)
      lines.push(`P${String(p)},${quoted},${brand},${sku.color_code},${sku.size_code}`);
    rows.push({ product_code: `P${String(p)}`, name, brand_code: brand, skus });
  }
  const text = lines.join('\r\n') + '\r\n';
  return {
    bytes: Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }),
    rows,
  };
}

test('a Shift_JIS file’s products reach the page whole, part after part', async ({ harness }) => {
  const file = skuFile(PART_ROWS * 2 + 3);
  const result = await harness.evaluate(
    (bytes) => window.filesHarness.openIntoProductsSession(new Blob([new Uint8Array(bytes)]), true),
    file.bytes,
  );
  expect(result.fileRows).toBe(file.rows.length * 2);
  expect(result.products).toBe(file.rows.length);
  expect(result.rows).toEqual(file.rows);
});

test('cancel in the middle of a million-row file ends the worker', async ({ harness }) => {
  const started = harness.waitForEvent('worker');
  const cancelled = harness.evaluate(() => {
    const lines = ['品番,品名,ブランド,カラー,サイズ'];
    for (let i = 0; i < 1_000_000; i++)
      lines.push(`P${String(i >> 3)},コート,BR1,NV,${String(i % 8)}`);
    return window.filesHarness.cancelSessionAt(new Blob([lines.join('\r\n')]), 0.3);
  });
  const worker = await started;
  const ended = new Promise<void>((resolve) => {
    worker.once('close', () => {
      resolve();
    });
  });
  const result = await cancelled;
  expect(result.problem).toBe('cancelled');
  // Stopped in the middle of the parse: some progress, never the end.
  expect(result.phases.some((phase) => phase.startsWith('parsing:0.'))).toBe(true);
  expect(result.phases).not.toContain('parsing:1.00');
  await ended;
  expect(harness.workers()).toEqual([]);
});
