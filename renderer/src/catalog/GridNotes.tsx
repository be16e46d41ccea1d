import { useTranslation } from 'react-i18next';
import type { GridName } from '../../../app/catalog/rows.ts';
import { KeyboardHelpButton } from './KeyboardHelp.tsx';
import type { ViewName } from './model/view.ts';

/** Above the grid: an empty grid's hint, the SKU view's note, and how many rows a filter shows. */
export function GridNotes(props: {
  view: ViewName;
  grid: GridName;
  readOnly: boolean;
  total: number;
  shown: number;
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
      {props.shown !== props.total && view !== 'skus' && (
        <p className="muted small">
          {t('grid.showing', { shown: props.shown, total: props.total })}
        </p>
      )}
    </>
  );
}

/** Below the grid, on the problem pane's bar: a stale view's "apply again", keys, "discard all". */
export function GridFooter(props: {
  stale: boolean;
  readOnly: boolean;
  onReapply: () => void;
  onDiscard: () => void;
  onKeys: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid-footer">
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
