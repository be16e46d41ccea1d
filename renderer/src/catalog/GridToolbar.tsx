import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridName } from '../../../app/catalog/rows.ts';
import type { AppError } from '../../../app/errors.ts';
import { describeError } from '../ui/error-text.ts';
import type { SaveState } from '../drafts/draft-saver.ts';

interface GridTabsProps {
  grid: GridName;
  /** Rows per grid; a grid left out is not counted yet (the drafts still loading). */
  counts: Partial<Record<GridName, number>>;
  problems: Record<GridName, number>;
  onGrid: (grid: GridName) => void;
}

const GRIDS: readonly GridName[] = ['brands', 'colors', 'products'];

/** The editor renders on every edit's answer: the tabs again only when their figures moved. */
const sameTabs = (a: GridTabsProps, b: GridTabsProps): boolean =>
  a.grid === b.grid &&
  a.onGrid === b.onGrid &&
  GRIDS.every((g) => a.counts[g] === b.counts[g] && a.problems[g] === b.problems[g]);

export const GridTabs = memo(function GridTabs(props: GridTabsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid-tabs" role="tablist" aria-label={t('grid.tabs')}>
      {GRIDS.map((grid) => (
        <button
          key={grid}
          type="button"
          role="tab"
          id={`grid-tab-${grid}`}
          aria-selected={props.grid === grid}
          aria-controls="grid-panel"
          className="grid-tab"
          onClick={() => {
            props.onGrid(grid);
          }}
        >
          <span className="grid-tab-name">{t(`grid.tab.${grid}`)}</span>
          {props.counts[grid] !== undefined && (
            <span className="grid-tab-count">
              {t('grid.tabCount', { count: props.counts[grid] })}
            </span>
          )}
          {props.problems[grid] > 0 && (
            <span className="grid-tab-problems">
              {t('grid.tabProblems', { count: props.problems[grid] })}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}, sameTabs);

export function SaveIndicator({ state, failure }: { state: SaveState; failure: AppError | null }) {
  const { t } = useTranslation();
  let long = t(`grid.save.${state}`);
  if (state === 'failed' && failure !== null) {
    // Main's own words say why (locked, read-only, disk full), as error details do elsewhere.
    const { summary, detail } = describeError(t, failure);
    long = t('grid.save.failedBecause', { reason: detail ?? summary });
  }
  return (
    <span className={`save-state save-${state}`} role="status" data-state={state} title={long}>
      {/* One of the two shows, by the editor's width (catalog.css). */}
      <span className="save-long">{long}</span>
      <span className="save-short">{t(`grid.saveShort.${state}`)}</span>
    </span>
  );
}
