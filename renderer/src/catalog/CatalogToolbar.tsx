import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewName } from './model/view.ts';

// The toolbar above a grid, in two groups that wrap as wholes: editing (view, rows, undo) and
// finding (filter, problems only) with files. In a narrow window the buttons with an icon show
// only it (catalog.css), keeping their name for screen readers and as a tooltip.

function IconButton(props: {
  icon: string;
  label: string;
  title?: string;
  primary?: boolean;
  /** Hide the label in a narrow window (the icon stays). */
  collapsible?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={props.primary ? 'button small primary icon-button' : 'button small icon-button'}
      title={props.title ?? props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      aria-label={props.collapsible === false ? props.label : undefined}
    >
      <span className="button-icon" aria-hidden="true">
        {props.icon}
      </span>
      {props.collapsible !== false && <span className="button-label">{props.label}</span>}
    </button>
  );
}

// Memoised: the editor renders at every key, the toolbar only when what it shows changes (its
// actions are the editor's latest handlers, use-latest-handlers.ts).
export const CatalogToolbar = memo(function CatalogToolbar(props: {
  view: ViewName;
  readOnly: boolean;
  canRemove: boolean;
  canUndo: boolean;
  canRedo: boolean;
  filter: string;
  problemsOnly: boolean;
  onView: (view: ViewName) => void;
  onAdd: () => void;
  onRemove: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onFilter: (filter: string) => void;
  onProblemsOnly: (on: boolean) => void;
  /** Opens the find and replace bar. */
  onFind: () => void;
  /** Open and export (FileButtons). */
  files: ReactNode;
  /**
   * The drafts are loading (the grid shows the core's window): everything but the view switch
   * shows, disabled, so nothing moves when they arrive.
   */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const productsView = props.view === 'products' || props.view === 'skus';
  return (
    <div className="grid-toolbar">
      {(productsView || !props.readOnly) && (
        <div className="toolbar-group">
          {productsView && (
            <div className="segmented" role="radiogroup" aria-label={t('grid.view.label')}>
              {(['products', 'skus'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  role="radio"
                  aria-checked={props.view === v}
                  aria-label={t(`grid.view.${v}`)}
                  title={t(`grid.view.${v}`)}
                  onClick={() => {
                    props.onView(v);
                  }}
                >
                  {t(`grid.view.short.${v}`)}
                </button>
              ))}
            </div>
          )}
          {!props.readOnly && (
            <fieldset role="none" className="toolbar-fieldset" disabled={props.loading}>
              <IconButton icon="+" label={t('grid.addRow')} primary onClick={props.onAdd} />
              <IconButton
                icon="−"
                label={t('grid.removeRows')}
                title={t('grid.removeRowsTitle')}
                disabled={!props.canRemove}
                onClick={props.onRemove}
              />
              <IconButton
                icon="↶"
                label={t('grid.undo')}
                title={t('grid.undoTitle')}
                collapsible={false}
                disabled={!props.canUndo}
                onClick={props.onUndo}
              />
              <IconButton
                icon="↷"
                label={t('grid.redo')}
                title={t('grid.redoTitle')}
                collapsible={false}
                disabled={!props.canRedo}
                onClick={props.onRedo}
              />
            </fieldset>
          )}
        </div>
      )}
      <fieldset role="none" className="toolbar-group toolbar-find" disabled={props.loading}>
        <label className="grid-filter">
          <span className="visually-hidden">{t('grid.filter')}</span>
          <input
            type="search"
            placeholder={t('grid.filterPlaceholder')}
            value={props.filter}
            onChange={(e) => {
              props.onFilter(e.target.value);
            }}
          />
        </label>
        <label className="grid-check">
          <input
            type="checkbox"
            checked={props.problemsOnly}
            onChange={(e) => {
              props.onProblemsOnly(e.target.checked);
            }}
          />
          {t('grid.problemsOnly')}
        </label>
        <button
          type="button"
          className="button small"
          title={t('find.open')}
          onClick={props.onFind}
        >
          {t('find.openShort')}
        </button>
        {props.files}
      </fieldset>
    </div>
  );
});
