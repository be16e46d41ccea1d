import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductStory } from '../../../app/resources/product-story.ts';
import { formatNumber } from '../ui/format.ts';

/** What the answer is made of: how many cached vouchers of each kind, and what may be missing. */
export function CoverageNotes({ story }: { story: ProductStory }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <ul className="product-coverage" aria-label={t('products.coverageLabel')}>
      {story.coverage.map((coverage) => {
        const kind = t(`voucherKind.${coverage.kind}`);
        return (
          <li key={coverage.kind} data-testid={`coverage-${coverage.kind}`}>
            {coverage.cachedRows === 0
              ? t('products.coverageNone', { kind })
              : t(coverage.complete ? 'products.coverageAll' : 'products.coveragePart', {
                  kind,
                  rows: number(coverage.cachedRows),
                })}{' '}
            {!coverage.complete && (
              <Link to="/vouchers/$kind" params={{ kind: coverage.kind }}>
                {t('products.loadList')}
              </Link>
            )}
            {coverage.withoutLines > 0 && (
              <span className="coverage-warning">
                {' '}
                {t('products.withoutLines', {
                  known: number(coverage.cachedRows - coverage.withoutLines),
                  rows: number(coverage.cachedRows),
                  missing: number(coverage.withoutLines),
                })}
              </span>
            )}
            {coverage.unreadable > 0 && (
              <span className="coverage-warning">
                {' '}
                {t('products.unreadable', { rows: number(coverage.unreadable) })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
