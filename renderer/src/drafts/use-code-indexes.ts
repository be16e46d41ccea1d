import { useMemo } from 'react';
import { CodeIndex, NO_CODES, type CodeOption } from '../../../app/catalog/code-suggest.ts';
import type { MasterRow } from '../../../app/catalog/rows.ts';
import type { CatalogData, Entry } from './catalog-data.ts';
import { useKnownCodes } from './use-known-codes.ts';
import { useCoreMasterCodes } from './use-core-codes.ts';

// The known brand and colour codes the pickers offer and the unknown-code marks suggest from:
// the brands and colours grids' rows (with their names) plus the codes this connection has sent
// (the same set validation counts as known, use-known-codes.ts). Rebuilt when a master grid or
// the sent codes change, not on product edits. In core mode the masters come from the core
// (use-core-codes.ts).

export interface CodeIndexes {
  brands: CodeIndex;
  colors: CodeIndex;
}

export const NO_CODE_INDEXES: CodeIndexes = { brands: NO_CODES, colors: NO_CODES };

function indexOf(
  rows: readonly Entry<MasterRow>[],
  sent: ReadonlySet<string>,
  core: readonly CodeOption[] | undefined,
): CodeIndex {
  const options: CodeOption[] = core === undefined ? rows.map((entry) => entry.row) : [...core];
  for (const code of sent) options.push({ code, name: '' });
  return new CodeIndex(options);
}

/** `core`: the connection is in core mode, so the masters' rows come from the core, not `data`. */
export function useCodeIndexes(
  profileId: string | null,
  data: CatalogData,
  core = false,
): CodeIndexes {
  const known = useKnownCodes(profileId);
  const fromCore = useCoreMasterCodes(profileId, core);
  const brands = useMemo(
    () => indexOf(data.brands, known.brands, fromCore?.brands),
    [data.brands, known.brands, fromCore?.brands],
  );
  const colors = useMemo(
    () => indexOf(data.colors, known.colors, fromCore?.colors),
    [data.colors, known.colors, fromCore?.colors],
  );
  return useMemo(() => ({ brands, colors }), [brands, colors]);
}
