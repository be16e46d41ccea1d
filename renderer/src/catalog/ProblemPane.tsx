import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { CatalogData } from '../drafts/catalog-data.ts';
import {
  clampPaneHeight,
  draggedHeight,
  PANE_MIN_HEIGHT,
  type PaneLimits,
} from './model/pane-size.ts';
import { ROW_HEIGHT } from './grid-types.ts';
import { ProblemList } from './ProblemList.tsx';
import { useProblemPane } from './use-problem-pane.ts';

// Below the grid: a bar with the problems' counts (a click folds or opens their list) and the
// grid's own actions on its right; open, the list under it, its height dragged by the pane's top
// edge (or stepped with the arrow keys there) and kept app-wide.

/** The rows the grid keeps, however tall the list is dragged. */
const GRID_MIN_ROWS = 6;

/** How far the list may grow: the grid gives up its rows above its least. */
function limitsOf(list: HTMLElement | null): PaneLimits {
  const grid = document.querySelector<HTMLElement>('.grid-scroll');
  const now = list?.getBoundingClientRect().height ?? 0;
  const spare = (grid?.clientHeight ?? 0) - (GRID_MIN_ROWS + 1) * ROW_HEIGHT;
  return { min: PANE_MIN_HEIGHT, max: now + Math.max(0, spare) };
}

export function ProblemPane(props: {
  problems: readonly Problem[];
  data: CatalogData;
  onJump: (problem: Problem) => void;
  /** The grid's actions at the bar's right (view stale, keys, discard). */
  actions: ReactNode;
  /** The rows are still arriving: no problems known yet (not "no problems"). */
  checking?: boolean;
  /** Core mode: every problem's count (`problems` is the list's first page) and the rows' codes. */
  total?: { count: number; errors: number };
  codes?: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const pane = useProblemPane();
  const listRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ y: number; height: number; limits: PaneLimits } | null>(null);
  const count = props.total?.count ?? props.problems.length;
  const errors = props.total?.errors ?? props.problems.filter((p) => p.severity === 'error').length;
  const open = pane.open && count > 0;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const height = listRef.current?.getBoundingClientRect().height ?? pane.height;
    drag.current = { y: e.clientY, height, limits: limitsOf(listRef.current) };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d !== null) pane.showHeight(draggedHeight(d.height, d.y, e.clientY, d.limits));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    if (d !== null) pane.keepHeight(draggedHeight(d.height, d.y, e.clientY, d.limits));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowUp' ? ROW_HEIGHT : e.key === 'ArrowDown' ? -ROW_HEIGHT : 0;
    if (step === 0) return;
    e.preventDefault();
    const now = listRef.current?.getBoundingClientRect().height ?? pane.height;
    pane.keepHeight(clampPaneHeight(now + step, limitsOf(listRef.current)));
  };

  return (
    <section className="problem-list problem-pane" aria-label={t('gridLayout.pane.label')}>
      {open && (
        <div
          className="pane-splitter"
          role="separator"
          aria-orientation="horizontal"
          aria-label={t('gridLayout.pane.resize')}
          aria-controls="problem-items"
          aria-valuenow={Math.round(pane.height)}
          aria-valuemin={PANE_MIN_HEIGHT}
          title={t('gridLayout.pane.resize')}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        />
      )}
      <div className="pane-bar">
        {count > 0 ? (
          <button
            type="button"
            className="pane-toggle"
            aria-expanded={open}
            aria-controls="problem-items"
            onClick={() => {
              pane.setOpen(!open);
            }}
          >
            <span className="pane-caret" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>{' '}
            {t('grid.problems.summary', {
              errors: t('grid.problems.errors', { count: errors }),
              warnings: t('grid.problems.warnings', { count: count - errors }),
            })}
          </button>
        ) : (
          <span className="muted pane-none">
            {t(props.checking === true ? 'gridLayout.pane.checking' : 'gridLayout.pane.noProblems')}
          </span>
        )}
        <div className="pane-actions">{props.actions}</div>
      </div>
      {open && (
        // At most its height: a short list takes only its own.
        <div
          ref={listRef}
          id="problem-items"
          className="pane-list"
          style={{ maxHeight: pane.height }}
        >
          <ProblemList
            problems={props.problems}
            data={props.data}
            onJump={props.onJump}
            {...(props.total === undefined ? {} : { total: props.total.count })}
            {...(props.codes === undefined ? {} : { codes: props.codes })}
          />
        </div>
      )}
    </section>
  );
}
