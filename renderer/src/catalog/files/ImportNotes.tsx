import { useTranslation } from 'react-i18next';
import type { GridName } from '../../../../app/catalog/rows.ts';
import type { ColumnMapping } from './column-mapping.ts';
import type { FileRows } from './file-rows.ts';
import type { FileField } from './header-names.ts';
import { formatNumber } from '../../ui/format.ts';

/** Names of left-out columns listed; a wide file's others are counted. */
const LEFT_OUT_NAMED = 30;

/** What the import will do beyond the obvious: what is missing, left out, grouped or disputed. */
export function ImportNotes<G extends GridName>(props: {
  header: readonly string[];
  mapping: ColumnMapping<G>;
  missing: readonly FileField<G>[];
  result: FileRows<G>;
  sourceRows: number;
  remembered: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { result } = props;
  const leftOut = props.header.flatMap((name, column) =>
    props.mapping[column] === null || props.mapping[column] === undefined
      ? [name === '' ? `#${column + 1}` : name]
      : [],
  );
  // Every disagreement is listed (the list scrolls), never cut to the first few.
  const conflicts = result.conflicts;
  return (
    <div className="file-notes">
      {props.missing.map((field) => (
        <p key={field} className="file-note danger-text" role="alert">
          {t('catalogFiles.mapping.missing', { field: t('catalogFiles.field.' + field) })}
        </p>
      ))}
      {props.remembered && <p className="file-note">{t('catalogFiles.mapping.remembered')}</p>}
      {result.shape === 'skus' && (
        <p className="file-note">
          {t('catalogFiles.mapping.grouped', {
            rows: formatNumber(props.sourceRows, i18n.language),
            products: formatNumber(result.rows.length, i18n.language),
          })}
        </p>
      )}
      {leftOut.length > 0 && (
        <p className="file-note" data-testid="left-out">
          {t('catalogFiles.mapping.unmapped', {
            columns:
              leftOut.slice(0, LEFT_OUT_NAMED).join(', ') +
              (leftOut.length > LEFT_OUT_NAMED
                ? t('catalogFiles.mapping.andMore', {
                    formatted: formatNumber(leftOut.length - LEFT_OUT_NAMED, i18n.language),
                  })
                : ''),
          })}
        </p>
      )}
      {result.skippedEmpty > 0 && (
        <p className="file-note">
          {t('catalogFiles.mapping.skipped', { count: result.skippedEmpty })}
        </p>
      )}
      {conflicts.length > 0 && (
        <div className="alert file-conflicts" role="status">
          <strong className="alert-title">{t('catalogFiles.mapping.conflictsTitle')}</strong>
          <ul>
            {conflicts.map((conflict) => (
              <li key={`${conflict.product_code}:${conflict.field}`}>
                {t('catalogFiles.mapping.conflict', {
                  code: conflict.product_code,
                  rows: conflict.fileRows.join(', '),
                  field: t(`catalogFiles.field.${conflict.field}`),
                  values: conflict.values.join(' / '),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
