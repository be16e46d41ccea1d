import type { CodeOption } from '../../../app/catalog/code-suggest.ts';
import { useCallQuery } from '../lib/queries.ts';

// Core mode (issue 28): the brands' and colours' codes with their names, read from the core
// (catalog.masterCodes) since the page holds no drafts. Read again when an operation, undo or
// redo may have changed a master grid, or the drafts changed outside the grid (query-effects.ts).

export interface CoreMasterCodes {
  brands: readonly CodeOption[];
  colors: readonly CodeOption[];
}

/** The masters' codes from the core when `enabled`; null until they come (or when not asked). */
export function useCoreMasterCodes(
  profileId: string | null,
  enabled: boolean,
): CoreMasterCodes | null {
  const { data } = useCallQuery(
    'catalog.masterCodes',
    { profileId: profileId ?? '-' },
    { enabled: enabled && profileId !== null },
  );
  return enabled && data !== undefined ? data : null;
}
