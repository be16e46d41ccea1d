// The catalog's validation in the core at a million SKU rows (issue 28, step 5): 125,000
// products × 8 SKUs, 2,000 brands and 600 colours in the core's row tables (BENCH_GRID_PRODUCTS
// sets the products). Times validating everything (the rows read, the index built), the same
// set-based checks as SQL over the tables for comparison, and the update after operations: a
// replace all of every brand code (more rows than an answer lists: its step read from the undo
// log), its undo, and a one-cell edit; validating everything and the updates three times each.
// Wall and CPU ms, with the load average: the machine may
// be shared.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Operation } from '../../app/catalog/operations.ts';
import { CatalogValidation } from '../../app/catalog/validation-index.ts';
import { createValidationRows } from '../../main/store/catalog/validation-rows.ts';
import { openStore } from '../../main/store/open-store.ts';
import { brandDrafts, colorDrafts, productDrafts } from './grid/draft.ts';
import { MILLION_SKU_SHAPE } from './grid/million-shape.ts';
import { stepTable } from './grid/step-table.ts';

const SHAPE = MILLION_SKU_SHAPE;

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'kikan-catalog-validation-'));
  const before = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const { lines, timed } = stepTable(1);
  try {
    const path = join(dir, 'kikan.sqlite');
    const store = openStore(path);
    const { id: profileId } = store.profiles.create({
      name: 'Bench',
      hostKind: 'custom',
      baseUrl: 'http://127.0.0.1:1',
    });
    store.drafts.save(profileId, 'brands', { upserts: brandDrafts(SHAPE), deletes: [] });
    store.drafts.save(profileId, 'colors', { upserts: colorDrafts(SHAPE), deletes: [] });
    store.drafts.save(profileId, 'products', { upserts: productDrafts(SHAPE), deletes: [] });
    const problems = () => store.catalogProblems.problems({ profileId, from: 0, count: 100 });
    const said = (answer: ReturnType<typeof problems>): string => {
      const { products, brands } = answer.counts;
      return `${String(answer.length)} problems (products ${String(products.error)} errors, ${String(products.warning)} warnings; brands ${String(brands.error)} errors)`;
    };

    // The parts of validating everything, each on its own.
    const db = new DatabaseSync(path);
    const rows = createValidationRows(db);
    const read = timed(
      'read the rows whole (products with their SKUs, brands, colours)',
      () => ({
        products: rows.products(profileId),
        brands: rows.masters(profileId, 'brands'),
        colors: rows.masters(profileId, 'colors'),
      }),
      (data) => `${String(data.products.length)} products`,
    );
    timed(
      'build the validation index over them (validation-index.ts)',
      () => new CatalogValidation(read).problems().length,
      (n) => `${String(n)} problems`,
    );
    const sql = (step: string, text: string) =>
      timed(
        step,
        () => db.prepare(text).get(profileId),
        (row) => `${String(row?.['n'])} rows`,
      );
    sql(
      'SQL: duplicate product codes',
      `SELECT count(*) AS n FROM (SELECT product_code FROM catalog_products
        WHERE profile_id = ?1 AND product_code <> '' GROUP BY product_code HAVING count(*) > 1)`,
    );
    sql(
      'SQL: products naming an unknown brand',
      `SELECT count(*) AS n FROM catalog_products p WHERE profile_id = ?1 AND brand_code <> ''
        AND NOT EXISTS (SELECT 1 FROM catalog_masters m WHERE m.profile_id = ?1
          AND m.grid = 'brands' AND m.code = p.brand_code)`,
    );
    sql(
      'SQL: SKUs naming an unknown colour',
      `SELECT count(*) AS n FROM catalog_skus s JOIN catalog_products p ON p.row_id = s.product_row
        WHERE p.profile_id = ?1 AND s.color_code <> ''
        AND s.color_code NOT IN (SELECT code FROM catalog_masters m WHERE m.profile_id = ?1
          AND m.grid = 'colors')`,
    );
    sql(
      'SQL: products with a SKU twice',
      `SELECT count(*) AS n FROM (SELECT product_row FROM catalog_skus s
        JOIN catalog_products p ON p.row_id = s.product_row WHERE p.profile_id = ?1
        GROUP BY product_row, color_code, size_code HAVING count(*) > 1)`,
    );
    db.close();

    const replace: Operation = {
      kind: 'replace',
      grid: 'products',
      columns: ['brand_code'],
      query: { text: 'KK', matchCase: false, wholeCell: false, regex: false },
      replacement: 'KX',
    };
    // The operation alone (no validation state yet to move on), for comparison.
    timed(
      'replace all of every brand code (KK → KX), no validation held',
      () => store.catalog.apply(profileId, replace),
      (a) => `${String(a.rowCount)} rows, ${String(a.rows.length)} listed`,
    );
    timed(
      'undo it, no validation held',
      () => store.catalog.undo(profileId),
      (a) => `${String(a.rowCount)} rows`,
    );
    timed('validate everything (the first catalog.problems)', problems, said);
    timed('catalog.problems again (nothing changed)', problems, said);
    // Twice more, the validation forgotten first: a loaded machine's noise shows in the range.
    for (const round of [2, 3]) {
      store.catalogProblems.forget(profileId);
      timed(`validate everything anew (round ${String(round)})`, problems, said);
    }
    for (const round of [1, 2, 3]) {
      timed(
        `replace all again, the validation told (its step waits in the undo log; round ${String(round)})`,
        () => store.catalog.apply(profileId, replace),
        (a) => `${String(a.rowCount)} rows, ${String(a.rows.length)} listed`,
      );
      timed(
        `the update after it (catalog.problems reads the step; round ${String(round)})`,
        problems,
        said,
      );
      timed(
        `undo it, the validation told (round ${String(round)})`,
        () => store.catalog.undo(profileId),
        (a) => `${String(a.rowCount)} rows`,
      );
      timed(`the update after the undo (catalog.problems; round ${String(round)})`, problems, said);
    }
    timed(
      'set one brand code, the operation',
      () =>
        store.catalog.apply(profileId, {
          kind: 'set',
          grid: 'products',
          cells: [{ row: { id: 'p0' }, column: 'brand_code', value: 'NOPE' }],
        }),
      (a) => `${String(a.rowCount)} rows listed`,
    );
    timed('the update after it (catalog.problems reads the row)', problems, said);
    timed(
      'catalog.rowProblems of 60 rows',
      () =>
        store.catalogProblems.rowProblems({
          profileId,
          grid: 'products',
          ids: Array.from({ length: 60 }, (_, i) => `p${String(i)}`),
        }),
      (a) => `${String(a.rows.length)} rows marked`,
    );
    store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `${String(SHAPE.products)} products × 8 SKUs (${String(SHAPE.products * 8)} SKU rows), 2,000 brands, 600 colours; load average ${before} before, ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} after.\n`,
  );
  console.log(lines.join('\n'));
  await Promise.resolve();
}
