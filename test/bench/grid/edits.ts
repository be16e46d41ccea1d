import type { Page } from 'playwright';
import type { GridSection } from '../grid.bench.ts';
import { brandCode, colorCode } from './draft.ts';
import { callsDuringShown } from './bridge-calls.ts';
import { startProfile } from './cpu-profile.ts';
import { countProducts, watchCommit } from './durable.ts';
import {
  everyRowOnScreen,
  PANE_BAR,
  plainFloor,
  showView,
  timedToShown,
  viewRows,
  waitShown,
  gridHome,
} from './shown.ts';

// The grid's whole-grid edits and views as a user makes them (issue 28's targets), in either
// mode: Ctrl+V of 10,000 × 5 cells, a header's click to sort, Ctrl+D down 100,000 cells or more,
// one cell made wrong for the validation; each from its key or click to the first frame that
// shows the result on screen (shown.ts), and the edits until the core's store file holds them
// (durable.ts). Floors: the same input on a plain page to its next frame, same run.

const cellAt = (row: number, col: number) =>
  `[role=row][aria-rowindex="${String(row + 1)}"] [role=gridcell][aria-colindex="${String(col)}"]`;

const rowCount = async (page: Page) =>
  Number(await page.getByRole('grid').getAttribute('aria-rowcount')) - 1;

const seconds = (ms: number) => `≤ ${String(ms / 1000)} s`;

export const pasting: GridSection = async (bench) => {
  const { page, plain, storePath, profileId, coreMode } = bench;
  const floor = await plainFloor(plain, 'key');
  await page.bringToFront();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // 10,000 SKU rows × 5 cells past the per-SKU view's end: 1,250 new products of 8 SKUs each.
  await showView(page, 'SKU', viewRows(bench.draft, 'SKU'));
  const before = await rowCount(page);
  await page.locator('.grid-row:not(.waiting) [role=gridcell]').first().click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Home');
  const brand = brandCode(bench.shape, 0);
  const color = colorCode(bench.shape, 0);
  // The cells in the view's column order (its layout puts colour and size before the name).
  await page.evaluate(`(() => {
    const keys = [...document.querySelectorAll('.grid-colhead')].map((h) => h.dataset.colkey);
    const cell = (key, i) => ({
      product_code: 'N-' + Math.floor(i / 8),
      name: '新商品 ' + Math.floor(i / 8),
      brand_code: ${JSON.stringify(brand)},
      color_code: ${JSON.stringify(color)},
      size_code: 'S' + (i % 8),
    })[key] ?? '';
    const lines = [];
    for (let i = 0; i < 10000; i += 1) lines.push(keys.map((key) => cell(key, i)).join('\\t'));
    return navigator.clipboard.writeText(lines.join('\\r\\n') + '\\r\\n');
  })()`);
  const durable = watchCommit(
    storePath,
    profileId,
    (db) => countProducts(db, profileId, `product_code LIKE 'N-%'`) === 1250,
    coreMode,
  );
  // BENCH_GRID_PROFILE=paste prints where the page's time goes from the key to the rows shown.
  const cpu = process.env['BENCH_GRID_PROFILE'] === 'paste' ? await startProfile(page) : null;
  const shown = await timedToShown(
    page,
    {
      events: ['keydown'],
      shown: `() => Number(document.querySelector('[role=grid]').getAttribute('aria-rowcount')) - 1 >= ${String(before + 10_000)}
        && (${everyRowOnScreen('name', `(t) => t.startsWith('新商品 ')`, 1).replace('every', 'some')})()`,
    },
    () => page.keyboard.press('ControlOrMeta+V'),
  );
  if (cpu) console.log(await cpu.stop());
  const durableMs = (await durable.committed) - shown.startEpoch;
  // The bridge calls from the key to the rows shown (ms after the key), for the note.
  const calls = await callsDuringShown(page, shown);
  // Its undo (one Ctrl+Z): the rows gone again.
  const undone = watchCommit(
    storePath,
    profileId,
    (db) => countProducts(db, profileId, `product_code LIKE 'N-%'`) === 0,
    coreMode,
  );
  const undo = await timedToShown(
    page,
    {
      events: ['keydown'],
      shown: `() => Number(document.querySelector('[role=grid]').getAttribute('aria-rowcount')) - 1 < ${String(before + 10_000)}`,
    },
    () => page.keyboard.press('ControlOrMeta+Z'),
  );
  await undone.committed;
  await showView(page, 'product', bench.draft.length);
  return [
    {
      measure:
        'Ctrl+V of 10,000 × 5 cells (past the per-SKU view’s end), to the frame showing them',
      measured: shown.ms,
      floor,
      limit: 250,
      target: seconds(250),
      note: `${before.toLocaleString('en')} → ${(before + 10_000).toLocaleString('en')} rows, the pasted rows on screen; its undo (Ctrl+Z) to the rows gone ${undo.ms.toFixed(0)} ms; floor: a key into a plain input to its frame; calls (ms after the key): ${calls}`,
    },
    {
      measure: 'the paste durable: Ctrl+V to the store file holding its 1,250 products',
      measured: durableMs,
      limit: 2000,
      target: seconds(2000),
      note: coreMode
        ? 'the core’s operation committed (catalog_history moved, the rows there)'
        : 'the page’s saver wrote the drafts',
    },
  ];
};

