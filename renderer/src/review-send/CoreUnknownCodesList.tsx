import { useCallQuery } from '../lib/queries.ts';
import { UnknownCodesSection } from './UnknownCodesList.tsx';

/**
 * The review's unknown brand and colour codes in core mode (issue 28): as UnknownCodesList, from
 * the core's validation (catalog.unknownCodes), which is the same the grid's marks come from.
 * Read again after every change of the drafts (query-effects.ts).
 */
export function CoreUnknownCodesList(props: { profileId: string }) {
  const { data } = useCallQuery(
    'catalog.unknownCodes',
    { profileId: props.profileId },
    { refetchOnMount: 'always' },
  );
  if (data === undefined || data.codes.length === 0) return null;
  return <UnknownCodesSection codes={data.codes} products={data.products} more={data.more} />;
}
