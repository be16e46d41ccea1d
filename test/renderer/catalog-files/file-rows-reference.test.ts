import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  skuRowsToProducts,
  type DisagreementChoice,
  type GridName,
  type SkuRow,
} from '../../../app/catalog/rows.ts';
import type { ColumnMapping } from '../../../renderer/src/catalog/files/column-mapping.ts';
import { fileRowsToGridRows } from '../../../renderer/src/catalog/files/file-rows.ts';
import { FILE_FIELDS, type FileField } from '../../../renderer/src/catalog/files/header-names.ts';
import { parseSkuSummary } from '../../../renderer/src/catalog/model/sku-summary.ts';

// fileRowsToGridRows reads cells by index (it runs over a million rows in the file worker); this
// is the plain model it must agree with: each row's mapped cells as an object, blank rows out.

type Cells = Partial<Record<FileField, string>>;

function reference(
  grid: GridName,
  body: readonly (readonly string[])[],
  mapping: ColumnMapping,
  choice: DisagreementChoice,
) {
  const cellRows = body.map((row) => {
    const cells: Cells = {};
    mapping.forEach((field, column) => {
      if (field !== null) cells[field] = row[column] ?? '';
    });
    return cells;
  });
  const kept = cellRows.flatMap((cells, index) =>
    Object.values(cells).every((value) => value.trim() === '') ? [] : [{ cells, index }],
  );
  const skippedEmpty = cellRows.length - kept.length;
  if (grid !== 'products')
    return {
      rows: kept.map(({ cells }) => ({ code: cells.code ?? '', name: cells.name ?? '' })),
      skippedEmpty,
    };
  const fields: readonly (FileField | null)[] = mapping;
  if (!fields.includes('color_code') && !fields.includes('size_code'))
    return {
      rows: kept.map(({ cells }) => ({
        product_code: cells.product_code ?? '',
        name: cells.name ?? '',
        brand_code: cells.brand_code ?? '',
        skus: parseSkuSummary(cells.skus ?? ''),
      })),
      skippedEmpty,
    };
  const skuRows: SkuRow[] = [];
  for (const { cells } of kept) {
    const base = {
      product_code: cells.product_code ?? '',
      name: cells.name ?? '',
      brand_code: cells.brand_code ?? '',
    };
    const skus = parseSkuSummary(cells.skus ?? '');
    const color = cells.color_code ?? '';
    const size = cells.size_code ?? '';
    if (color !== '' || size !== '' || skus.length === 0)
      skus.unshift({ color_code: color, size_code: size });
    for (const sku of skus) skuRows.push({ ...base, ...sku });
  }
  const grouped = skuRowsToProducts(skuRows, choice);
  return { rows: grouped.products, skippedEmpty, conflicts: grouped.conflicts.length };
}

const cell = fc.constantFrom(
  '',
  ' ',
  'P1',
  'P2',
  'コート',
  'NV',
  'S',
  'NV: S M',
  'IV: L · NV: S',
  'BR1',
  'BR2',
);
const grid = fc.constantFrom<GridName>('brands', 'products');

describe('file rows into grid rows, against the plain model', () => {
  it('makes the same rows, skipped rows and conflicts for any rows and mapping', () => {
    fc.assert(
      fc.property(
        grid,
        fc.array(fc.array(cell, { maxLength: 7 }), { maxLength: 30 }),
        fc.array(fc.integer({ min: -1, max: 5 }), { minLength: 1, maxLength: 7 }),
        fc.constantFrom<DisagreementChoice>('agreeing-skus', 'all-skus', 'leave-out'),
        (g, body, picks, choice) => {
          const fields = FILE_FIELDS[g] as readonly FileField[];
          // A column per field at most, as the mapping step keeps it.
          const taken = new Set<FileField>();
          const mapping = picks.map((pick) => {
            const field = fields[pick];
            if (field === undefined || taken.has(field)) return null;
            taken.add(field);
            return field;
          });
          const made = fileRowsToGridRows(g, body, mapping as ColumnMapping, choice);
          const model = reference(g, body, mapping, choice);
          expect(made.rows).toEqual(model.rows);
          expect(made.skippedEmpty).toBe(model.skippedEmpty);
          if ('conflicts' in model) expect(made.conflicts).toHaveLength(model.conflicts ?? 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
