import type { RowOutcomeView } from '../../../app/imports/schemas.ts';
import { useCallQuery } from '../lib/queries.ts';

const NONE: readonly RowOutcomeView[] = [];

/** The rows the connection's last send did not apply; refreshed when an import ends. */
export function useRefusedRows(profileId: string | null): readonly RowOutcomeView[] {
  const { data } = useCallQuery(
    'imports.refusedRows',
    { profileId: profileId ?? '-' },
    { enabled: profileId !== null },
  );
  return data?.rows ?? NONE;
}
