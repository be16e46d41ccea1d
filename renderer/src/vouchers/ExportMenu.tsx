import { useTranslation } from 'react-i18next';
import type { TableFileFormat } from '../table-files/export-table.ts';
import { MenuButton } from '../ui/MenuButton.tsx';

const FORMATS: readonly TableFileFormat[] = ['csv', 'xlsx'];

/**
 * Export the loaded rows, or all rows (loading the rest first), as CSV or XLSX. The current
 * search, status filter and sort apply to either. The same menu button as the catalog's.
 */
export function ExportMenu(props: {
  loadedRows: number;
  complete: boolean;
  querying: boolean;
  busy: boolean;
  /** Field names as headers (what a re-import reads) instead of the labels. */
  fieldNames: boolean;
  onFieldNames: (on: boolean) => void;
  onExport: (format: TableFileFormat, all: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language).format(props.loadedRows);
  const name = (format: TableFileFormat) => format.toUpperCase();
  const choice = (all: boolean, close: () => void) => (
    <div className="export-choice">
      <span>{all ? t('vouchers.exportAll') : t('vouchers.exportLoaded', { rows: number })}</span>
      {FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="button"
          disabled={props.busy || (!all && props.loadedRows === 0)}
          aria-label={t(all ? 'vouchers.exportAllAs' : 'vouchers.exportLoadedAs', {
            format: name(format),
          })}
          onClick={() => {
            close();
            props.onExport(format, all);
          }}
        >
          {name(format)}
        </button>
      ))}
    </div>
  );
  return (
    <MenuButton
      className="export-menu"
      buttonClassName="button"
      panelClassName="menu-panel export-panel"
      label={props.busy ? t('vouchers.exporting') : t('vouchers.export')}
    >
      {(close) => (
        <>
          {choice(false, close)}
          {!props.complete && choice(true, close)}
          <label className="export-option">
            <input
              type="checkbox"
              checked={props.fieldNames}
              onChange={(event) => {
                props.onFieldNames(event.currentTarget.checked);
              }}
            />{' '}
            {t('voucherState.fieldNames')}
          </label>
          {props.querying && <p className="muted">{t('vouchers.exportFiltered')}</p>}
        </>
      )}
    </MenuButton>
  );
}