/**
 * Clicks the sort button of column `key` and times it to the rows shown sorted; `several`: the
 * column holds more than one value (with one, the draft's order looks sorted too).
 */
async function sortBy(page: Page, key: string, first: string, several: boolean) {
  const header = `.grid-colhead[data-colkey="${key}"]`;
  // From the top rows, whatever an earlier section scrolled to.
  await page.evaluate(`document.querySelector('.grid-scroll').scrollTop = 0`);
  await waitShown(
    page,
    `() => document.querySelector('.grid-row[aria-rowindex="2"]:not(.waiting)') !== null`,
  );
  const shown = await timedToShown(
    page,
    {
      events: ['click'],
      shown: `() => document.querySelector('${header}')?.getAttribute('aria-sort') === 'ascending'
        && (${everyRowOnScreen(key, `(t) => t === ${JSON.stringify(first)}`, 10, 10)})()`,
    },
    () => page.locator(`${header} > button`).first().click(),
  );
  // Descending, then none: the draft's order again.
  await page.locator(`${header} > button`).first().click();
  await page.locator(`${header}[aria-sort="descending"]`).waitFor();
  await page.locator(`${header} > button`).first().click();
  await page.locator(`${header}[aria-sort="none"]`).waitFor();
  if (several) {
    await waitShown(
      page,
      everyRowOnScreen(key, `(t) => t !== ${JSON.stringify(first)}`, 1).replace('every', 'some'),
    );
  }
  return shown;
}

const smallest = (codes: string[]) => [...codes].sort()[0] ?? '';

export const sorting: GridSection = async (bench) => {
  const { page, plain, shape } = bench;
  const floor = await plainFloor(plain, 'click');
  await page.bringToFront();
  const brands = Array.from({ length: shape.brands }, (_, n) => brandCode(shape, n));
  // The colours the SKUs use: a master colour no SKU has (two of the default six) sorts nowhere.
  const colors = [...new Set(bench.draft.flatMap((p) => p.row.skus.map((s) => s.color_code)))];
  await showView(page, 'product', bench.draft.length);
  await gridHome(page);
  const products = await rowCount(page);
  const byBrand = await sortBy(page, 'brand_code', smallest(brands), brands.length > 1);
  await showView(page, 'SKU', viewRows(bench.draft, 'SKU'));
  const skus = await rowCount(page);
  const byColor = await sortBy(page, 'color_code', smallest(colors), colors.length > 1);
  await showView(page, 'product', bench.draft.length);
  const target = { floor, limit: 500, target: seconds(500) };
  return [
    {
      measure: `sort ${products.toLocaleString('en')} products by brand code (a header’s click), to the frame showing them sorted`,
      measured: byBrand.ms,
      ...target,
      note: `the first 10 rows ${smallest(brands)}, the header ▲; floor: a plain page’s button clicked to its frame`,
    },
    {
      measure: `sort ${skus.toLocaleString('en')} SKU rows by colour code (a header’s click), to the frame showing them sorted`,
      measured: byColor.ms,
      ...target,
      note: `the first 10 rows ${smallest(colors)}, the header ▲`,
    },
  ];
};

/** How many columns from the name on make 100,000 cells or more (name and brand at most). */
const fillColumns = (products: number) => Math.min(2, Math.ceil(100_000 / products));

