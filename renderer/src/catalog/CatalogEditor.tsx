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
import { FindBar } from './find/FindBar.tsx';
import { useFindShortcuts } from './find/use-find-shortcuts.ts';
import { isReadOnly, WRITE_PERMISSION } from './grid-access.ts';
import { focusGrid, thenFocusGrid } from './grid-focus.ts';
import { GridFooter, GridNotes } from './GridNotes.tsx';
import { GridTabs, SaveIndicator } from './GridToolbar.tsx';
import { gridOfView, type ViewName } from './model/view.ts';
import { ProblemList } from './ProblemList.tsx';
import { useCatalogStore } from '../drafts/use-catalog-store.ts';
import { useCellMarks } from './use-cell-marks.ts';
import { useChangeMarks } from './use-change-marks.ts';
import { useGridColumns } from './use-grid-columns.ts';
import { useGridEdits } from './use-grid-edits.ts';
import { useGridSelection, useOpenAtRow } from './use-grid-selection.ts';
import { useGridViews } from './use-grid-views.ts';
import './catalog.css';

/**
 * The catalog editor: three grids of drafts for the active connection. The hooks of its concerns
 * (views, selection, marks, edits, find, dialogs) put together with the parts that show them.
 */
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
  const { data } = snap;
  const ready = snap.status === 'ready';
  const columns = useGridColumns(view);
  const marks = useCellMarks(store, profile?.id ?? null, data, ready);
  const changes = useChangeMarks(profile?.id ?? null);
  const views = useGridViews(view, data);
  const { rows, viewState } = views;
  const readOnly = isReadOnly(profile, grid);
  const { selection, setSelection, onJump } = useGridSelection({
    view,
    onView: props.onView,
    data,
    views,
    bounds: { rows: rows.length + 1, cols: columns.length },
  });
  useOpenAtRow({ focus: props.focus, grid, data, ready, refused: marks.refused, onJump });
  const { barRef: findBarRef, ...find } = useFindShortcuts(selection, readOnly);
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
  const dialogs = useCatalogDialogs();

  if (profile === null || !ready) {
    return <CatalogLoadState connected={profile !== null} snap={snap} store={store} />;
  }
  const counts = {
    brands: data.brands.length,
    colors: data.colors.length,
    products: data.products.length,
  };

  return (
    <div className="catalog-editor">
      <PermissionNotice profile={profile} needs={['kikan_masters_write', 'kikan_products_write']} />
      <div className="catalog-head">
        <GridTabs
          grid={grid}
          counts={counts}
          problems={marks.rowsWithProblems}
          onGrid={props.onView}
        />
        <div className="catalog-head-actions">
          <ChangedOnlyBox
            checked={views.changedOnly}
            enabled={changes.known || views.changedOnly}
            onChange={async (on) => {
              views.setChangedIds(on ? await changes.changedIds(data) : null);
            }}
          />
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
          filter={views.options.filter}
          problemsOnly={views.problemsOnly}
          onView={props.onView}
          onAdd={thenFocusGrid(edits.addRow)}
          onRemove={thenFocusGrid(edits.removeSelected)}
          onUndo={thenFocusGrid(() => store.undo())}
          onRedo={thenFocusGrid(() => store.redo())}
          onFilter={(filter) => {
            views.setOption({ filter });
          }}
          onProblemsOnly={(on) => {
            views.setProblemIds(on ? new Set(marks.problems.map((p) => p.id)) : null);
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
              onRows={edits.importFile}
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
        <GridNotes
          view={view}
          grid={grid}
          readOnly={readOnly}
          total={data[grid].length}
          shown={rows.length}
          products={data.products.length}
        />
        <DataGrid
          view={view}
          data={data}
          rows={rows}
          columns={columns}
          readOnly={readOnly}
          selection={selection}
          onSelection={setSelection}
          problemsOf={marks.problemsOf}
          trimmed={snap.trimmed}
          sentOf={changes.sentOf}
          onWrite={edits.write}
          onUndo={() => store.undo()}
          onRedo={() => store.redo()}
          onOpenSkus={dialogs.openSkus}
          sort={views.options.sort}
          sortStale={viewState.stale}
          onSort={views.cycleSort}
          label={t('grid.gridLabel', { grid: t(`grid.tab.${grid}`) })}
        />
        <GridFooter
          stale={viewState.stale}
          readOnly={readOnly}
          onReapply={views.reapply}
          onDiscard={dialogs.askDiscard}
        />
        <ProblemList problems={marks.problems} data={data} onJump={onJump} />
      </div>
      <CatalogDialogs
        dialogs={dialogs}
        store={store}
        data={data}
        entryOf={(row) => rows.entry[row]}
        readOnly={readOnly}
        profileName={profile.name}
      />
    </div>
  );
}
