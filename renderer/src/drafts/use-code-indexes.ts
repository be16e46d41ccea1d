import { useMemo } from 'react';
import { CodeIndex, NO_CODES, type CodeOption } from '../../../app/catalog/code-suggest.ts';
import type { MasterRow } from '../../../app/catalog/rows.ts';
import type { CatalogData, Entry } from './catalog-data.ts';
import { useKnownCodes } from './use-known-codes.ts';

// The known brand and colour codes the pickers offer and the unknown-code marks suggest from:
// the brands and colours grids' rows (with their names) plus the codes this connection has sent
// (the same set validation counts as known, use-known-codes.ts). Rebuilt when a master grid or
// the sent codes change, not on product edits.

export interface CodeIndexes {
  brands: CodeIndex;
  colors: CodeIndex;
}

export const NO_CODE_INDEXES: CodeIndexes = { brands: NO_CODES, colors: NO_CODES };

function indexOf(rows: readonly Entry<MasterRow>[], sent: ReadonlySet<string>): CodeIndex {
  const options: CodeOption[] = rows.map((entry) => entry.row);
  for (const code of sent) options.push({ code, name: '' });
  return new CodeIndex(options);
}

export function useCodeIndexes(profileId: string | null, data: CatalogData): CodeIndexes {
  const known = useKnownCodes(profileId);
  const brands = useMemo(() => indexOf(data.brands, known.brands), [data.brands, known.brands]);
  const colors = useMemo(() => indexOf(data.colors, known.colors), [data.colors, known.colors]);
  return useMemo(() => ({ brands, colors }), [brands, colors]);
}
