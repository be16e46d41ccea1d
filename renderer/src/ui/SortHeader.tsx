import type { ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending' | 'none';

/** How a column reads to assistive technology: sorted by it (which way) or not. */
export function sortDirection(
  sort: { descending: boolean } | null | undefined,
  isThisColumn: boolean,
): SortDirection {
  if (!sort || !isThisColumn) return 'none';
  return sort.descending ? 'descending' : 'ascending';
}

interface SortHeaderProps {
  label: string;
  /** The button's tooltip: what a click does. */
  title: string;
  direction: SortDirection;
  width: number;
  onSort: () => void;
  /** The rows were edited since they were sorted (the catalog grid keeps edited rows in place). */
  stale?: boolean;
  /** Each table keeps its own look: class names for the cell, button, label and arrow. */
  classes: { cell: string; button?: string; label?: string; mark: string };
  /** Anything after the button, such as a resize handle. */
  children?: ReactNode;
}

/** A column header whose button sorts by the column, with aria-sort and a ▲/▼ mark. */
export function SortHeader(props: SortHeaderProps) {
  const { classes, direction } = props;
  return (
    <div
      role="columnheader"
      aria-sort={direction}
      className={classes.cell}
      style={{ width: props.width }}
    >
      <button type="button" className={classes.button} title={props.title} onClick={props.onSort}>
        <span className={classes.label}>{props.label}</span>
        <span aria-hidden="true" className={classes.mark}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
          {props.stale === true && direction !== 'none' ? ' ↻' : ''}
        </span>
      </button>
      {props.children}
    </div>
  );
}
