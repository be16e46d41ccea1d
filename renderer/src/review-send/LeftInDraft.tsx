import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../lib/queries.ts';
import { PLAN_GRIDS } from './plan-summary.ts';

/**
 * Under the results of the connection's newest send: the rows the review leaves out that are
 * still in the draft, the same as last sent and at risk (a plan of the draft as it is now, read
 * in the planning thread), with the way back to the review. Older sends' results say nothing:
 * the draft has moved on since.
 */
export function LeftInDraft(props: { profileId: string; importId: string }) {
  const { t, i18n } = useTranslation();
  const newest = useCallQuery('imports.refusedRows', { profileId: props.profileId }).data;
  const isNewest = newest?.importId === props.importId;
  const preview = useCallQuery(
    'imports.preview',
    { profileId: props.profileId },
    { enabled: isNewest, refetchOnMount: 'always' },
  ).data;
  if (!isNewest || preview === undefined) return null;
  const same = PLAN_GRIDS.reduce((n, grid) => n + preview.unchanged[grid].same, 0);
  const atRisk = preview.atRisk.products.length;
  if (same === 0 && atRisk === 0) return null;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <section className="card" aria-labelledby="left-in-draft-title" data-testid="left-in-draft">
      <h2 id="left-in-draft-title">{t('sendLeftIn.heading')}</h2>
      <ul className="send-reasons">
        {same > 0 && (
          <li data-testid="left-in-draft-same" data-count={same}>
            {t('sendLeftIn.same', { count: same, n: number(same) })}
          </li>
        )}
        {atRisk > 0 && (
          <li data-testid="left-in-draft-at-risk" data-count={atRisk}>
            {t('sendLeftIn.atRisk', { count: atRisk, n: number(atRisk) })}
          </li>
        )}
      </ul>
      <p className="send-links">
        <Link to="/send" className="link-button">
          {t('sendLeftIn.review')}
        </Link>
      </p>
    </section>
  );
}
