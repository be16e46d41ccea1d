import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../grid-types.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { HeaderMenu, MenuItem, MenuSection } from './HeaderMenu.tsx';
import type { ColumnMenuControl } from './use-column-filters.ts';

// The open column's header menu: sort, the sections others add (the column's layout: freeze,
// hide, move), "Clear filter from …", and the filter (FilterPanel).

/** Anything a menu shows between sort and filter, for one column; `close` closes the menu. */
export type MenuSections = (column: GridColumn, col: number, close: () => void) => ReactNode;

/** The header button of a column, which the menu opens under. */
export const menuButtonOf = (col: number): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-column-menu="${String(col)}"]`);

export function ColumnMenu(props: {
  control: ColumnMenuControl;
  columns: readonly GridColumn[];
  sections?: MenuSections;
}) {
  const { control } = props;
  const col = control.openCol;
  const column = col === null ? undefined : props.columns.find((c) => c.index === col);
  if (col === null || column === undefined) return null;
  // Keyed by view and column: a menu opened on another column starts afresh.
  return (
    <OpenMenu
      key={`${control.view}:${column.key}`}
      control={control}
      col={col}
      column={column}
      sections={props.sections}
    />
  );
}

function OpenMenu(props: {
  control: ColumnMenuControl;
  col: number;
  column: GridColumn;
  sections: MenuSections | undefined;
}) {
  const { t } = useTranslation();
  const { control, col, column } = props;
  // The values list is read once, as the menu opens.
  const [list] = useState(() => control.valuesOf(col));
  const filter = control.filterOf(col);
  const sorted = control.sort?.col === col ? control.sort : null;
  return (
    <HeaderMenu
      label={t('gridFilter.menu', { column: column.label })}
      anchor={menuButtonOf(col)}
      onClose={control.close}
    >
      <MenuSection>
        <MenuItem
          mark={sorted?.descending === false ? '✓' : '↑'}
          onSelect={() => {
            control.sortBy(col, false);
          }}
        >
          {t('gridFilter.sortAsc')}
        </MenuItem>
        <MenuItem
          mark={sorted?.descending === true ? '✓' : '↓'}
          onSelect={() => {
            control.sortBy(col, true);
          }}
        >
          {t('gridFilter.sortDesc')}
        </MenuItem>
      </MenuSection>
      {props.sections?.(column, col, control.close)}
      <MenuSection>
        <MenuItem
          disabled={filter === undefined}
          onSelect={() => {
            control.apply(col, null);
          }}
        >
          {t('gridFilter.clearColumn', { column: column.label })}
        </MenuItem>
      </MenuSection>
      <FilterPanel
        column={column.key}
        label={column.label}
        filter={filter}
        list={list}
        onApply={(next) => {
          control.apply(col, next);
        }}
        onCancel={control.close}
      />
    </HeaderMenu>
  );
}
