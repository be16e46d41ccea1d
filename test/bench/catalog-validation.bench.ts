// The catalog's validation in the core at a million SKU rows (issue 28, step 5): 125,000
// products × 8 SKUs, 2,000 brands and 600 colours in the core's row tables (BENCH_GRID_PRODUCTS
// sets the products). Times validating everything (its parts: the queries of validation-sql.ts,
// and for comparison the rows read whole as the validation did before), and the update after
// operations: a replace all of every brand code (more rows than an answer lists: its step read
// from the undo log), its undo, and a one-cell edit; validating everything and the updates three
// times each. Then catalog.counts: counted anew, and asked again after an edit (kept). Wall and
// CPU ms, with the load average: the machine may be shared.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Operation } from '../../app/catalog/operations.ts';
import { createCatalogCount, createCatalogCounts } from '../../main/store/catalog/counts.ts';
import { createValidationRows } from '../../main/store/catalog/validation-rows.ts';
import { createValidationSql } from '../../main/store/catalog/validation-sql.ts';
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
    timed(
      'for comparison: the rows read whole (how the validation began before)',
      () => rows.products(profileId).length,
      (n) => `${String(n)} products`,
    );
    const parts = createValidationSql(db);
    timed(
      'part: products holding a SKU twice (SKU groups counted first)',
      () => parts.productsWithSkuTwice(profileId).length,
      (n) => `${String(n)} products`,
    );
    timed(
      'part: the distinct colours of the SKUs, SKUs of an empty or odd size',
      () => parts.skuColors().length + parts.productsWithOddSize(profileId).length,
      (n) => `${String(n)} codes and products`,
    );
    timed(
      'part: brand codes named, codes held twice',
      () => parts.brandCodes(profileId).length + parts.repeatedCodes(profileId).length,
      (n) => `${String(n)} codes`,
    );
    timed(
      "part: products' own cells that may break a rule (none unknown)",
      () => {
        let n = 0;
        parts.productCandidates(profileId, [], [], () => {
          n += 1;
        });
        return n;
      },
      (n) => `${String(n)} rows`,
    );
    const counted = createCatalogCount(db);
    timed(
      'catalog.counts counted anew (a join over every SKU)',
      () => counted(profileId),
      (c) => `${String(c.products)} products, ${String(c.skuRows)} SKU rows`,
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
    const counts = createCatalogCounts(new DatabaseSync(path));
    const countsSaid = (c: ReturnType<typeof counts>) =>
      `${String(c.products)} products, ${String(c.skuRows)} SKU rows`;
    timed('catalog.counts, first asked (counted)', () => counts(profileId), countsSaid);
    store.catalog.apply(profileId, {
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: 'p1' }, column: 'brand_code', value: 'NOPE' }],
    });
    timed('catalog.counts after a one-cell edit (kept)', () => counts(profileId), countsSaid);
    store.catalog.undo(profileId);
    timed('catalog.counts after its undo (kept)', () => counts(profileId), countsSaid);
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
