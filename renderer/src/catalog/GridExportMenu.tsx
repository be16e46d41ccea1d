import { useTranslation } from 'react-i18next';
import { MenuButton } from '../ui/MenuButton.tsx';

/** "Export ▾": the grid's rows as CSV or XLSX. */
export function GridExportMenu(props: { onExport: (format: 'csv' | 'xlsx') => void }) {
  const { t } = useTranslation();
  return (
    <MenuButton
      className="export-menu"
      buttonClassName="button small icon-button"
      panelClassName="export-menu-list"
      role="group"
      title={t('catalogFiles.export.menuTitle')}
      label={
        <>
          <span className="button-icon" aria-hidden="true">
            ⤓
          </span>
          <span className="button-label">{t('catalogFiles.export.menu')}</span>
          <span aria-hidden="true">▾</span>
        </>
      }
    >
      {(close) =>
        (['csv', 'xlsx'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="export-menu-item"
            onClick={() => {
              close();
              props.onExport(format);
            }}
          >
            {t(`catalogFiles.export.${format}`)}
          </button>
        ))
      }
    </MenuButton>
  );
}
