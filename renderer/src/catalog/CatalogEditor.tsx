import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionAnswer, type ProfileView } from '../../../app/connections.ts';
import type { GridName } from '../../../app/catalog/rows.ts';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { Permission } from '../../../app/permissions.ts';
import { PermissionNotice } from '../ui/PermissionNotice.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { FileButtons } from './FileButtons.tsx';
import { focusGrid, thenFocusGrid } from './grid-focus.ts';
import { importRows } from './model/import-rows.ts';
import { DataGrid } from './DataGrid.tsx';
import { GridTabs, SaveIndicator } from './GridToolbar.tsx';
import { problemCell, type RowProblems } from './model/cell-marks.ts';
import { insertRows, removeRows } from './model/row-ops.ts';
import { cellSelection, clampSelection, rangeOf, type Selection } from './model/selection.ts';
import { findViewRow, gridOfView, type ViewName, type ViewOptions } from './model/view.ts';
import { ViewCache } from './model/view-state.ts';
import { writeCells, type CellWrite } from './model/write-cells.ts';
import { CatalogToolbar } from './CatalogToolbar.tsx';
import { FindBar } from './find/FindBar.tsx';
import { useFindShortcuts } from './find/use-find-shortcuts.ts';
import { ProblemList } from './ProblemList.tsx';
import { SkuMatrixDialog } from './SkuMatrixDialog.tsx';
import { useCatalogStore } from '../drafts/use-catalog-store.ts';
import { useGridColumns } from './use-grid-columns.ts';
import { useKnownCodes } from './use-known-codes.ts';
import { byRow, refusedProblems } from './model/refused-marks.ts';
import { useRefusedRows } from './use-refused-rows.ts';
import { useFileMarks } from './use-file-marks.ts';
import { marksForImport } from './model/file-marks.ts';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import type { CatalogFocus } from './catalog-focus.ts';
import './catalog.css';

const WRITE_PERMISSION: Record<GridName, Permission> = {
  brands: 'kikan_masters_write',
  colors: 'kikan_masters_write',
  products: 'kikan_products_write',
};

const newId = (): string => crypto.randomUUID();
const START: Selection = cellSelection({ row: 0, col: 0 });

