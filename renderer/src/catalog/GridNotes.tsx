import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridName } from '../../../app/catalog/rows.ts';
import { KeyboardHelpButton } from './KeyboardHelp.tsx';
import type { ViewName } from './model/view.ts';

/** Above the grid: an empty grid's hint and the SKU view's note (header/FilterSummary: the count). */
export function GridNotes(props: {
  view: ViewName;
  grid: GridName;
  readOnly: boolean;
  total: number;
  products: number;
}) {
  const { t } = useTranslation();
  const { view, grid } = props;
  return (
    <>
      {props.total === 0 && (
        <p className="notice">
          {t(props.readOnly ? 'grid.emptyNoteReadOnly' : 'grid.emptyNote', {
            grid: t(`grid.tab.${grid}`),
          })}
        </p>
      )}
      {view === 'skus' && props.products > 0 && (
        <p className="muted small">{t('grid.skuViewNote')}</p>
      )}
    </>
  );
}

/** Below the grid, on the problem pane's bar: a stale view's "apply again", keys, "discard all". */
export function GridFooter(props: {
  /** The progress line while the drafts load (LoadingLine). */
  progress?: ReactNode;
  stale: boolean;
  readOnly: boolean;
  onReapply: () => void;
  onDiscard: () => void;
  onKeys: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid-footer">
      {props.progress}
      {/* Below the grid, so the rows do not shift when the first edit makes the view stale. */}
      {props.stale && (
        <p className="muted small view-stale">
          {t('grid.viewStale')}{' '}
          <button type="button" className="button small" onClick={props.onReapply}>
            {t('grid.reapplyView')}
          </button>
        </p>
      )}
      <KeyboardHelpButton onClick={props.onKeys} />
      {/* Rare and destructive: away from the everyday buttons, and it asks first. */}
      {!props.readOnly && (
        <button type="button" className="button small danger-outline" onClick={props.onDiscard}>
          {t('grid.discard')}
        </button>
      )}
    </div>
  );
}
