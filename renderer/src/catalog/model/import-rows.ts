import type { GridName, GridRow, MasterRow, ProductRow } from '../../../../app/catalog/rows.ts';
import { positionsAfter, type Change, type Edit, type Entry } from '../../drafts/catalog-data.ts';
import type { CatalogData } from '../../drafts/catalog-data.ts';

// Rows confirmed from a file go into a grid as one edit (one undo step): a row whose code a
// draft row already holds replaces that row's values (or, when the user chose so, is skipped),
// the others are added at the end, so opening a file exported from this grid again changes
// nothing. The preview counts the same way (planFileRows).

export type OnExisting = 'replace' | 'skip';

export interface FileRowsPlan {
  /** Rows whose code no draft row holds (or holds already for an earlier row of the file). */
  added: number;
  /** Rows equal to the draft row of their code: nothing changes. */
  unchanged: number;
  /** Codes of rows that would replace a different draft row with the same code. */
  replacing: string[];
}

type Kind = 'added' | 'unchanged' | 'replacing';

/** What each file row does against these draft rows: the one rule planFileRows and merge share. */
function kinds<T, E extends { id: string; row: T }>(
  existing: readonly E[],
  rows: readonly T[],
  codeOf: (row: T) => string,
): { kind: Kind; existing?: E }[] {
  const byCode = new Map<string, E>();
  for (const entry of existing) {
    const code = codeOf(entry.row);
    if (code !== '' && !byCode.has(code)) byCode.set(code, entry);
  }
  const taken = new Set<string>();
  return rows.map((row) => {
    const match = byCode.get(codeOf(row));
    if (match === undefined || taken.has(match.id)) return { kind: 'added' };
    taken.add(match.id);
    const same = JSON.stringify(match.row) === JSON.stringify(row);
    return { kind: same ? 'unchanged' : 'replacing', existing: match };
  });
}

const CODE_OF = {
  products: (row: GridRow<GridName>) => (row as ProductRow).product_code,
  masters: (row: GridRow<GridName>) => (row as MasterRow).code,
};

/** How many rows of a file are new, unchanged, or replace a draft row with the same code. */
export function planFileRows(
  grid: GridName,
  existing: readonly GridRow<GridName>[],
  rows: readonly GridRow<GridName>[],
): FileRowsPlan {
  const codeOf = grid === 'products' ? CODE_OF.products : CODE_OF.masters;
  const entries = existing.map((row, index) => ({ id: String(index), row }));
  const plan: FileRowsPlan = { added: 0, unchanged: 0, replacing: [] };
  kinds(entries, rows, codeOf).forEach(({ kind }, i) => {
    if (kind === 'replacing') plan.replacing.push(codeOf(rows[i] as GridRow<GridName>));
    else plan[kind] += 1;
  });
  return plan;
}

function merge<T>(
  entries: readonly Entry<T>[],
  rows: readonly T[],
  codeOf: (row: T) => string,
  newId: () => string,
  onExisting: OnExisting,
): Change<T>[] {
  const changes: Change<T>[] = [];
  const added: T[] = [];
  kinds(entries, rows, codeOf).forEach(({ kind, existing: entry }, i) => {
    const row = rows[i] as T;
    if (kind === 'added') added.push(row);
    if (kind === 'replacing' && onExisting === 'replace' && entry !== undefined) {
      changes.push({ id: entry.id, before: entry, after: { ...entry, row } });
    }
  });
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
  onExisting: OnExisting = 'replace',
): Edit | null {
  let edit: Edit;
  if (grid === 'products') {
    const products = rows as readonly ProductRow[];
    edit = {
      grid: 'products',
      changes: merge(data.products, products, (r) => r.product_code, newId, onExisting),
    };
  } else {
    const masters = rows as readonly MasterRow[];
    const master = grid;
    edit = {
      grid: master,
      changes: merge(data[master], masters, (r) => r.code, newId, onExisting),
    };
  }
  return edit.changes.length === 0 ? null : edit;
}
