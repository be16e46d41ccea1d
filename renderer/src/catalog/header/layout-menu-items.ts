import type { TFunction } from 'i18next';
import {
  freezeThrough,
  hideColumn,
  moveColumn,
  unfreeze,
  type ColumnLayout,
} from '../model/column-layout.ts';

// The entries of a column's layout menu, as plain items (the shape of ui/HeaderMenu.tsx's), so
// the same entries can sit in this folder's own menu or in a header menu with sort and filter.

export interface LayoutMenuItem {
  id: 'freeze' | 'unfreeze' | 'hide' | 'moveLeft' | 'moveRight' | 'fit' | 'showHidden';
  label: string;
  disabled?: boolean;
  /** Opens the list of columns to show (HiddenColumnsPanel) instead of closing the menu. */
  opensPanel?: boolean;
  onSelect?: () => void;
}

export interface LayoutMenuArgs {
  columnKey: string;
  layout: ColumnLayout;
  onLayout: (layout: ColumnLayout) => void;
  /** Fits the column to its cells on screen (the grid measures them). */
  onFit: () => void;
  t: TFunction;
}

export function layoutMenuItems(args: LayoutMenuArgs): LayoutMenuItem[] {
  const { columnKey: key, layout, onLayout, t } = args;
  const shown = layout.order.filter((k) => !layout.hidden.includes(k));
  const at = shown.indexOf(key);
  const label = (id: LayoutMenuItem['id']) => t(`columnLayout.${id}`);
  return [
    {
      id: 'freeze',
      label: label('freeze'),
      disabled: layout.frozenThrough === key,
      onSelect: () => {
        onLayout(freezeThrough(layout, key));
      },
    },
    {
      id: 'unfreeze',
      label: label('unfreeze'),
      disabled: layout.frozenThrough === null,
      onSelect: () => {
        onLayout(unfreeze(layout));
      },
    },
    {
      id: 'hide',
      label: label('hide'),
      disabled: shown.length <= 1,
      onSelect: () => {
        onLayout(hideColumn(layout, key));
      },
    },
    {
      id: 'moveLeft',
      label: label('moveLeft'),
      disabled: at <= 0,
      onSelect: () => {
        onLayout(moveColumn(layout, key, -1));
      },
    },
    {
      id: 'moveRight',
      label: label('moveRight'),
      disabled: at < 0 || at >= shown.length - 1,
      onSelect: () => {
        onLayout(moveColumn(layout, key, 1));
      },
    },
    { id: 'fit', label: label('fit'), onSelect: args.onFit },
    {
      id: 'showHidden',
      label: label('showHidden'),
      disabled: layout.hidden.length === 0,
      opensPanel: true,
    },
  ];
}
