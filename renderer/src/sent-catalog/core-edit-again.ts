import type { Operation } from '../../../app/catalog/operations.ts';
import type { CodeRowsAnswer } from '../../../app/catalog/catalog-codes.ts';
import { rowSchemaOf, type GridName } from '../../../app/catalog/rows.ts';
import { positionsBetween } from '../drafts/catalog-data.ts';
import type { ConflictChoice, DraftConflict, SentRow } from './edit-again.ts';

// "Edit again" in core mode (issue 28): the page holds no drafts, so the rows already in the draft
// are asked of the core by code (catalog.codeRows), and the plan is operations the core applies:
// per grid, the rows replaced are deleted and put back under their id at their place with the
// value last sent, and the new rows are inserted after the grid's last row. Pure; as
// planEditAgain (edit-again.ts), whose counts it gives.

export const EDIT_AGAIN_GRIDS = ['brands', 'colors', 'products'] as const;

/** Each grid's codes to ask the core about (each once, in the order chosen). */
export function codesToAsk(rows: readonly SentRow[]): Record<GridName, string[]> {
  const out: Record<GridName, string[]> = { brands: [], colors: [], products: [] };
  for (const grid of EDIT_AGAIN_GRIDS) {
    out[grid] = [...new Set(rows.filter((row) => row.grid === grid).map((row) => row.code))];
  }
  return out;
}

/** The core's answers per grid, for the codes of codesToAsk. */
export type FoundRows = Record<GridName, { codes: readonly string[]; answer: CodeRowsAnswer }>;

/** The chosen rows whose code the draft already holds. */
export function coreConflicts(found: FoundRows): DraftConflict[] {
  return EDIT_AGAIN_GRIDS.flatMap((grid) => {
    const { codes, answer } = found[grid];
    return codes.flatMap((code, i) => (answer.rows[i] ? [{ grid, code }] : []));
  });
}

export interface CoreEditAgainPlan {
  operations: Operation[];
  added: number;
  replaced: number;
  kept: number;
  unreadable: DraftConflict[];
}

export function planCoreEditAgain(
  found: FoundRows,
  rows: readonly SentRow[],
  choice: ConflictChoice,
  newId: () => string,
): CoreEditAgainPlan {
  const plan: CoreEditAgainPlan = {
    operations: [],
    added: 0,
    replaced: 0,
    kept: 0,
    unreadable: [],
  };
  for (const grid of EDIT_AGAIN_GRIDS) {
    const { codes, answer } = found[grid];
    const placed = new Map(codes.map((code, i) => [code, answer.rows[i] ?? null]));
    const replaced: { id: string; position: number; row: unknown }[] = [];
    const fresh: unknown[] = [];
    const seen = new Set<string>();
    for (const sent of rows) {
      if (sent.grid !== grid || seen.has(sent.code)) continue;
      seen.add(sent.code);
      const parsed = rowSchemaOf[grid].safeParse(sent.value);
      if (!parsed.success) {
        plan.unreadable.push({ grid, code: sent.code });
        continue;
      }
      const existing = placed.get(sent.code) ?? null;
      if (existing === null) fresh.push(parsed.data);
      else if (choice === 'replace') replaced.push({ ...existing, row: parsed.data });
      else plan.kept += 1;
    }
    const positions = positionsBetween(answer.last, null, fresh.length) ?? [];
    const inserted = [
      ...replaced,
      ...fresh.map((row, i) => ({ id: newId(), position: positions[i] ?? 0, row })),
    ];
    if (replaced.length > 0) {
      plan.operations.push({ kind: 'deleteRows', grid, ids: replaced.map((row) => row.id) });
    }
    if (inserted.length > 0) {
      // The rows parsed by their grid's schema are of that grid's row type.
      plan.operations.push({ kind: 'insertRows', grid, rows: inserted } as Operation);
    }
    plan.replaced += replaced.length;
    plan.added += fresh.length;
  }
  return plan;
}
