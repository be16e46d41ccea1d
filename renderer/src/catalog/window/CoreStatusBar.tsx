import { useTranslation } from 'react-i18next';
import { changeTitle } from '../change-title.ts';
import { rangeOf, type Selection } from '../model/selection.ts';
import type { ViewName } from '../model/view.ts';
import { StatusBar } from '../StatusBar.tsx';
import type { ChangeMarks } from '../use-change-marks.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';
import { useCoreCellNote } from './use-core-cell-note.ts';
import type { CopyState } from './use-core-copy.ts';
import { useCoreStats } from './use-core-stats.ts';

// The status bar when the grid reads the core's window (issue 28, step 4; while the drafts load
// too): the selection's figures counted in the core (use-core-stats.ts), the active cell's
// value last sent from the window's row, and a copy's progress or failure.

export function CoreStatusBar(props: {
  driver: GridWindowDriver | null;
  view: ViewName;
  /** The shown columns (the selection's column numbers count them). */
  columns: readonly { index: number }[];
  selection: Selection;
  changes: ChangeMarks;
  copy: CopyState;
}) {
  const { t } = useTranslation();
  const range = rangeOf(props.selection);
  const many = range.bottom > range.top || range.right > range.left;
  const { stats, current } = useCoreStats(props.driver, range, props.columns, many);
  const { active } = props.selection;
  const change = useCoreCellNote(
    props.changes,
    props.view,
    props.driver,
    active.row,
    props.columns[active.col]?.index ?? -1,
  );
  const note =
    props.copy === 'copying'
      ? t('grid.status.copying')
      : props.copy !== 'idle'
        ? t('grid.status.copyFailed', { message: props.copy.failed })
        : change === null
          ? undefined
          : changeTitle(t, change).replace('\n', ' · ');
  return (
    <StatusBar
      stats={stats}
      many={many}
      current={current || !many}
      showCounting
      {...(note === undefined ? {} : { cellNote: note })}
    />
  );
}
