import type { GridName, GridRow, MasterRow, ProductRow } from '../../../../app/catalog/rows.ts';
import { positionsAfter, type Change, type Edit, type Entry } from './catalog-data.ts';
import type { CatalogData } from './catalog-data.ts';

// Rows confirmed from a file go into a grid as one edit (one undo step): a row whose code a
// draft row already holds replaces that row's values, the others are added at the end, so
// opening a file exported from this grid again changes nothing.

function merge<T>(
  entries: readonly Entry<T>[],
  rows: readonly T[],
  codeOf: (row: T) => string,
  newId: () => string,
): Change<T>[] {
  const byCode = new Map<string, Entry<T>>();
  for (const entry of entries) {
    const code = codeOf(entry.row);
    if (code !== '' && !byCode.has(code)) byCode.set(code, entry);
  }
  const changes: Change<T>[] = [];
  const added: T[] = [];
  const replaced = new Set<string>();
  for (const row of rows) {
    const existing = byCode.get(codeOf(row));
    if (existing === undefined || replaced.has(existing.id)) {
      added.push(row);
      continue;
    }
    replaced.add(existing.id);
    if (JSON.stringify(existing.row) === JSON.stringify(row)) continue;
    changes.push({ id: existing.id, before: existing, after: { ...existing, row } });
  }
  const positions = positionsAfter(entries, added.length);
  added.forEach((row, i) => {
    const id = newId();
    changes.push({ id, before: null, after: { id, position: positions[i] ?? 0, row } });
  });
  return changes;
}

export function importRows(
  grid: GridName,
  data: CatalogData,
  rows: readonly GridRow<GridName>[],
  newId: () => string,
): Edit | null {
  let edit: Edit;
  if (grid === 'products') {
    const products = rows as readonly ProductRow[];
    edit = {
      grid: 'products',
      changes: merge(data.products, products, (r) => r.product_code, newId),
    };
  } else {
    const masters = rows as readonly MasterRow[];
    const master = grid;
    edit = { grid: master, changes: merge(data[master], masters, (r) => r.code, newId) };
  }
  return edit.changes.length === 0 ? null : edit;
}
