import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './support/fixtures.ts';
import { activeProfile, journalUnfinished, sendImport } from './support/imports.ts';

// History, the Sent view and the unfinished-import prompt, in Chromium through the test bridge
// over the real core, a real sqlite file and the stand-in. Imports are started with the core's
// own handler (what "Review and send" calls); unfinished ones are made by writing the journal
// through the store, as a crash leaves it: journalled, not running.

const route = (page: Page) => page.evaluate(() => window.location.hash);

test('an import is in History; its detail has its own route; both export as CSV', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Hist', standIn.url, standIn.app('demo', 'full').token);
  const profileId = await activeProfile(app);
  const importId = await sendImport(app, profileId);
  const detail = await app.core.handlers['imports.detail']({ importId }, {});
  const key = detail.batches[0]?.idempotencyKey ?? '';
  expect(key).not.toBe('');

  await connect.nav('History').click();
  const row = page.locator(`tr[data-import-id="${importId}"]`);
  await expect(row).toContainText('Done');
  await expect(row).toContainText('Products: 2 created, 0 updated');
  await expect(row).toContainText('Brands: 1 created');

  // The list as CSV: UTF-8 with a BOM, one line per import.
  const listDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const listText = readFileSync(await (await listDownload).path(), 'utf8');
  expect(listText.charCodeAt(0)).toBe(0xfeff);
  const list = Papa.parse<string[]>(listText.slice(1), { skipEmptyLines: true }).data;
  expect(list[0]).toContain('Products created');
  expect(list).toHaveLength(2);
  expect(list[1]?.[0]).toBe(importId);
  expect(list[1]).toContain('Done');

  await row.getByRole('link').click();
  await expect.poll(() => route(page)).toBe(`#/history/${importId}`);
  const request = page.locator('section[data-request="1"]');
  await expect(request).toContainText(key);
  await expect(request).toContainText('Applied');
  await expect(page.getByText('masters are counted here, not listed')).toBeVisible();
  await request.getByText('Rows of request 1').click();
  await expect(request.locator('tr[data-code="P-H1"]')).toContainText('Created');

  // Back and forward move between the list and the import.
  await page.goBack();
  await expect.poll(() => route(page)).toBe('#/history');
  await expect(row).toBeVisible();
  await page.goForward();
  await expect.poll(() => route(page)).toBe(`#/history/${importId}`);
  await expect(request).toContainText(key);

  const detailDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const detailText = readFileSync(await (await detailDownload).path(), 'utf8');
  expect(detailText.charCodeAt(0)).toBe(0xfeff);
  const [header = [], ...lines] = Papa.parse<string[]>(detailText.slice(1), {
    skipEmptyLines: true,
  }).data;
  expect(lines).toHaveLength(4);
  const h1 = lines.find((line) => line.includes('P-H1')) ?? [];
  expect(h1[header.indexOf('Idempotency-Key')]).toBe(key);
  expect(h1[header.indexOf('Row outcome')]).toBe('Created');
  expect(h1[header.indexOf('Brands created by the request (counted)')]).toBe('1');
});

