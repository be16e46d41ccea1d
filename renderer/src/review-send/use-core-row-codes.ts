import { useCallback, useMemo } from 'react';
import { CATALOG_CODES_MAX } from '../../../app/catalog/catalog-codes.ts';
import type { ImportPreview } from '../../../app/imports/schemas.ts';
import { useCallQuery } from '../lib/queries.ts';
import type { PlanGrid } from './plan-summary.ts';

// Core mode (issue 28): the codes of the rows the plan leaves out, asked of the core by draft id
// (catalog.rowCodes), since the page holds no drafts. Each grid's first CATALOG_CODES_MAX rows
// are named; a row past them, or not yet answered, shows without its code.

/** The ids of one grid's rows left out, in the plan's order (at most CATALOG_CODES_MAX). */
export function leftOutIds(leftOut: ImportPreview['leftOut'], grid: PlanGrid): string[] {
  const ids: string[] = [];
  for (const row of leftOut) {
    if (row.grid !== grid) continue;
    ids.push(row.draftId);
    if (ids.length === CATALOG_CODES_MAX) break;
  }
  return ids;
}

function useGridCodes(
  profileId: string,
  grid: PlanGrid,
  leftOut: ImportPreview['leftOut'] | undefined,
): Map<string, string> {
  const ids = useMemo(
    () => (leftOut === undefined ? [] : leftOutIds(leftOut, grid)),
    [leftOut, grid],
  );
  const { data } = useCallQuery(
    'catalog.rowCodes',
    { profileId, grid, ids },
    { enabled: ids.length > 0 },
  );
  return useMemo(() => {
    const codes = new Map<string, string>();
    if (data === undefined) return codes;
    ids.forEach((id, i) => {
      const code = data.codes[i];
      if (code !== undefined && code !== '') codes.set(id, code);
    });
    return codes;
  }, [data, ids]);
}

/** codeOf for the plan's rows left out; `leftOut` undefined: nothing asked (the page mode). */
export function useCoreRowCodes(
  profileId: string,
  leftOut: ImportPreview['leftOut'] | undefined,
): (grid: PlanGrid, draftId: string) => string {
  const brands = useGridCodes(profileId, 'brands', leftOut);
  const colors = useGridCodes(profileId, 'colors', leftOut);
  const products = useGridCodes(profileId, 'products', leftOut);
  return useCallback(
    (grid: PlanGrid, draftId: string) => ({ brands, colors, products })[grid].get(draftId) ?? '',
    [brands, colors, products],
  );
}