export const fillingDown: GridSection = async (bench) => {
  const { page, plain, storePath, profileId, coreMode } = bench;
  const floor = await plainFloor(plain, 'key');
  await page.bringToFront();
  await showView(page, 'product', bench.draft.length);
  await gridHome(page);
  const products = await rowCount(page);
  const columns = fillColumns(products);
  const name = (await page.locator(cellAt(1, 2)).textContent()) ?? '';
  const brand = (await page.locator(cellAt(1, 3)).textContent()) ?? '';
  await page.locator(cellAt(1, 2)).click();
  for (let c = 1; c < columns; c += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ControlOrMeta+Shift+ArrowDown');
  const cells = products * columns;
  await waitShown(
    page,
    `() => document.querySelector('.grid-status')?.getAttribute('data-state') === 'done'
      && document.querySelector('.grid-status [data-figure=count]')?.textContent === 'Count: ${cells.toLocaleString('en')}'`,
  );
  const filledWith = (test: string) => {
    const nameShown = everyRowOnScreen('name', test.replace('$', JSON.stringify(name)));
    const brandShown = everyRowOnScreen('brand_code', test.replace('$', JSON.stringify(brand)));
    return columns === 1 ? nameShown : `() => (${nameShown})() && (${brandShown})()`;
  };
  const durable = watchCommit(
    storePath,
    profileId,
    (db) => countProducts(db, profileId, 'name = ?', name) === products,
    coreMode,
  );
  const fill = await timedToShown(
    page,
    { events: ['keydown'], shown: filledWith('(t) => t === $') },
    () => page.keyboard.press('ControlOrMeta+D'),
  );
  const durableMs = (await durable.committed) - fill.startEpoch;
  const undone = watchCommit(
    storePath,
    profileId,
    (db) => countProducts(db, profileId, 'name = ?', name) < products,
    coreMode,
  );
  const undo = await timedToShown(
    page,
    {
      events: ['keydown'],
      shown: everyRowOnScreen('name', `(t) => t !== ${JSON.stringify(name)}`),
    },
    () => page.keyboard.press('ControlOrMeta+Z'),
  );
  const undoDurable = (await undone.committed) - undo.startEpoch;
  await page.keyboard.press('ControlOrMeta+Home');
  return [
    {
      measure: `Ctrl+D down ${cells.toLocaleString('en')} cells (${columns === 1 ? 'the name' : 'name and brand'} of every product), to the frame showing them`,
      measured: fill.ms,
      floor,
      limit: 500,
      target: seconds(500),
      note: `every row on screen (the last ones) holds row 1's value; its undo (Ctrl+Z) to the frame showing the names back ${undo.ms.toFixed(0)} ms, durable ${undoDurable.toFixed(0)} ms; floor: a key into a plain input to its frame`,
    },
    {
      measure: `the fill durable: Ctrl+D to the store file holding all ${cells.toLocaleString('en')} cells`,
      measured: durableMs,
      limit: 2000,
      target: seconds(2000),
      note: coreMode
        ? 'the core’s operation committed (catalog_history moved, every name there)'
        : 'the page’s saver wrote the drafts',
    },
  ];
};

export const validating: GridSection = async (bench) => {
  const { page, plain } = bench;
  const floor = await plainFloor(plain, 'key');
  await page.bringToFront();
  await showView(page, 'product', bench.draft.length);
  await gridHome(page);
  const pane = () => page.evaluate<string>(PANE_BAR);
  const paneBefore = await pane();
  const cell = cellAt(1, 3);
  const brand = (await page.locator(cell).textContent()) ?? '';
  await page.locator(cell).click();
  await page.keyboard.type('NOPE');
  const marked = await timedToShown(
    page,
    {
      events: ['keydown'],
      shown: `() => {
        const cell = document.querySelector('${cell}');
        return cell?.textContent === 'NOPE' && cell.className.includes('mark-warning')
          && ${PANE_BAR} !== ${JSON.stringify(paneBefore)};
      }`,
    },
    () => page.keyboard.press('Enter'),
  );
  const paneAfter = await pane();
  const markCalls = await callsDuringShown(page, marked);
  const unmarked = await timedToShown(
    page,
    {
      events: ['keydown'],
      shown: `() => {
        const cell = document.querySelector('${cell}');
        return cell?.textContent === ${JSON.stringify(brand)} && !cell.className.includes('mark-')
          && ${PANE_BAR} === ${JSON.stringify(paneBefore)};
      }`,
    },
    () => page.keyboard.press('ControlOrMeta+Z'),
  );
  return [
    {
      measure:
        'a brand code made unknown (typed, Enter), to the frame showing its mark and the problem count',
      measured: marked.ms,
      floor,
      limit: 300,
      target: seconds(300),
      note: `problems "${paneBefore || 'none'}" → "${paneAfter}"; its undo (Ctrl+Z) to the mark and count gone ${unmarked.ms.toFixed(0)} ms; calls from the Enter: ${markCalls}; floor: a key into a plain input to its frame`,
    },
  ];
};