/** The catalog editor: three grids of drafts for the active connection. */
export function CatalogEditor(props: {
  profile: ProfileView | null;
  view: ViewName;
  onView: (view: ViewName) => void;
  /** A row (and field) to open the grid at, e.g. a refused row from a send's results. */
  focus?: CatalogFocus;
}) {
  const { t } = useTranslation();
  const { profile, view } = props;
  const grid = gridOfView(view);
  const [store, snap] = useCatalogStore(profile?.id ?? null);
  const [options, setOptions] = useState<Record<ViewName, ViewOptions>>(() => ({
    brands: { sort: null, filter: '', onlyIds: null },
    colors: { sort: null, filter: '', onlyIds: null },
    products: { sort: null, filter: '', onlyIds: null },
    skus: { sort: null, filter: '', onlyIds: null },
  }));
  // "Problems only" keeps the rows that had a problem when it was ticked: a row fixed since stays
  // in view (as an edited row stays in a sorted view) until the box is ticked again.
  const [problemIds, setProblemIds] = useState<ReadonlySet<string> | null>(null);
  const [selections, setSelections] = useState<Partial<Record<ViewName, Selection>>>({});
  const [skuRow, setSkuRow] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const columns = useGridColumns(view);

  const { data } = snap;
  // Kept up to date edit by edit (the store applies each edit's changed rows to it).
  const known = useKnownCodes(profile?.id ?? null);
  const validation = store.validationFor(known);
  // The rows the last send did not apply carry the service's words on their cells.
  const refusedRows = useRefusedRows(profile?.id ?? null);
  const refused = useMemo(() => refusedProblems(refusedRows, data), [refusedRows, data]);
  // Products opened from a file whose rows disagreed, marked until edited.
  const fileMarks = useFileMarks(profile?.id ?? null, data, snap.status === 'ready');
  const marked = useMemo(() => [...refused, ...fileMarks.problems], [refused, fileMarks.problems]);
  const refusedOf = useMemo(() => byRow(marked), [marked]);
  const problems =
    marked.length === 0 ? validation.problems() : [...marked, ...validation.problems()];
  const problemsOf: RowProblems = (g, id) => {
    const own = validation.rowProblems(g, id);
    const theirs = refusedOf.get(`${g}:${id}`);
    return theirs === undefined ? own : [...theirs, ...own];
  };
  // Sort and filter apply when chosen; edits keep rows in place (view-state.ts).
  const [views] = useState(() => new ViewCache());
  const viewState = views.get(view, data, { ...options[view], onlyIds: problemIds });
  const { rows } = viewState;
  const readOnly =
    profile === null || permissionAnswer(profile, WRITE_PERMISSION[grid]) === 'denied';

  const bounds = { rows: rows.length + 1, cols: columns.length };
  const selection = clampSelection(selections[view] ?? START, bounds);
  const setSelection = (next: Selection) => {
    setSelections((all) => ({ ...all, [view]: next }));
  };
  const { barRef: findBarRef, ...find } = useFindShortcuts(selection, readOnly);

  const write = (writes: CellWrite[]) => {
    if (readOnly) return;
    const result = writeCells(view, data, rows, writes, newId);
    if (result) store.apply(result.edit, result.trimmed);
  };
  const addRow = () => {
    const below = rows.length === 0 ? -1 : Math.min(rangeOf(selection).bottom, rows.length - 1);
    store.apply(insertRows(view, data, rows, below, 1, newId));
    setSelection(cellSelection({ row: below + 1, col: 0 }));
  };
  const removeSelected = () => {
    const range = rangeOf(selection);
    const picked: number[] = [];
    for (let r = range.top; r <= Math.min(range.bottom, rows.length - 1); r += 1) picked.push(r);
    const edit = removeRows(view, data, rows, picked);
    if (edit) store.apply(edit);
  };
  const setOption = (patch: Partial<ViewOptions>) => {
    setOptions((o) => ({ ...o, [view]: { ...o[view], ...patch } }));
  };
  // Sort and filter applied afresh to the current data (edited rows move to their places).
  const reapply = () => {
    views.reapply(view);
    setOptions((o) => ({ ...o, [view]: { ...o[view] } }));
  };
  const cycleSort = (col: number) => {
    const current = options[view].sort;
    if (viewState.stale && current?.col === col) {
      reapply();
      return;
    }
    const sort =
      current?.col !== col
        ? { col, descending: false }
        : current.descending
          ? null
          : { col, descending: true };
    setOption({ sort });
  };
  // Selects a problem's cell, switching grid and clearing a filter that hides it.
  const jumpTo = (problem: Problem) => {
    const target: ViewName = problem.grid === 'products' && view === 'skus' ? 'skus' : problem.grid;
    const index = data[problem.grid].findIndex((entry) => entry.id === problem.id);
    const where = problemCell(target, problem);
    let targetRows = views.get(target, data, { ...options[target], onlyIds: null }).rows;
    let row = findViewRow(targetRows, index, where.sku);
    if (row < 0) {
      setOptions((o) => ({ ...o, [target]: { ...o[target], filter: '' } }));
      targetRows = views.get(target, data, { ...options[target], filter: '', onlyIds: null }).rows;
      row = findViewRow(targetRows, index, where.sku);
    }
    setProblemIds(null);
    setSelections((all) => ({
      ...all,
      [target]: cellSelection({ row: Math.max(row, 0), col: where.col }),
    }));
    props.onView(target);
    focusGrid();
  };
  const counts = {
    brands: data.brands.length,
    colors: data.colors.length,
    products: data.products.length,
  };
  const skuEntry = skuRow === null ? undefined : data.products[rows.entry[skuRow] ?? -1];
  // The problem list renders only when the problems or the data change, not on every cursor move.
  const jumpRef = useRef(jumpTo);
  useLayoutEffect(() => {
    jumpRef.current = jumpTo;
  });
  const onJump = useCallback((problem: Problem) => {
    jumpRef.current(problem);
  }, []);
  // Opened at a row (from a send's results): select its cell once the drafts are there.
  const focusKey =
    props.focus?.row === undefined ? null : `${grid}:${props.focus.row}:${props.focus.field ?? ''}`;
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (focusKey === null || focused.current === focusKey || snap.status !== 'ready') return;
    const id = props.focus?.row ?? '';
    if (!data[grid].some((entry) => entry.id === id)) return;
    focused.current = focusKey;
    const mark = refused.find((p) => p.grid === grid && p.id === id);
    onJump(
      mark ?? {
        grid,
        id,
        field: props.focus?.field ?? (grid === 'products' ? 'product_code' : 'code'),
        sku: -1,
        severity: 'error',
        code: 'refused',
        value: '',
      },
    );
  });

  if (profile === null) return <p className="card">{t('grid.noConnection')}</p>;
  if (snap.status === 'loading' || snap.status === 'idle')
    return <p aria-busy="true">{t('grid.loading')}</p>;
  if (snap.status === 'failed') {
    return (
      <div className="card" role="alert">
        <p>{t('grid.loadFailed')}</p>
        {snap.loadFailure && <p className="muted">{snap.loadFailure.message}</p>}
        <button
          type="button"
          className="button small primary"
          onClick={() => void store.retryLoad()}
        >
          {t('grid.retry')}
        </button>
      </div>
    );
  }

  return (
    <div className="catalog-editor">
      <PermissionNotice profile={profile} needs={['kikan_masters_write', 'kikan_products_write']} />
      <div className="catalog-head">
        <GridTabs
          grid={grid}
          counts={counts}
          problems={validation.rowsWithProblems()}
          onGrid={props.onView}
        />
        <div className="catalog-head-actions">
          <SaveIndicator state={snap.saveState} failure={snap.saveFailure} />
        </div>
      </div>
      <div
        id="grid-panel"
        role="tabpanel"
        aria-labelledby={`grid-tab-${grid}`}
        className="grid-panel"
      >
        {readOnly && (
          <p className="notice notice-warning">
            {t('grid.readOnly', { name: profile.name, permission: WRITE_PERMISSION[grid] })}
          </p>
        )}
        <CatalogToolbar
          view={view}
          readOnly={readOnly}
          canRemove={rows.length > 0}
          canUndo={snap.undoStack.past.length > 0}
          canRedo={snap.undoStack.future.length > 0}
          filter={options[view].filter}
          problemsOnly={problemIds !== null}
          onView={props.onView}
          onAdd={thenFocusGrid(addRow)}
          onRemove={thenFocusGrid(removeSelected)}
          onUndo={thenFocusGrid(() => store.undo())}
          onRedo={thenFocusGrid(() => store.redo())}
          onFilter={(filter) => {
            setOption({ filter });
          }}
          onProblemsOnly={(on) => {
            setProblemIds(on ? new Set(problems.map((p) => p.id)) : null);
          }}
          onFind={() => {
            find.open('find');
          }}
          files={
            <FileButtons
              grid={grid}
              rows={() => data[grid].map((entry) => entry.row)}
              skuShape={view === 'skus'}
              readOnly={readOnly}
              onDone={focusGrid}
              onRows={(imported, onExisting, details) => {
                const edit = importRows(grid, data, imported, newId, onExisting);
                if (edit) store.apply(edit);
                if (grid === 'products' && details.disagreeing.length > 0) {
                  fileMarks.add(
                    marksForImport(
                      imported as ProductRow[],
                      details.disagreeing,
                      details.fileName,
                      (rows) => t('catalogFiles.disagreement.rows', { rows }),
                    ),
                  );
                }
              }}
            />
          }
        />
        <FindBar
          ref={findBarRef}
          opening={find.opening}
          view={view}
          data={data}
          rows={rows}
          columns={columns}
          selection={selection}
          onSelection={setSelection}
          readOnly={readOnly}
          onApply={(step, trimmed) => {
            store.apply(step, trimmed);
          }}
          onShowReplace={find.showReplace}
          onClose={() => {
            find.close();
            focusGrid();
          }}
        />
        {data[grid].length === 0 && (
          <p className="notice">
            {t(readOnly ? 'grid.emptyNoteReadOnly' : 'grid.emptyNote', {
              grid: t(`grid.tab.${grid}`),
            })}
          </p>
        )}
        {view === 'skus' && data.products.length > 0 && (
          <p className="muted small">{t('grid.skuViewNote')}</p>
        )}
        {rows.length !== data[grid].length && view !== 'skus' && (
          <p className="muted small">
            {t('grid.showing', { shown: rows.length, total: data[grid].length })}
          </p>
        )}
        <DataGrid
          view={view}
          data={data}
          rows={rows}
          columns={columns}
          readOnly={readOnly}
          selection={selection}
          onSelection={setSelection}
          problemsOf={problemsOf}
          trimmed={snap.trimmed}
          onWrite={write}
          onUndo={() => store.undo()}
          onRedo={() => store.redo()}
          onOpenSkus={setSkuRow}
          sort={options[view].sort}
          sortStale={viewState.stale}
          onSort={cycleSort}
          label={t('grid.gridLabel', { grid: t(`grid.tab.${grid}`) })}
        />
        <div className="grid-footer">
          <p className="muted small keyboard-help" title={t('grid.keyboardHelp')}>
            {t('grid.keyboardHelp')}
          </p>
          {/* Below the grid, so the rows do not shift when the first edit makes the view stale. */}
          {viewState.stale && (
            <p className="muted small view-stale">
              {t('grid.viewStale')}{' '}
              <button type="button" className="button small" onClick={reapply}>
                {t('grid.reapplyView')}
              </button>
            </p>
          )}
          {/* Rare and destructive: away from the everyday buttons, and it asks first. */}
          {!readOnly && (
            <button
              type="button"
              className="button small danger-outline"
              onClick={() => {
                setConfirming(true);
              }}
            >
              {t('grid.discard')}
            </button>
          )}
        </div>
        <ProblemList problems={problems} data={data} onJump={onJump} />
      </div>
      {skuEntry !== undefined && (
        <SkuMatrixDialog
          product={skuEntry.row}
          colorOptions={data.colors.map((c) => c.row)}
          readOnly={readOnly}
          onClose={() => {
            setSkuRow(null);
            focusGrid();
          }}
          onSave={(skus) => {
            store.apply({
              grid: 'products',
              changes: [
                {
                  id: skuEntry.id,
                  before: skuEntry,
                  after: { ...skuEntry, row: { ...skuEntry.row, skus } },
                },
              ],
            });
            setSkuRow(null);
            focusGrid();
          }}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('grid.discardTitle')}
          body={t('grid.discardBody', { name: profile.name })}
          confirm={t('grid.discardConfirm')}
          cancel={t('grid.cancel')}
          onClose={() => {
            setConfirming(false);
          }}
          onConfirm={() => {
            setConfirming(false);
            void store.discardAll();
          }}
        />
      )}
    </div>
  );
}