test('the Sent view lists what was sent, searches in main, and brings rows back to the draft', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Sent', standIn.url, standIn.app('demo', 'full').token);
  const profileId = await activeProfile(app);
  await sendImport(app, profileId);

  await connect.nav('Sent').click();
  await expect.poll(() => route(page)).toBe('#/sent');
  const table = page.getByTestId('sent-table');
  for (const code of ['HB', 'HC', 'P-H1', 'P-H2']) {
    await expect(table.locator(`tr[data-code="${code}"]`)).toBeVisible();
  }
  await expect(page.getByTestId('sent-range')).toHaveText('1–4 of 4');

  const callsBefore = app.bridge.calls.filter((name) => name === 'sent.list').length;
  await page.getByLabel('Search by code or name').fill('shirt');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tr[data-code="P-H2"]')).toBeVisible();
  // Typing the word was one search in main, not one per key.
  const searches = app.bridge.calls.filter((name) => name === 'sent.list').length - callsBefore;
  expect(searches).toBeGreaterThanOrEqual(1);
  expect(searches).toBeLessThanOrEqual(2);

  await page.getByLabel('Search by code or name').fill('P-H');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select P-H1' }).check();
  await expect(page.getByTestId('sent-selection')).toHaveText('1 row selected');
  await page.getByRole('button', { name: 'Edit again' }).click();
  await expect(page.getByTestId('sent-done')).toContainText('1 added, 0 replaced, 0 kept');
  const drafts = await app.core.handlers['drafts.load']({ profileId }, {});
  expect(drafts.products.map((entry) => entry.row.name)).toEqual(['History coat']);

  // Again: the row is in the draft now, so the view asks instead of overwriting it.
  await page.getByRole('button', { name: 'Edit again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Already in the draft' });
  await expect(dialog).toContainText('P-H1');
  await dialog.getByRole('button', { name: 'Keep the draft’s' }).click();
  await expect(page.getByTestId('sent-done')).toContainText('0 added, 0 replaced, 1 kept');

  await page.getByRole('link', { name: 'Open the catalog' }).click();
  await expect.poll(() => route(page)).toBe('#/catalog/products');
  await expect(page.getByRole('grid')).toContainText('History coat');
});

test('an unfinished import found on start: Resume sends it, Drop says what may have been applied', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Crash', standIn.url, standIn.app('demo', 'full').token);
  const profileId = await activeProfile(app);
  const prompt = page.getByRole('region', { name: 'Unfinished send' });

  const resumed = journalUnfinished(app, profileId, 'RZ', []);
  await page.reload();
  await expect(prompt).toContainText('did not finish');
  await expect(prompt).toContainText('0 of 2 requests answered');
  const axe = await new AxeBuilder({ page }).include('.import-prompt').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await prompt.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('import-prompt-note')).toContainText('The send goes on again.');
  await expect
    .poll(
      async () =>
        (await app.core.handlers['imports.history']({ profileId }, {})).imports.find(
          (entry) => entry.importId === resumed,
        )?.outcome,
      { timeout: 60_000 },
    )
    .toBe('done');
  const sent = await app.core.handlers['sent.list']({ profileId, search: 'RZ-' }, {});
  expect(sent.total).toBe(150);
  await page.getByTestId('import-prompt-note').getByRole('button', { name: 'Hide' }).click();
  await expect(prompt).toBeHidden();

  // The first request went out without an answer; the second never did.
  const dropped = journalUnfinished(app, profileId, 'DZ', [0]);
  await page.reload();
  await expect(prompt.locator(`[data-import-id="${dropped}"]`)).toBeVisible();
  // Its details are the send screen's progress view, which has its own Resume and Drop: the
  // frame's prompt steps aside there and comes back elsewhere.
  await prompt.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByText('The app stopped while this send was going on.')).toBeVisible();
  await expect(prompt).toBeHidden();
  await page.goBack();
  await expect(prompt.locator(`[data-import-id="${dropped}"]`)).toBeVisible();
  await prompt.getByRole('button', { name: 'Drop' }).click();
  await prompt.getByRole('button', { name: 'Drop the send' }).click();
  const note = page.getByTestId('import-prompt-note');
  await expect(note).toContainText('The send was dropped.');
  await expect(note).toContainText('No request was applied.');
  await expect(note).toContainText('may or may not have been applied: request 1.');
  await expect(note).toContainText('Not applied (never sent): request 2.');
  const history = await app.core.handlers['imports.history']({ profileId }, {});
  expect(history.imports.find((entry) => entry.importId === dropped)?.outcome).toBe('dropped');
  expect((await app.core.handlers['imports.list']({ profileId }, {})).imports).toEqual([]);
});
