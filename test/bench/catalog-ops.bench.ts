// The catalog's operations at a million SKU rows (issue 28, step 2): 125,000 products × 8 SKUs,
// 2,000 brands and 600 colours in the core's row tables (BENCH_GRID_PRODUCTS sets the products).
// Each operation is one transaction with its undo rows, answered after commit; undo and redo
// apply the log back and again; the paste and the fill again at the end, each in the store just
// opened. Wall and CPU ms, with the load average: the machine may be shared.
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Operation } from '../../app/catalog/operations.ts';
import { openStore } from '../../main/store/open-store.ts';
import { brandDrafts, colorDrafts, productDrafts } from './grid/draft.ts';
import { MILLION_SKU_SHAPE } from './grid/million-shape.ts';
import { stepTable } from './grid/step-table.ts';

const SHAPE = MILLION_SKU_SHAPE;

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'kikan-catalog-ops-'));
  const { lines, timed } = stepTable(1);
  const said = (value: unknown): string => {
    const answer = value as { cells: number; rowCount: number; rows: unknown[]; version: number };
    const listed = answer.rows.length === answer.rowCount ? 'listed' : 'counted';
    return `${String(answer.cells)} cells, ${String(answer.rowCount)} rows ${listed}, version ${String(answer.version)}`;
  };
  try {
    const file = join(dir, 'kikan.sqlite');
    const store = openStore(file);
    const { id: profileId } = store.profiles.create({
      name: 'Bench',
      hostKind: 'custom',
      baseUrl: 'http://127.0.0.1:1',
    });
    const products = productDrafts(SHAPE);
    store.drafts.save(profileId, 'brands', { upserts: brandDrafts(SHAPE), deletes: [] });
    store.drafts.save(profileId, 'colors', { upserts: colorDrafts(SHAPE), deletes: [] });
    timed(`save ${String(SHAPE.products)} products (one drafts.save)`, () =>
      store.drafts.save(profileId, 'products', { upserts: products, deletes: [] }),
    );
    const apply = (operation: Operation) => () => store.catalog.apply(profileId, operation);
    // The undone steps an operation cut off are dropped between calls (the store's own slices,
    // run while this awaits): their CPU time is a row of its own, not the operation's.
    const reader = new DatabaseSync(file, { readOnly: true });
    const cutsOpen = reader.prepare(
      `SELECT count(*) AS n FROM catalog_undo
      WHERE conn = (SELECT id FROM catalog_connections WHERE profile = ?) AND step = 0
        AND kind = 'cut' AND place > row_id`,
    );
    const dropsBetweenCalls = async (): Promise<void> => {
      if (Number(cutsOpen.get(profileId)?.['n']) === 0) return;
      const cpu = process.cpuUsage();
      const start = performance.now();
      while (Number(cutsOpen.get(profileId)?.['n']) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const used = process.cpuUsage(cpu);
      lines.push(
        `| … its cut-off undone steps dropped between calls | ${(performance.now() - start).toFixed(0)} | ${((used.user + used.system) / 1000).toFixed(0)} | slices of 10,000 entries, each its own transaction | ${loadavg()[0]?.toFixed(1) ?? '?'} |`,
      );
    };
    const replace: Operation = {
      kind: 'replace',
      grid: 'products',
      columns: ['brand_code'],
      query: { text: 'KK', matchCase: false, wholeCell: false, regex: false },
      replacement: 'KX',
    };
    timed(`replace all of every brand code (KK → KX)`, apply(replace), said);
    timed('undo it', () => store.catalog.undo(profileId), said);
    timed('redo it', () => store.catalog.redo(profileId), said);
    timed('undo it again', () => store.catalog.undo(profileId), said);
    const regex: Operation = {
      ...replace,
      query: { text: '^KK(\\d+)$', matchCase: true, wholeCell: false, regex: true },
      replacement: 'KX-$1',
    };
    timed('replace all by a regular expression (^KK(\\d+)$ → KX-$1)', apply(regex), said);
    await dropsBetweenCalls();
    timed('undo it', () => store.catalog.undo(profileId), said);
    const rows = products.slice(0, 10_000).map((p) => ({ id: p.id, place: 0 }));
    const paste: Operation = {
      kind: 'paste',
      grid: 'products',
      rows,
      columns: ['product_code', 'name', 'brand_code', 'color_code', 'size_code'],
      values: rows.map((_row, i) => [
        `Q-${String(i)}`,
        `Pasted ${String(i)}`,
        'KK0001',
        'C001',
        'L',
      ]),
    };
    timed('paste 10,000 × 5 (per-SKU rows)', apply(paste), said);
    await dropsBetweenCalls();
    timed('undo it', () => store.catalog.undo(profileId), said);
    const fillRows = products.slice(0, 100_000).map((p) => ({ id: p.id }));
    const fill: Operation = { kind: 'fill', grid: 'products', rows: fillRows, columns: ['name'] };
    timed('fill down 100,000 cells (name)', apply(fill), said);
    await dropsBetweenCalls();
    timed('undo it', () => store.catalog.undo(profileId), said);
    timed(
      'rename a brand with the products naming it',
      apply({
        kind: 'renameCode',
        grid: 'brands',
        id: 'b1',
        code: 'KKNEW',
      }),
      said,
    );
    timed(
      'drafts.list of the products after all of it',
      () => store.drafts.list(profileId, 'products').length,
      (n) => `${String(n)} products`,
    );
    reader.close();
    store.close();
    // In a store just opened (its pages read from disk), with no undone step to drop.
    const opened = (step: string, operation: Operation): void => {
      const reopened = openStore(file);
      timed(step, () => reopened.catalog.apply(profileId, operation), said);
      reopened.close();
    };
    opened('paste 10,000 × 5 in a store just opened', paste);
    opened('fill down 100,000 cells in a store just opened', fill);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `${String(SHAPE.products)} products × 8 SKUs (${String(SHAPE.products * 8)} SKU rows), 2,000 brands, 600 colours; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} after.\n`,
  );
  console.log(lines.join('\n'));
}
