import { useTranslation } from 'react-i18next';
import {
  hideColumn,
  showAllColumns,
  showColumn,
  type ColumnLayout,
} from '../model/column-layout.ts';

// "Show hidden columns…": every column of the view with a tick for shown ones. Unticking hides a
// column (the last shown one stays), ticking shows it again.

export function HiddenColumnsPanel(props: {
  layout: ColumnLayout;
  labelOf: (key: string) => string;
  onLayout: (layout: ColumnLayout) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { layout } = props;
  const shownCount = layout.order.length - layout.hidden.length;
  return (
    <div className="column-layout-panel">
      <p className="column-layout-panel-title">{t('columnLayout.hiddenTitle')}</p>
      {layout.order.map((key) => {
        const shown = !layout.hidden.includes(key);
        return (
          <label key={key} className="column-layout-check">
            <input
              type="checkbox"
              checked={shown}
              disabled={shown && shownCount <= 1}
              onChange={() => {
                props.onLayout(shown ? hideColumn(layout, key) : showColumn(layout, key));
              }}
            />
            {props.labelOf(key)}
          </label>
        );
      })}
      <div className="column-layout-panel-actions">
        <button
          type="button"
          disabled={layout.hidden.length === 0}
          onClick={() => {
            props.onLayout(showAllColumns(layout));
          }}
        >
          {t('columnLayout.showAll')}
        </button>
        <button type="button" onClick={props.onDone}>
          {t('columnLayout.done')}
        </button>
      </div>
    </div>
  );
}
