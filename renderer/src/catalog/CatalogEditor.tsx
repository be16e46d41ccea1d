import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import type { GridName } from '../../../app/catalog/rows.ts';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import { PermissionNotice } from '../ui/PermissionNotice.tsx';
import type { CatalogFocus } from './catalog-focus.ts';
import { CatalogDialogs, useCatalogDialogs } from './CatalogDialogs.tsx';
import { ChangedOnlyBox } from './ChangedOnlyBox.tsx';
import { CatalogLoadState } from './CatalogLoadState.tsx';
import { CatalogToolbar } from './CatalogToolbar.tsx';
import { DataGrid } from './DataGrid.tsx';
import { FileButtons } from './FileButtons.tsx';
import type { ProductShape } from './files/export-grid.ts';
import { useLatestHandlers } from './use-latest-handlers.ts';
import { FindBar } from './find/FindBar.tsx';
import { useFindShortcuts } from './find/use-find-shortcuts.ts';
import { isReadOnly, WRITE_PERMISSION } from './grid-access.ts';
import { focusGrid, thenFocusGrid } from './grid-focus.ts';
import { GridFooter, GridNotes } from './GridNotes.tsx';
import { GridTabs, SaveIndicator } from './GridToolbar.tsx';
import { gridOfView, type ViewName } from './model/view.ts';
import { KeyboardHelpDialog, useKeyboardHelp } from './KeyboardHelp.tsx';
import { ProblemPane } from './ProblemPane.tsx';
import { RemoveRowsDialog, useRemoveRows } from './RemoveRowsDialog.tsx';
import { SelectionStatusBar } from './StatusBar.tsx';
import { changeTitle } from './change-title.ts';
import type { CellChange } from './model/change-marks.ts';
import { useCatalogStore } from '../drafts/use-catalog-store.ts';
import { useCellMarks } from './use-cell-marks.ts';
import { withCodeIndexes } from './code-index-context.ts';
import { useCodeIndexes } from '../drafts/use-code-indexes.ts';
import { useChangeMarks } from './use-change-marks.ts';
import { useGridColumns } from './use-grid-columns.ts';
import { useColumnLayouts } from './header/use-column-layout.ts';
import { revealColumn, toModelWrites } from './model/column-layout.ts';
import { useGridEdits } from './use-grid-edits.ts';
import { useGridSelection, useOpenAtRow } from './use-grid-selection.ts';
import type { Range } from './model/selection.ts';
import { useGridViews } from './use-grid-views.ts';
import { ColumnMenu } from './header/ColumnMenu.tsx';
import { FilterSummary } from './header/FilterSummary.tsx';
import { useColumnFilters } from './header/use-column-filters.ts';
import { useLoadingSpec, useLoadingWindow } from './window/use-loading-window.ts';
import {
  draftOrderSpec,
  drawsWindowWhileLoading,
  filtersRows,
  loadingViewRows,
  windowSpecOf,
} from './loading-view.ts';
import { LoadingLine } from './LoadingLine.tsx';
import { useCoreRows } from './window/use-core-rows.ts';
import { CoreRowsLine } from './window/CoreRowsLine.tsx';
import { CoreSkuMatrix } from './window/CoreSkuMatrix.tsx';
import { CoreStatusBar } from './window/CoreStatusBar.tsx';
import { useCoreCopy } from './window/use-core-copy.ts';
import { useCoreCounts } from './window/use-core-counts.ts';
import { useFirstRows } from './window/use-first-rows.ts';
import type { CatalogCounts } from '../../../app/catalog/views.ts';
import { useCoreMarks } from './window/use-core-marks.ts';
import { useWindowSent } from './window/use-window-sent.ts';
import { useCoreJump, useCoreOpenAtRow } from './window/use-core-jump.ts';
import { useCoreViews } from './window/use-core-views.ts';
import { CoreSaveIndicator } from './window/CoreSaveIndicator.tsx';
import { discardCoreDrafts } from '../drafts/core-discard.ts';
import { useCoreEdits } from './window/use-core-edits.ts';
import { CoreEditNotice } from './window/CoreEditNotice.tsx';
import './catalog.css';

