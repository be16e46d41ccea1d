import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../lib/queries.ts';
import { FixLinks } from './DraftRowList.tsx';

/**
 * The review's unknown brand and colour codes in core mode (issue 28): as UnknownCodesList, from
 * the core's validation (catalog.unknownCodes), which is the same the grid's marks come from.
 * Read again after every change of the drafts (query-effects.ts).
 */
export function CoreUnknownCodesList(props: { profileId: string }) {
  const { t } = useTranslation();
  const { data } = useCallQuery(
    'catalog.unknownCodes',
    { profileId: props.profileId },
    { refetchOnMount: 'always' },
  );
  if (data === undefined || data.codes.length === 0) return null;
  const { codes, products } = data;
  return (
    <section
      className="card send-warning"
      aria-labelledby="unknown-codes-title"
      data-testid="unknown-codes"
    >
      <h2 id="unknown-codes-title">{t('sendUnknown.heading', { count: products })}</h2>
      <p>{t('sendUnknown.body')}</p>
      <ul className="send-reasons">
        {codes.map((code) => (
          <li key={`${code.grid}:${code.code}`} data-testid="unknown-code" data-code={code.code}>
            {t('sendUnknown.line', {
              kind: t(`sendUnknown.kind.${code.grid}`),
              code: code.code,
              count: code.products,
            })}
            {code.suggestion !== null && (
              <>
                {' — '}
                {t('sendUnknown.didYouMean', { suggestion: code.suggestion })}
              </>
            )}
          </li>
        ))}
        {data.more > 0 && <li className="muted">{t('sendUnknown.more', { count: data.more })}</li>}
      </ul>
      <FixLinks grids={['products', ...new Set(codes.map((c) => c.grid))]} />
    </section>
  );
}
