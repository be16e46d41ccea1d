import { useTranslation } from 'react-i18next';
import type { ColumnMenuControl } from './use-column-filters.ts';

// The drop-down button in a column's header (Excel's AutoFilter arrow): ▾, or a funnel when
// the column is filtered. A click, Enter, Space, Alt+Down or Down opens the column's menu.

export function ColumnMenuButton(props: {
  control: ColumnMenuControl;
  col: number;
  label: string;
}) {
  const { t } = useTranslation();
  const { control, col } = props;
  const filtered = control.isFiltered(col);
  const open = control.openCol === col;
  const label = t(filtered ? 'gridFilter.menuFiltered' : 'gridFilter.menu', {
    column: props.label,
  });
  return (
    <button
      type="button"
      className={filtered ? 'column-menu-button filtered' : 'column-menu-button'}
      data-column-menu={col}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onMouseDown={(event) => {
        // The menu's own outside-click test would close it before this click opens it again.
        if (open) event.stopPropagation();
      }}
      onClick={() => {
        if (open) control.close();
        else control.open(col);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' && !open) {
          event.preventDefault();
          control.open(col);
        }
      }}
    >
      <span aria-hidden="true" className="column-menu-glyph" />
    </button>
  );
}
