import { useState } from 'react';
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
  // What the open menu offers stays as it opened: the list filling up in the background while
  // it is open must not take "Load all rows" from under the pointer. Chosen once the list is
  // whole, it exports what is loaded, which is then all of it.
  const [offerAll, setOfferAll] = useState(!props.complete);
  const number = new Intl.NumberFormat(i18n.language).format(props.loadedRows);
  const name = (format: TableFileFormat) => format.toUpperCase();
  const choice = (all: boolean, close: () => void) => (
    <div className="export-choice" role="none">
      <span>{all ? t('vouchers.exportAll') : t('vouchers.exportLoaded', { rows: number })}</span>
      {FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          role="menuitem"
          className="button"
          disabled={props.busy || (!all && props.loadedRows === 0)}
          aria-label={t(all ? 'vouchers.exportAllAs' : 'vouchers.exportLoadedAs', {
            format: name(format),
          })}
          onClick={() => {
            close();
            props.onExport(format, all && !props.complete);
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
      buttonClassName="button toolbar-menu"
      panelClassName="menu-panel export-panel"
      label={props.busy ? t('vouchers.exporting') : t('vouchers.export')}
      onOpen={() => {
        setOfferAll(!props.complete);
      }}
    >
      {(close) => (
        <>
          {choice(false, close)}
          {offerAll && choice(true, close)}
          <button
            type="button"
            role="menuitemcheckbox"
            aria-checked={props.fieldNames}
            className="menu-item export-option"
            onClick={() => {
              props.onFieldNames(!props.fieldNames);
            }}
          >
            <span className="menu-check" aria-hidden="true">
              {props.fieldNames ? '✓' : ''}
            </span>
            {t('voucherState.fieldNames')}
          </button>
          {props.querying && (
            <p className="muted" role="none">
              {t('vouchers.exportFiltered')}
            </p>
          )}
        </>
      )}
    </MenuButton>
  );
}
