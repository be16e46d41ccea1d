import { useTranslation } from 'react-i18next';
import type { SheetSummary } from './sheet-choice.ts';
import { formatNumber } from '../../ui/format.ts';

/** Which sheet of a workbook to open: each listed with its rows and whether its header is known. */
export function SheetPicker(props: {
  sheets: readonly SheetSummary[];
  sheet: number;
  onSheet: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <label className="file-sheet">
      <span>{t('catalogFiles.sheet.label')}</span>
      <select
        value={props.sheet}
        onChange={(event) => {
          props.onSheet(Number(event.target.value));
        }}
      >
        {props.sheets.map((sheet) => (
          <option
            key={sheet.index}
            value={sheet.index}
            disabled={sheet.rows === 0 && !sheet.recognised}
          >
            {t(sheet.recognised ? 'catalogFiles.sheet.recognised' : 'catalogFiles.sheet.unknown', {
              name: sheet.name,
              count: sheet.rows,
              formatted: formatNumber(sheet.rows, i18n.language),
            })}
          </option>
        ))}
      </select>
    </label>
  );
}