/**
 * The catalog editor: three grids of drafts for the active connection. The hooks of its concerns
 * (views, selection, marks, edits, find, dialogs) put together with the parts that show them.
 */
export function CatalogEditor(props: {
  profile: ProfileView | null;
  /** The screen's title and actions, on the tabs' line. */
  title?: ReactNode;
  actions?: ReactNode;
  view: ViewName;
  onView: (view: ViewName) => void;
  /** A row (and field) to open the grid at, e.g. a refused row from a send's results. */
  focus?: CatalogFocus;
}) {
  const { t } = useTranslation();
  const { profile, view } = props;
  const grid = gridOfView(view);
  // Before the store: its first window is asked of the core before the drafts are.
  const loadingWindow = useLoadingWindow(profile?.id ?? null);
  const [store, snap] = useCatalogStore(profile?.id ?? null, loadingWindow.firstScreen);
  const { data } = snap;
  const ready = snap.status === 'ready';
  // Core mode (issue 28): the connection's catalog stays in the core; every grid is its window.
  const core = snap.status === 'core' && snap.profileId === (profile?.id ?? null);
  const { layouts, setLayout } = useColumnLayouts(profile?.id ?? null);
  const layout = layouts[view];
  const columns = useGridColumns(view, layout);
  const marks = useCellMarks(store, profile?.id ?? null, data, ready);
  const changes = useChangeMarks(profile?.id ?? null);
  const views = useGridViews(view, data, ready);
  const { viewState } = views;
  // While the drafts load, the core's window of the view with the grid's sort and filters is
  // drawn, read-only: the same grid, so the switch to the drafts keeps its scroll and selection.
  // Sort, filters and "only these rows" of the core's window ask the core (use-core-views.ts).
  const coreViews = useCoreViews({
    on: loadingWindow.rows !== null,
    profileId: profile?.id ?? null,
    view,
    views,
    driver: loadingWindow.driver,
  });
  const windowSpec = coreViews.hasOnlyRows ? coreViews.spec : windowSpecOf(view, views);
  useLoadingSpec(loadingWindow, windowSpec ?? draftOrderSpec(view));
  const windowed =
    (core || !ready) &&
    loadingWindow.rows !== null &&
    (core || (windowSpec !== null && drawsWindowWhileLoading(view, loadingWindow.rows.length)))
      ? loadingWindow.rows
      : null;
  // The tabs' counts and the masters' codes are asked once the first rows came: asked beside
  // the view, the first window queued behind them on the core's thread (first paint, issue 28).
  const firstRows = useFirstRows(loadingWindow.driver);
  const coreCounts = useCoreCounts(
    profile?.id ?? null,
    core && firstRows ? loadingWindow.driver : null,
  );
  // In core mode the masters' codes come from the core (the page holds no drafts).
  const codes = useCodeIndexes(profile?.id ?? null, data, core && firstRows);
  // A filtered window's length is of the rows kept, not of the grid's.
  const wholeCount = windowSpec === null || filtersRows(windowSpec) ? null : windowed?.length;
  // Core mode: every write, undo and redo goes to the core as an operation (window/core-writer.ts).
  const coreEdits = useCoreEdits({
    profileId: profile?.id ?? null,
    view,
    driver: loadingWindow.driver,
    active: windowed !== null,
  });
  // Rows typed below the end count before the window holds them (the selection may stand there).
  const source =
    windowed === null || coreEdits.rowsBelow === 0
      ? windowed
      : { ...windowed, length: windowed.length + coreEdits.rowsBelow };
  const rows = source === null ? views.rows : loadingViewRows(source.length);
  const loading = windowed !== null && !core;
  // The grid reads the core's window for the session: the core checks every row.
  const coreMode = windowed !== null && core;
  const coreMarks = useCoreMarks({
    profileId: profile?.id ?? null,
    driver: loadingWindow.driver,
    active: coreMode,
  });
  useWindowSent(loadingWindow.driver, changes.sentOf, coreMode);
  // A problem in a hidden column shows the column again.
  const shownColumn = (target: ViewName, col: number) => {
    const { layout: shown, col: at } = revealColumn(target, layouts[target], col);
    if (shown !== layouts[target]) setLayout(target, shown);
    return at;
  };
  const mayNotWrite = isReadOnly(profile, grid);
  // Core mode edits go to the core as operations; until each is ported the grid is read-only.
  const readOnly = loading || core || mayNotWrite;
  // Typing, paste, fill, undo and redo are ported (window/core-writer.ts): the grid takes them.
  const gridReadOnly = core ? mayNotWrite : readOnly;
  const { selection, setSelection, onJump } = useGridSelection({
    view,
    onView: props.onView,
    data,
    views,
    bounds: { rows: rows.length + 1, cols: columns.length },
    shownColumn,
  });
  useOpenAtRow({ focus: props.focus, grid, data, ready, refused: marks.refused, onJump });
  const coreJump = useCoreJump({
    driver: loadingWindow.driver,
    view,
    onView: props.onView,
    setSelection,
    shownColumn,
    clearFilters: (target) => views.rowsOf(target, true),
    clearProblemsOnly: () => {
      void coreViews.onProblemsOnly(false);
    },
  });
  useCoreOpenAtRow({
    active: coreMode,
    focus: props.focus,
    grid,
    loaded: coreMarks.loaded,
    refused: coreMarks.refused,
    onJump: coreJump,
  });
  const jump = coreMode ? coreJump : onJump;
  // The find bar's replace is ported to the core mode (use-core-find.ts): only permission stops it.
  const findReadOnly = core ? mayNotWrite : readOnly;
  const { barRef: findBarRef, ...find } = useFindShortcuts(selection, findReadOnly);
  const coreFind =
    windowed !== null && loadingWindow.driver !== null && profile !== null
      ? {
          driver: loadingWindow.driver,
          profileId: profile.id,
          spec: windowSpec ?? draftOrderSpec(view),
        }
      : null;
  const edits = useGridEdits({
    store,
    view,
    data,
    rows,
    readOnly,
    selection,
    setSelection,
    addFileMarks: marks.addFileMarks,
  });
  const undo = (): void => {
    if (windowed === null) store.undo();
    else coreEdits.undo();
  };
  const redo = (): void => {
    if (windowed === null) store.redo();
    else coreEdits.redo();
  };
  // Core mode: rows, the SKU matrix and files go to the core as operations (use-core-rows.ts).
  const coreDriver = core && windowed !== null ? loadingWindow.driver : null;
  const coreRows = useCoreRows({
    profileId: profile?.id ?? null,
    driver: coreDriver,
    view,
    length: rows.length,
    selection,
    setSelection,
    addFileMarks: marks.addFileMarks,
  });
  const dialogs = useCatalogDialogs();
  const help = useKeyboardHelp();
  const remove = useRemoveRows(
    selection,
    rows.length,
    coreDriver === null ? edits.removeSelected : coreRows.removeSelected,
  );
  const pageColumnMenu = useColumnFilters(view, data, views);
  const columnMenu = windowed === null ? pageColumnMenu : coreViews.menu(pageColumnMenu);
  // Copy and cut of the core's rows when the grid reads its window (window/use-core-copy.ts).
  const coreCopy = useCoreCopy(loadingWindow.driver, view, columns);

  // The toolbar renders again only when what it shows changes, not at each key's render of the
  // editor (issue 28, key press to next paint): its actions call the latest handlers.
  const toolbarActions = useLatestHandlers({
    onView: props.onView,
    onAdd: thenFocusGrid(coreDriver === null ? edits.addRow : coreRows.addRow),
    onRemove: thenFocusGrid(remove.ask),
    onUndo: thenFocusGrid(undo),
    onRedo: thenFocusGrid(redo),
    onFilter: (filter: string) => {
      views.setOption({ filter });
    },
    onProblemsOnly: (on: boolean) => {
      if (windowed !== null) void coreViews.onProblemsOnly(on);
      else views.setProblemIds(on ? new Set(marks.problems.map((p) => p.id)) : null);
    },
    onFind: () => {
      find.open('find');
    },
  });
  const fileActions = useLatestHandlers({
    rows: () => data[grid].map((entry) => entry.row),
    table: (shape: ProductShape) => coreRows.exportTable(grid, shape),
    existingOf: (codes: string[]) => coreRows.existingOf(codes),
    onRows: (...args: Parameters<typeof edits.importFile>) => {
      if (coreDriver === null) edits.importFile(...args);
      else coreRows.importFile(...args);
    },
  });
  const filesReadOnly = coreDriver === null ? readOnly : mayNotWrite;
  const coreOnly = coreDriver !== null;
  const coreFiles = useMemo(
    () => ({ table: fileActions.table, existingOf: fileActions.existingOf }),
    [fileActions],
  );
  const files = useMemo(
    () => (
      <FileButtons
        grid={grid}
        rows={fileActions.rows}
        {...(coreOnly ? { core: coreFiles } : {})}
        skuShape={view === 'skus'}
        readOnly={filesReadOnly}
        onDone={focusGrid}
        onRows={fileActions.onRows}
      />
    ),
    [grid, fileActions, coreOnly, coreFiles, view, filesReadOnly],
  );

  if (profile === null || (!ready && windowed === null)) {
    return (
      <>
        <div className="catalog-title-row">
          {props.title}
          {props.actions}
        </div>
        <CatalogLoadState
          connected={profile !== null}
          snap={snap}
          store={store}
          core={{
            failure: loadingWindow.failure,
            retry: () => loadingWindow.driver?.reopen(),
          }}
        />
      </>
    );
  }
  // While loading only the products view's window says a count (the per-SKU view's is of SKUs).
  const counts: Partial<Record<GridName, number>> = core
    ? coreCountsOf(coreCounts)
    : windowed === null
      ? {
          brands: data.brands.length,
          colors: data.colors.length,
          products: data.products.length,
        }
      : view === 'products' && wholeCount != null
        ? { products: wholeCount }
        : {};

  return withCodeIndexes(
    codes,
    <div className="catalog-editor">
      <PermissionNotice profile={profile} needs={['kikan_masters_write', 'kikan_products_write']} />
      <div className="catalog-head">
        {props.title}
        <GridTabs
          grid={grid}
          counts={counts}
          problems={coreMode ? coreMarks.rowsWithProblems : marks.rowsWithProblems}
          onGrid={props.onView}
        />
        <div className="catalog-head-actions">
          <ChangedOnlyBox
            checked={views.changedOnly}
            // A window onto the core asks the core for the rows (use-core-views.ts).
            enabled={changes.known || views.changedOnly}
            onChange={async (on) => {
              if (windowed !== null) await coreViews.onChangedOnly(on);
              else views.setChangedIds(on ? await changes.changedIds(data) : null);
            }}
          />
          {core && loadingWindow.driver !== null ? (
            <CoreSaveIndicator driver={loadingWindow.driver} />
          ) : (
            <SaveIndicator state={snap.saveState} failure={snap.saveFailure} />
          )}
          {props.actions}
        </div>
      </div>
      <div
        id="grid-panel"
        role="tabpanel"
        aria-labelledby={`grid-tab-${grid}`}
        className="grid-panel"
      >
        {mayNotWrite && (
          <p className="notice notice-warning">
            {t('grid.readOnly', { name: profile.name, permission: WRITE_PERMISSION[grid] })}
          </p>
        )}
        {windowed !== null && (
          <CoreEditNotice notice={coreEdits.notice} onDismiss={coreEdits.dismiss} />
        )}
        <CatalogToolbar
          view={view}
          readOnly={mayNotWrite || (core && coreDriver === null)}
          loading={loading}
          canRemove={rows.length > 0}
          canUndo={windowed === null ? snap.undoStack.past.length > 0 : coreEdits.canUndo}
          canRedo={windowed === null ? snap.undoStack.future.length > 0 : coreEdits.canRedo}
          filter={views.options.filter}
          problemsOnly={views.problemsOnly}
          {...toolbarActions}
          files={files}
        />
        {/* Opened while loading, it shows once the drafts are here (it finds in them), or
            at once in core mode (it finds in the core's view). */}
        {(!loading || coreFind !== null) && (
          <FindBar
            ref={findBarRef}
            core={coreFind}
            opening={find.opening}
            view={view}
            data={data}
            rows={rows}
            columns={columns}
            selection={selection}
            onSelection={setSelection}
            readOnly={findReadOnly}
            onApply={(step, trimmed) => {
              store.apply(step, trimmed);
            }}
            onShowReplace={find.showReplace}
            onClose={() => {
              find.close();
              focusGrid();
            }}
          />
        )}
        <GridNotes
          view={view}
          grid={grid}
          readOnly={readOnly}
          total={core ? (coreCounts?.[grid] ?? 0) : (windowed?.length ?? data[grid].length)}
          products={core ? (coreCounts?.products ?? 0) : (windowed?.length ?? data.products.length)}
        />
        <FilterSummary
          view={view}
          shown={rows.length}
          total={core ? coreTotalOf(coreCounts, view) : windowed !== null ? null : columnMenu.total}
          columns={columnMenu.filtered.map(
            (key) => columns.find((c) => c.key === key)?.label ?? key,
          )}
          canClear={columnMenu.filtered.length > 0 || views.options.filter.trim() !== ''}
          onClear={thenFocusGrid(columnMenu.clearAll)}
        />
        <DataGrid
          view={view}
          data={data}
          rows={rows}
          {...(source === null ? {} : { source })}
          {...(windowed === null
            ? {}
            : {
                // Cut clears only in core mode (while the drafts load the grid is read-only).
                onCopyRange: (range: Range, cut: boolean) => {
                  coreCopy.copy(range, cut && core && !mayNotWrite);
                },
              })}
          columns={columns}
          readOnly={gridReadOnly}
          selection={selection}
          onSelection={setSelection}
          problemsOf={coreMode ? coreMarks.problemsOf : marks.problemsOf}
          trimmed={windowed === null ? snap.trimmed : coreEdits.trimmed}
          // While the drafts load, rows are not compared with what was last sent (as before).
          sentOf={loading && !coreMode ? undefined : changes.sentOf}
          onWrite={(writes) => {
            if (windowed === null) edits.write(toModelWrites(writes, columns));
            else coreEdits.write(toModelWrites(writes, columns));
          }}
          {...(windowed === null
            ? {}
            : {
                onFill: (direction: 'down' | 'right', range: Range) => {
                  coreEdits.fill(direction, range, (col) => columns[col]?.index ?? -1);
                },
                historyMark: coreEdits.steps,
              })}
          layout={layout}
          onLayout={(next, save) => {
            setLayout(view, next, save);
          }}
          onUndo={undo}
          onRedo={redo}
          onOpenSkus={core && coreDriver === null ? ignoreOpenSkus : dialogs.openSkus}
          sort={views.options.sort}
          sortStale={windowed !== null ? coreViews.stale : viewState.stale}
          onSort={windowed !== null ? coreViews.cycleSort : views.cycleSort}
          columnMenu={columnMenu}
          label={t('grid.gridLabel', { grid: t(`grid.tab.${grid}`) })}
          onHelp={help.show}
        />
        {windowed !== null ? (
          // The selection's figures are counted in the core, over the view's rows.
          <CoreStatusBar
            driver={loadingWindow.driver}
            view={view}
            columns={columns}
            selection={selection}
            changes={changes}
            copy={coreCopy.state}
          />
        ) : (
          <SelectionStatusBar
            view={view}
            data={data}
            rows={rows}
            columns={columns}
            selection={selection}
            {...activeCellNote(
              t,
              changes.changeAt(
                view,
                data,
                rows,
                selection.active.row,
                columns[selection.active.col]?.index ?? -1,
              ),
            )}
          />
        )}
        <ProblemPane
          problems={coreMode ? coreMarks.problems : marks.problems}
          data={data}
          onJump={jump}
          checking={loading && !coreMode}
          {...(coreMode ? { total: coreMarks.total, codes: coreMarks.codes } : {})}
          actions={
            <GridFooter
              {...(coreRows.progress !== null || coreRows.failure !== null
                ? {
                    progress: (
                      <CoreRowsLine progress={coreRows.progress} failure={coreRows.failure} />
                    ),
                  }
                : {})}
              {...(windowed === null ||
              core ||
              coreRows.progress !== null ||
              coreRows.failure !== null
                ? {}
                : { progress: <LoadingLine view={view} count={wholeCount ?? null} /> })}
              stale={windowed !== null ? coreViews.stale : viewState.stale}
              // Discarding works in the core mode (core-discard.ts) while the cells do not yet.
              readOnly={core ? mayNotWrite : readOnly}
              onReapply={windowed !== null ? coreViews.reapply : views.reapply}
              onDiscard={dialogs.askDiscard}
              onKeys={help.show}
            />
          }
        />
      </div>
      {help.open && (
        <KeyboardHelpDialog
          onClose={() => {
            help.close();
            focusGrid();
          }}
        />
      )}
      {remove.asking !== null && (
        <RemoveRowsDialog
          count={remove.asking}
          onConfirm={remove.confirm}
          onClose={remove.cancel}
        />
      )}
      <ColumnMenu control={columnMenu} columns={columns} />
      {coreDriver !== null && dialogs.skuRow !== null && (
        <CoreSkuMatrix
          place={dialogs.skuRow}
          productAt={coreRows.productAt}
          readOnly={mayNotWrite}
          onSave={(id, skus) => {
            coreRows.saveSkus(id, skus);
            dialogs.closeSkus();
            focusGrid();
          }}
          onClose={() => {
            dialogs.closeSkus();
            focusGrid();
          }}
        />
      )}
      <CatalogDialogs
        dialogs={dialogs}
        store={store}
        data={data}
        entryOf={(row) => rows.entry[row]}
        readOnly={readOnly}
        profileName={profile.name}
        {...(core ? { onDiscard: () => discardCoreDrafts(store) } : {})}
      />
    </div>,
  );
}

/** The SKU matrix reads a product of the page's drafts, which the core mode has not. */
const ignoreOpenSkus = (): void => undefined;

/** The tabs' counts in the core mode, once the core answered them. */
const coreCountsOf = (counts: CatalogCounts | null): Partial<Record<GridName, number>> =>
  counts === null
    ? {}
    : { brands: counts.brands, colors: counts.colors, products: counts.products };

/** A view's rows with no filter in the core mode (the filter summary's "of M"). */
const coreTotalOf = (counts: CatalogCounts | null, view: ViewName): number | null =>
  counts === null ? null : view === 'skus' ? counts.skuRows : counts[view];

/** The status bar's word on the active cell: what it was when this connection last sent it. */
function activeCellNote(t: TFunction, change: CellChange | null): { cellNote?: string } {
  return change === null ? {} : { cellNote: changeTitle(t, change).replace('\n', ' · ') };
}
