import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { unknownCodes, type UnknownCode } from '../../../app/catalog/unknown-codes.ts';
import { useCodeIndexes } from '../drafts/use-code-indexes.ts';
import { useKnownCodes } from '../drafts/use-known-codes.ts';
import type { CatalogData } from '../drafts/catalog-data.ts';
import type { CatalogStore } from '../drafts/catalog-store.ts';
import { FixLinks } from './DraftRowList.tsx';

/**
 * The review's count of the unknown brand and colour codes the grid marks: per code, how many
 * products name it and the known code one edit away. From the drafts' own validation (the same
 * the grid keeps up to date), so the review and the grid's problem list agree.
 */
export function UnknownCodesList(props: {
  profileId: string;
  store: CatalogStore;
  data: CatalogData;
}) {
  const known = useKnownCodes(props.profileId);
  const indexes = useCodeIndexes(props.profileId, props.data);
  // The same list until the drafts or the known codes change (the store keeps it).
  const all = props.store.problems(known);
  const { codes, products } = useMemo(() => {
    const problems = all.filter((p) => p.code === 'unknown_brand' || p.code === 'unknown_color');
    return {
      codes: unknownCodes(problems, indexes),
      products: new Set(problems.map((p) => p.id)).size,
    };
  }, [all, indexes]);
  if (codes.length === 0) return null;
  return <UnknownCodesSection codes={codes} products={products} more={0} />;
}

/** The unknown codes' card: a line per code with its products and "did you mean". */
export function UnknownCodesSection(props: {
  codes: readonly Pick<UnknownCode, 'grid' | 'code' | 'products' | 'suggestion'>[];
  /** Products naming an unknown code. */
  products: number;
  /** Codes beyond those listed. */
  more: number;
}) {
  const { t } = useTranslation();
  const { codes, products } = props;
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
        {props.more > 0 && (
          <li className="muted">{t('sendUnknown.more', { count: props.more })}</li>
        )}
      </ul>
      <FixLinks grids={['products', ...new Set(codes.map((c) => c.grid))]} />
    </section>
  );
}
