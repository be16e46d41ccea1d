import {
  memo,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { sameSelection } from '../model/selection.ts';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../grid-types.ts';
import type { FindOpening } from './find-opening.ts';
import type { FindBarHandle } from './use-find-shortcuts.ts';
import { useFindBar, type FindGrid } from './use-find-bar.ts';
import type { ScopeKind } from './use-find-scope.ts';
import { useCoreFind, type CoreFindSource } from './use-core-find.ts';
import './find.css';

// The find and replace bar over a grid (Ctrl/Cmd+F, Ctrl+H). Thin: the state and actions are in
// use-find-bar.ts, matching and replacing in pure modules beside it.

type FindBarProps = Omit<FindGrid, 'cols'> & {
  opening: FindOpening;
  columns: readonly GridColumn[];
  onShowReplace: () => void;
  onClose: () => void;
  ref?: Ref<FindBarHandle>;
  /** Core mode: the matches are the core's and a replace is its operation (use-core-find.ts). */
  core?: CoreFindSource | null;
};

/**
 * A closed bar shows nothing: the editor's renders on each edit's answer pass it by while what
 * it finds from (the view, its rows, the selection, the core's view) stands. Its handlers are the
 * editor's, which do the same while those stand.
 */
function sameWhileClosed(a: FindBarProps, b: FindBarProps): boolean {
  const closed = !a.opening.open && !b.opening.open;
  return (
    closed &&
    a.opening === b.opening &&
    a.view === b.view &&
    a.data === b.data &&
    a.rows.length === b.rows.length &&
    a.rows.entry === b.rows.entry &&
    a.columns === b.columns &&
    a.readOnly === b.readOnly &&
    a.ref === b.ref &&
    sameSelection(a.selection, b.selection) &&
    a.core?.driver === b.core?.driver &&
    a.core?.profileId === b.core?.profileId &&
    // The editor makes the spec again on each render: the same spec is the same words.
    JSON.stringify(a.core?.spec) === JSON.stringify(b.core?.spec)
  );
}

export const FindBar = memo(FindBarView, sameWhileClosed);

function FindBarView({ ref, ...props }: FindBarProps) {
  const { t } = useTranslation();
  const { opening, columns, readOnly } = props;
  const core = props.core ?? null;
  const pageBar = useFindBar(
    { ...props, cols: columns.length, shown: columns },
    core === null ? opening : { ...opening, open: false },
  );
  const coreBar = useCoreFind(core, { ...props, shown: columns }, opening);
  const bar = core === null ? pageBar : coreBar;
  const refusal = core === null ? null : coreBar.refusal;
  const findInput = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  useImperativeHandle(ref, () => ({ step: bar.step }));

  // Each opening puts the cursor in the find field, its text selected to type over.
  useEffect(() => {
    if (!opening.open) return;
    findInput.current?.focus();
    findInput.current?.select();
  }, [opening.open, opening.token]);
  const previewShown = bar.preview !== null;
  useEffect(() => {
    if (previewShown) confirmButton.current?.focus();
  }, [previewShown]);

  if (!opening.open) return null;
  const replacing = opening.mode === 'replace' && !readOnly;
  const master = props.view === 'brands' || props.view === 'colors';
  const { compiled, status } = bar;
  const invalid = !compiled.ok && compiled.reason === 'invalid' ? compiled.message : null;
  const countText = !compiled.ok
    ? ''
    : !status.done
      ? t('find.searching', { count: status.count })
      : status.count === 0
        ? t('find.none')
        : bar.position >= 0
          ? t('find.position', { index: bar.position + 1, count: status.count })
          : t('find.count', { count: status.count });
  const cells = (count: number) => t('find.cells', { count });
  const rowsText = (count: number) => t('find.rows', { count });
  const products = (count: number) => t('find.products', { count });

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      if (bar.preview !== null) {
        bar.cancelPreview();
        findInput.current?.focus();
      } else props.onClose();
    } else if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
      if ((e.target as HTMLInputElement).type === 'checkbox') return;
      e.preventDefault();
      bar.step(e.shiftKey);
    }
  };
  const scopeValue = bar.scopeKind === 'column' ? `column:${String(bar.column)}` : bar.scopeKind;

  return (
    <section className="find-bar" aria-label={t('find.label')} onKeyDown={onKeyDown}>
      <div className="find-row">
        <input
          ref={findInput}
          type="text"
          className="find-input"
          aria-label={t('find.find')}
          placeholder={t('find.findPlaceholder')}
          value={bar.query.text}
          aria-invalid={invalid !== null}
          aria-describedby={invalid !== null ? errorId : undefined}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => {
            bar.setQuery({ text: e.target.value });
          }}
        />
        <span
          className="find-count"
          role="status"
          data-done={status.done && compiled.ok ? 'true' : 'false'}
        >
          {countText}
        </span>
        <button
          type="button"
          className="button small icon-only"
          title={t('find.previous')}
          aria-label={t('find.previous')}
          onClick={() => {
            bar.step(true);
          }}
        >
          ↑
        </button>
        <button
          type="button"
          className="button small icon-only"
          title={t('find.next')}
          aria-label={t('find.next')}
          onClick={() => {
            bar.step(false);
          }}
        >
          ↓
        </button>
        <span className="find-options">
          {(['matchCase', 'wholeCell', 'regex'] as const).map((option) => (
            <label key={option} className="grid-check">
              <input
                type="checkbox"
                checked={bar.query[option]}
                onChange={(e) => {
                  bar.setQuery({ [option]: e.target.checked });
                }}
              />
              {t(`find.${option}`)}
            </label>
          ))}
        </span>
        <label className="find-scope">
          <span>{t('find.scope')}</span>
          <select
            value={scopeValue}
            onChange={(e) => {
              const [kind = 'all', col] = e.target.value.split(':');
              bar.setScope(kind as ScopeKind, col === undefined ? undefined : Number(col));
            }}
          >
            <option value="all">{t('find.scopeAll')}</option>
            <option value="range" disabled={bar.rangeChoice === null}>
              {bar.rangeChoice === null
                ? t('find.scopeRangeNone')
                : t('find.scopeRange', {
                    top: bar.rangeChoice.top + 1,
                    bottom: bar.rangeChoice.bottom + 1,
                  })}
            </option>
            {columns.map((column, col) => (
              <option key={column.key} value={`column:${String(col)}`}>
                {t('find.scopeColumn', { column: column.label })}
              </option>
            ))}
          </select>
        </label>
        {!replacing && !readOnly && (
          <button
            type="button"
            className="button small find-end"
            title={t('find.showReplaceTitle')}
            onClick={props.onShowReplace}
          >
            {t('find.showReplace')}
          </button>
        )}
        <button
          type="button"
          className="button small icon-only find-close"
          title={t('find.close')}
          aria-label={t('find.close')}
          onClick={props.onClose}
        >
          ×
        </button>
      </div>
      {invalid !== null && (
        <p className="field-error find-error" id={errorId}>
          {t('find.invalid', { message: invalid })}
        </p>
      )}
      {replacing && (
        <div className="find-row">
          <input
            type="text"
            className="find-input"
            aria-label={t('find.replace')}
            placeholder={t('find.replacePlaceholder')}
            value={bar.replacement}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => {
              bar.setReplacement(e.target.value);
            }}
          />
          <button
            type="button"
            className="button small"
            title={t('find.replaceOneTitle')}
            disabled={!compiled.ok}
            onClick={bar.replaceOne}
          >
            {t('find.replaceOne')}
          </button>
          <button
            type="button"
            className="button small"
            title={t('find.replaceAllTitle')}
            disabled={!compiled.ok}
            onClick={bar.previewAll}
          >
            {t('find.replaceAll')}
          </button>
          {master && (
            <label className="grid-check">
              <input
                type="checkbox"
                checked={bar.follow}
                onChange={(e) => {
                  bar.setFollow(e.target.checked);
                }}
              />
              {t(props.view === 'brands' ? 'find.followBrands' : 'find.followColors')}
            </label>
          )}
        </div>
      )}
      {bar.preview !== null && (
        <div className="find-preview" data-testid="replace-preview">
          {bar.preview.plan.cells === 0 ? (
            <span>{t('find.previewNone')}</span>
          ) : (
            <>
              <span>
                {t(bar.preview.follow.products > 0 ? 'find.previewFollow' : 'find.preview', {
                  cells: cells(bar.preview.plan.cells),
                  rows: rowsText(bar.preview.plan.rows),
                  products: products(bar.preview.follow.products),
                })}
              </span>
              <button
                ref={confirmButton}
                type="button"
                className="button small primary"
                onClick={() => {
                  bar.confirmAll();
                  findInput.current?.focus();
                }}
              >
                {t('find.confirm')}
              </button>
            </>
          )}
          <button
            type="button"
            className="button small"
            onClick={() => {
              bar.cancelPreview();
              findInput.current?.focus();
            }}
          >
            {t('find.cancel')}
          </button>
        </div>
      )}
      {refusal !== null && (
        <p className="field-error find-error" role="alert">
          {t('find.refused', { message: refusal })}
        </p>
      )}
      {bar.done !== null && (
        <p className="muted small find-done" role="status">
          {t(bar.done.products > 0 ? 'find.replacedFollow' : 'find.replaced', {
            cells: cells(bar.done.cells),
            rows: rowsText(bar.done.rows),
            products: products(bar.done.products),
          })}
        </p>
      )}
    </section>
  );
}
