import { CATALOG_CODES_MAX } from '../../../app/catalog/catalog-codes.ts';
import type { GridName } from '../../../app/catalog/rows.ts';
import { call } from '../lib/bridge-client.ts';
import { callAndApply } from '../lib/queries.ts';
import { flushCoreWrites } from '../drafts/core-windows.ts';
import {
  codesToAsk,
  EDIT_AGAIN_GRIDS,
  planCoreEditAgain,
  type CoreEditAgainPlan,
  type FoundRows,
} from './core-edit-again.ts';
import type { ConflictChoice, SentRow } from './edit-again.ts';

// "Edit again" over the core's calls (core mode): which chosen codes the draft holds, then the
// plan's operations applied in order (together one undo step of catalog.undo's history).

async function askGrid(profileId: string, grid: GridName, codes: string[]) {
  const rows: FoundRows[GridName]['answer']['rows'] = [];
  let last: number | null = null;
  for (let from = 0; from === 0 || from < codes.length; from += CATALOG_CODES_MAX) {
    const part = codes.slice(from, from + CATALOG_CODES_MAX);
    const answer = await call('catalog.codeRows', { profileId, grid, codes: part });
    rows.push(...answer.rows);
    last = answer.last;
  }
  return { codes, answer: { rows, last } };
}

/** What the core's draft holds of the chosen rows' codes, per grid. */
export async function findInCore(profileId: string, rows: readonly SentRow[]): Promise<FoundRows> {
  // Edits typed a moment ago first: a row just typed is then found.
  await flushCoreWrites();
  const codes = codesToAsk(rows);
  const [brands, colors, products] = await Promise.all(
    EDIT_AGAIN_GRIDS.map((grid) => askGrid(profileId, grid, codes[grid])),
  );
  return { brands, colors, products } as FoundRows;
}

/** Plans and applies "edit again" in the core (the grid builds its window when it opens). */
export async function editAgainInCore(
  profileId: string,
  rows: readonly SentRow[],
  choice: ConflictChoice,
  newId: () => string,
): Promise<CoreEditAgainPlan> {
  const found = await findInCore(profileId, rows);
  const plan = planCoreEditAgain(found, rows, choice, newId);
  const group = plan.operations.length > 1 ? { group: newId() } : {};
  for (const operation of plan.operations) {
    await callAndApply(null, 'catalog.apply', { profileId, operation, ...group });
  }
  return plan;
}
