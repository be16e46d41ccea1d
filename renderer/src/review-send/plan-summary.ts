import type { ImportPreview } from '../../../app/imports/schemas.ts';
import { LIMITS } from '../../../app/permissions.ts';

// What "Review and send" says about a plan, from imports.preview: totals, how the rate limit
// bounds the time, the rows left out grouped for reading, and each request's rows by grid.

export type PlanGrid = ImportPreview['requests'][number]['rows'][number]['grid'];
export const PLAN_GRIDS: readonly PlanGrid[] = ['brands', 'colors', 'products'];

export interface PlanFacts {
  requests: number;
  rows: number;
  /** No plan can use fewer requests (proven by the planner). */
  fewest: number;
  /** Requests above that bound: the planner could not prove the plan is the fewest. */
  extraRequests: number;
  /** All requests fit in one window of the token's limit: the pacer does not hold them back. */
  withinOneWindow: boolean;
  callsPerMinute: number;
  fastestMs: number;
}

export function planFacts(preview: ImportPreview): PlanFacts {
  const requests = preview.requests.length;
  const rows = preview.requests.reduce((sum, request) => sum + request.rows.length, 0);
  return {
    requests,
    rows,
    fewest: preview.fewestPossible,
    extraRequests: Math.max(0, requests - preview.fewestPossible),
    withinOneWindow: requests <= LIMITS.tokenCallsPerMinute,
    callsPerMinute: LIMITS.tokenCallsPerMinute,
    fastestMs: preview.fastestMs,
  };
}

export interface LeftOutRow {
  grid: PlanGrid;
  draftId: string;
  code: string;
  reason: string;
}

/** Rows left out, by grid (in tab order) then code; `codeOf` reads the code from the drafts. */
export function leftOutRows(
  leftOut: ImportPreview['leftOut'],
  codeOf: (grid: PlanGrid, draftId: string) => string,
): LeftOutRow[] {
  return leftOut
    .map((row) => ({ ...row, code: codeOf(row.grid, row.draftId) }))
    .sort(
      (a, b) =>
        PLAN_GRIDS.indexOf(a.grid) - PLAN_GRIDS.indexOf(b.grid) ||
        (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
    );
}

/** How many rows were left out for each reason, most frequent first. */
export function reasonCounts(leftOut: ImportPreview['leftOut']): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const row of leftOut) counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** "NV/S, NV/M" for a product's SKUs that the new list no longer names. */
export function skuList(skus: ReadonlyArray<{ color_code: string; size_code: string }>): string {
  return skus.map((sku) => `${sku.color_code}/${sku.size_code}`).join(', ');
}
