import { useTranslation } from 'react-i18next';
import { move, toggle, type ColumnPrefs } from './column-prefs.ts';

/** Show/hide and order the columns; the screen remembers the result. */
export function ColumnMenu(props: {
  prefs: ColumnPrefs;
  onPrefs: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
  label: (field: string) => string;
  optional: (field: string) => boolean;
}) {
  const { t } = useTranslation();
  return (
    <details className="column-menu">
      <summary className="button">{t('vouchers.columns')}</summary>
      <ul className="column-list">
        {props.prefs.order.map((field, index) => (
          <li key={field}>
            <label>
              <input
                type="checkbox"
                checked={!props.prefs.hidden.includes(field)}
                onChange={() => {
                  props.onPrefs((prefs) => toggle(prefs, field));
                }}
              />{' '}
              {props.label(field)}
              {props.optional(field) && <span className="muted"> {t('vouchers.optional')}</span>}
            </label>
            <span className="column-move">
              <button
                type="button"
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
                aria-label={t('vouchers.moveRight', { field: props.label(field) })}
                disabled={index === props.prefs.order.length - 1}
                onClick={() => {
                  props.onPrefs((prefs) => move(prefs, field, 1));
                }}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
