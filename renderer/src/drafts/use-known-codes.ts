import { useMemo } from 'react';
import { NO_KNOWN_CODES, type KnownCodes } from '../../../app/catalog/validation.ts';
import { useCallQuery } from '../lib/queries.ts';

// Brand and colour codes this connection sent before count as known: a product naming one gets
// no "unknown" warning. Keyed per connection (query-keys.ts) and refreshed when an import ends
// (query-effects.ts). Until the answer comes, or if it fails, nothing is known beyond the drafts:
// the warnings then err on the side of showing.

export function useKnownCodes(profileId: string | null): KnownCodes {
  const { data } = useCallQuery(
    'sent.codes',
    { profileId: profileId ?? '-' },
    { enabled: profileId !== null },
  );
  // One object per answer, so the store's validation cache holds until the codes change.
  return useMemo(
    () =>
      data === undefined || profileId === null
        ? NO_KNOWN_CODES
        : { brands: new Set(data.brands), colors: new Set(data.colors) },
    [data, profileId],
  );
}
