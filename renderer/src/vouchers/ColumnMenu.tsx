import { useTranslation } from 'react-i18next';
import { MenuButton } from '../ui/MenuButton.tsx';
import { move, toggle, type ColumnPrefs } from './column-prefs.ts';

/**
 * Show/hide (checkable items) and order (move items) the columns; the screen remembers the
 * result. The lists' Columns menu and the detail's line columns.
 */
export function ColumnMenu(props: {
  prefs: ColumnPrefs;
  onPrefs: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
  label: (field: string) => string;
  optional: (field: string) => boolean;
  /** The button's text (default: "Columns"). */
  title?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <MenuButton
      className="column-menu"
      buttonClassName="button toolbar-menu"
      panelClassName="menu-panel column-list"
      testId={props.testId}
      label={props.title ?? t('vouchers.columns')}
    >
      {() =>
        props.prefs.order.map((field, index) => (
          <div key={field} className="column-item" role="none">
            <button
              type="button"
              role="menuitemcheckbox"
              aria-checked={!props.prefs.hidden.includes(field)}
              className="menu-item"
              onClick={() => {
                props.onPrefs((prefs) => toggle(prefs, field));
              }}
            >
              <span className="menu-check" aria-hidden="true">
                {props.prefs.hidden.includes(field) ? '' : '✓'}
              </span>
              {props.label(field)}
              {props.optional(field) && <span className="muted"> {t('vouchers.optional')}</span>}
            </button>
            <span className="column-move" role="none">
              <button
                type="button"
                role="menuitem"
                aria-label={t('vouchers.moveLeft', { field: props.label(field) })}
                disabled={index === 0}
                onClick={() => {
                  props.onPrefs((prefs) => move(prefs, field, -1));
                }}
              >
                ↑
              </button>
              <button
                type="button"
                role="menuitem"
                aria-label={t('vouchers.moveRight', { field: props.label(field) })}
                disabled={index === props.prefs.order.length - 1}
                onClick={() => {
                  props.onPrefs((prefs) => move(prefs, field, 1));
                }}
              >
                ↓
              </button>
            </span>
          </div>
        ))
      }
    </MenuButton>
  );
}
