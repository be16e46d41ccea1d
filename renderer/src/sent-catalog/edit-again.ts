import {
  rowSchemaOf,
  type GridName,
  type MasterRow,
  type ProductRow,
} from '../../../app/catalog/rows.ts';
import {
  positionsBetween,
  type CatalogData,
  type Change,
  type Edit,
  type Entry,
} from '../drafts/catalog-data.ts';

// "Edit again": rows of the sent catalog brought back into the draft as ordinary edits (one per
// grid, so one undo step each), appended after the grid's last row. A code the draft already
// holds is never overwritten silently: the caller asks, then either replaces the draft's row with
// the value last sent or keeps the draft's row and brings back only the others.

export interface SentRow {
  grid: GridName;
  code: string;
  value: unknown;
}

export interface DraftConflict {
  grid: GridName;
  code: string;
}

export type ConflictChoice = 'replace' | 'keep';

export interface EditAgainPlan {
  edits: Edit[];
  added: number;
  replaced: number;
  /** Already in the draft and kept as the draft has them. */
  kept: number;
  /** Values that are not a row of their grid (an older app's journal): nothing done with them. */
  unreadable: DraftConflict[];
}

const codeOf = (grid: GridName, row: MasterRow | ProductRow): string =>
  grid === 'products' ? (row as ProductRow).product_code : (row as MasterRow).code;

function draftByCode(
  data: CatalogData,
  grid: GridName,
): Map<string, Entry<MasterRow | ProductRow>> {
  const entries: readonly Entry<MasterRow | ProductRow>[] = data[grid];
  const byCode = new Map<string, Entry<MasterRow | ProductRow>>();
  // The first row with a code is the one replaced; a repeated code is the grid's own problem.
  for (const entry of entries) {
    const code = codeOf(grid, entry.row);
    if (!byCode.has(code)) byCode.set(code, entry);
  }
  return byCode;
}

/** The selected rows whose code is already in the draft of their grid. */
export function draftConflicts(data: CatalogData, rows: readonly SentRow[]): DraftConflict[] {
  const index = new Map<GridName, Map<string, unknown>>();
  return rows
    .filter((row) => {
      let byCode = index.get(row.grid);
      if (!byCode) {
        byCode = draftByCode(data, row.grid);
        index.set(row.grid, byCode);
      }
      return byCode.has(row.code);
    })
    .map(({ grid, code }) => ({ grid, code }));
}

export function planEditAgain(
  data: CatalogData,
  rows: readonly SentRow[],
  choice: ConflictChoice,
  newId: () => string,
): EditAgainPlan {
  const plan: EditAgainPlan = { edits: [], added: 0, replaced: 0, kept: 0, unreadable: [] };
  for (const grid of ['brands', 'colors', 'products'] as const) {
    const existing = draftByCode(data, grid);
    const changes: Change<MasterRow | ProductRow>[] = [];
    const fresh: (MasterRow | ProductRow)[] = [];
    const seen = new Set<string>();
    for (const sent of rows) {
      if (sent.grid !== grid || seen.has(sent.code)) continue;
      seen.add(sent.code);
      const parsed = rowSchemaOf[grid].safeParse(sent.value);
      if (!parsed.success) {
        plan.unreadable.push({ grid, code: sent.code });
        continue;
      }
      const before = existing.get(sent.code);
      if (before === undefined) {
        fresh.push(parsed.data);
      } else if (choice === 'replace') {
        changes.push({ id: before.id, before, after: { ...before, row: parsed.data } });
        plan.replaced += 1;
      } else {
        plan.kept += 1;
      }
    }
    const last = data[grid].at(-1)?.position ?? null;
    const positions = positionsBetween(last, null, fresh.length) ?? [];
    fresh.forEach((row, index) => {
      const id = newId();
      changes.push({ id, before: null, after: { id, position: positions[index] ?? 0, row } });
    });
    plan.added += fresh.length;
    // The contract's union is by grid; the rows of one grid are of that grid's type.
    if (changes.length > 0) plan.edits.push({ grid, changes } as Edit);
  }
  return plan;
}
