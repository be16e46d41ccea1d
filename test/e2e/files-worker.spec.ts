import Encoding from 'encoding-japanese';
import { buildZip } from '../support/zip-builder.ts';
import type { HarnessOpenResult } from './files-harness/api.ts';
import { expect, test } from './support/files-harness-fixture.ts';
import type { Page } from '@playwright/test';

// The parse worker in real Chromium, under the app's Content-Security-Policy: large files,
// Japanese encodings, progress, cancel and bad files, as the open-file dialog will meet them.

const utf8 = (text: string): number[] => Array.from(new TextEncoder().encode(text));
const sjis = (text: string): number[] =>
  Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' });

function open(
  page: Page,
  bytes: number[],
  name: string,
  encoding: 'auto' | 'utf-8' | 'shift_jis' = 'auto',
  cancel = false,
): Promise<HarnessOpenResult> {
  return page.evaluate(([b, n, e, c]) => window.filesHarness.open(b, n, e, c), [
    bytes,
    name,
    encoding,
    cancel,
  ] as const);
}

test('a 50,000-row CSV with Japanese text opens in the worker with progress', async ({
  harness,
}) => {
  const result = await harness.evaluate(async () => {
    const lines = ['品番,品名,ブランド,カラー,サイズ'];
    for (let i = 0; i < 50_000; i++) lines.push(`P${i},コート ${i},BR${i % 7},NV,M`);
    const bytes = new TextEncoder().encode('\uFEFF' + lines.join('\r\n'));
    return window.filesHarness.open(bytes, 'big.csv', 'auto');
  });
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.rowCount).toBe(50_001);
  expect(result.head[0]).toEqual(['品番', '品名', 'ブランド', 'カラー', 'サイズ']);
  expect(result.last).toEqual(['P49999', 'コート 49999', 'BR5', 'NV', 'M']);
  expect(result.phases.some((phase) => phase.startsWith('parsing:0.'))).toBe(true);
  expect(result.phases.at(-1)).toBe('parsing:1.00');
});

test('a Shift_JIS CSV is detected, and an override reads it as told', async ({ harness }) => {
  const bytes = sjis('品番,品名\r\nA-001,ウールコート\r\n');
  const detected = await open(harness, bytes, 'excel.csv');
  expect(detected).toMatchObject({
    ok: true,
    encoding: 'shift_jis',
    head: [
      ['品番', '品名'],
      ['A-001', 'ウールコート'],
    ],
  });
  const overridden = await open(harness, bytes, 'excel.csv', 'utf-8');
  expect(overridden).toMatchObject({ ok: true, encoding: 'utf-8', detectedEncoding: 'shift_jis' });
  if (overridden.ok) expect(overridden.head[0]?.[0]).not.toBe('品番');
});

for (const format of ['csv', 'xlsx'] as const) {
  test(`a ${format.toUpperCase()} written by the app opens unchanged in the worker`, async ({
    harness,
  }) => {
    const rows = [
      ['品番', '品名', 'ブランド'],
      ['001', 'ジャケット, "秋"', 'BR1'],
      ['1E5', '二行\n目', 'ＢＲ２'],
    ];
    const result = await harness.evaluate(([r, f]) => window.filesHarness.roundTrip(r, f), [
      rows,
      format,
    ] as const);
    expect(result).toMatchObject({ ok: true, kind: format, rowCount: 3, head: rows });
  });
}

test('a large XLSX (a sheet over 512 KB) opens under the app CSP', async ({ harness }) => {
  test.slow(); // written in the page, then read: tens of seconds on a loaded machine
  // fflate inflates entries that large in blob: workers of its own; a CSP without
  // worker-src blob: leaves this hanging.
  const rows = [['品番', '品名', 'ブランド', 'カラー', 'サイズ']];
  for (let i = 0; i < 20_000; i++) rows.push([`P${i}`, `ウールコート ${i}`, 'BR1', 'NV', 'M']);
  const result = await harness.evaluate((r) => window.filesHarness.roundTrip(r, 'xlsx'), rows);
  expect(result).toMatchObject({ ok: true, kind: 'xlsx', rowCount: 20_001 });
});

test('cancel stops the worker and says so', async ({ harness }) => {
  const result = await harness.evaluate(() => {
    const text = 'a,b\n' + 'x,y\n'.repeat(400_000);
    return window.filesHarness.open(new TextEncoder().encode(text), 'big.csv', 'auto', true);
  });
  expect(result).toMatchObject({ ok: false, problem: 'cancelled' });
});

test('bad files come back as named problems', async ({ harness }) => {
  expect(await open(harness, [], 'empty.csv')).toMatchObject({ ok: false, problem: 'empty' });
  expect(await open(harness, utf8('%PDF-1.7'), 'a.pdf')).toMatchObject({
    ok: false,
    problem: 'unsupported',
  });
  expect(await open(harness, [0x50, 0x4b, 0x03, 0x04, 9, 9, 9], 'a.xlsx')).toMatchObject({
    ok: false,
    problem: 'broken',
  });
  expect(await open(harness, utf8('a,b\n1,"2\n'), 'a.csv')).toMatchObject({
    ok: false,
    problem: 'broken',
  });
});

test('hostile files end as named problems in the worker’s normal answer', async ({ harness }) => {
  test.slow(); // a 60,000-column XLSX is written in the page first, on a shared machine
  // 150,000 columns in 2.2 MB of CSV, made in the page.
  const wide = await harness.evaluate(() => {
    const header = Array.from({ length: 150_000 }, (_, i) => `c${String(i)}`).join(',');
    return window.filesHarness.open(new TextEncoder().encode(header), 'wide.csv', 'auto');
  });
  expect(wide).toMatchObject({ ok: false, problem: 'too-large', detail: 'columns:150000' });
  // 60,000 columns in an XLSX written by the app's own writer.
  const wideXlsx = await harness.evaluate(() => {
    const row = Array.from({ length: 60_000 }, (_, i) => `h${String(i)}`);
    return window.filesHarness.roundTrip([row], 'xlsx');
  });
  expect(wideXlsx).toMatchObject({ ok: false, problem: 'too-large', detail: 'columns:60000' });
  // A zip whose parts declare 1 GB unpacked: refused before inflating.
  const bomb = buildZip([
    { name: 'xl/workbook.xml', data: '<workbook/>' },
    { name: 'xl/worksheets/sheet1.xml', data: 'x', stored: true, declaredSize: 1 << 30 },
  ]);
  expect(await open(harness, Array.from(bomb), 'bomb.xlsx')).toMatchObject({
    ok: false,
    problem: 'too-large',
    detail: `unpacked:${String((1 << 30) + 11)}`,
  });
});
