import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogData } from '../drafts/catalog-data.ts';
import { formatNumber } from '../ui/format.ts';
import { averageOf, type SelectionStats } from './model/selection-stats.ts';
import { rangeOf, type Selection } from './model/selection.ts';
import type { ViewName, ViewRows } from './model/view.ts';
import { useSelectionStats } from './use-selection-stats.ts';

// Below the grid, as Excel's status bar: for a selection of more than one cell, how many are not
// empty and, when some hold numbers, their sum, average, minimum and maximum (counted by
// use-selection-stats.ts, off the key path). `cellNote` is shown at its start: a word about the
// active cell (e.g. the value it last sent).

export function StatusBar(props: {
  stats: SelectionStats | null;
  /** The selection has more than one cell: figures are shown. */
  many: boolean;
  /** The figures are the current selection's (false: still counting, the last ones shown). */
  current: boolean;
  cellNote?: ReactNode;
  /** Says "Counting…" while there are no figures yet (the core's count, CoreStatusBar). */
  showCounting?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { stats } = props;
  const number = (n: number) => formatNumber(n, i18n.language);
  const figures: [string, string][] = [];
  if (props.many && stats !== null) {
    figures.push(['count', formatNumber(stats.count, i18n.language, 0)]);
    const average = averageOf(stats);
    if (average !== null) {
      figures.push(['average', number(average)], ['sum', number(stats.sum)]);
      figures.push(['min', number(stats.min)], ['max', number(stats.max)]);
    }
  }
  return (
    <div
      className="grid-status"
      role="group"
      aria-label={t('grid.status.label')}
      data-state={props.current ? 'done' : 'counting'}
    >
      {props.cellNote !== undefined && <div className="grid-status-note">{props.cellNote}</div>}
      <div className={props.current ? 'grid-status-figures' : 'grid-status-figures counting'}>
        {props.showCounting === true && !props.current && figures.length === 0 && (
          <span data-figure="counting">{t('grid.status.counting')}</span>
        )}
        {figures.map(([key, value]) => (
          <span key={key} data-figure={key}>
            {t(`grid.status.${key}`, { value })}
          </span>
        ))}
      </div>
    </div>
  );
}

/** The status bar of a grid's selection: counts the selected cells and shows the figures. */
export function SelectionStatusBar(props: {
  view: ViewName;
  data: CatalogData;
  rows: ViewRows;
  /** The shown columns (the selection's column numbers count them). */
  columns: readonly { index: number }[];
  selection: Selection;
  cellNote?: ReactNode;
}) {
  const range = rangeOf(props.selection);
  const { stats, current } = useSelectionStats(
    props.view,
    props.data,
    props.rows,
    range,
    props.columns,
  );
  const many = range.bottom > range.top || range.right > range.left;
  return (
    <StatusBar
      stats={stats}
      many={many}
      current={current || !many}
      {...(props.cellNote === undefined ? {} : { cellNote: props.cellNote })}
    />
  );
}
