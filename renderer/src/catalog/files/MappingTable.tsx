import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridName } from '../../../../app/catalog/rows.ts';
import { assignColumn, type ColumnMapping } from './column-mapping.ts';
import { FILE_FIELDS, type FileField } from './header-names.ts';
import { formatNumber } from '../../ui/format.ts';

const SAMPLE_ROWS = 50;
/** Columns listed at first; a wide file lists the rest on demand (one <select> each). */
export const COLUMNS_SHOWN = 50;
const SAMPLES = 3;

function samplesOf(body: readonly (readonly string[])[], column: number): string {
  const values: string[] = [];
  for (const row of body.slice(0, SAMPLE_ROWS)) {
    const value = row[column]?.trim() ?? '';
    if (value !== '' && !values.includes(value)) values.push(value);
    if (values.length === SAMPLES) break;
  }
  return values.join(' · ');
}

/**
 * One line per column of the file: its header, the field it fills (or left out), first values.
 * A wide file shows its first columns and every column that fills a field, the rest on demand.
 */
export function MappingTable<G extends GridName>(props: {
  grid: G;
  header: readonly string[];
  body: readonly (readonly string[])[];
  mapping: ColumnMapping<G>;
  onChange: (mapping: ColumnMapping<G>) => void;
}) {
  const { t, i18n } = useTranslation();
  const fields = FILE_FIELDS[props.grid] as readonly FileField<G>[];
  const [all, setAll] = useState(false);
  const columns = props.header.flatMap((name, column) =>
    all || column < COLUMNS_SHOWN || (props.mapping[column] ?? null) !== null
      ? [{ name, column }]
      : [],
  );
  const hidden = props.header.length - columns.length;
  return (
    <div className="table-scroll file-mapping-scroll">
      <table className="simple-table file-mapping">
        <caption className="visually-hidden">{t('catalogFiles.mapping.columns')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogFiles.mapping.fileColumn')}</th>
            <th scope="col">{t('catalogFiles.mapping.field')}</th>
            <th scope="col">{t('catalogFiles.mapping.sample')}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map(({ name, column }) => {
            const field = props.mapping[column] ?? null;
            return (
              <tr key={column} className={field === null ? 'left-out' : undefined}>
                <th scope="row" className="file-column-name">
                  {name === '' ? `#${column + 1}` : name}
                </th>
                <td>
                  <select
                    aria-label={name === '' ? `#${column + 1}` : name}
                    value={field ?? ''}
                    onChange={(event) => {
                      const value = event.target.value;
                      const next = fields.find((f) => f === value) ?? null;
                      props.onChange(assignColumn(props.mapping, column, next));
                    }}
                  >
                    <option value="">{t('catalogFiles.mapping.leaveOut')}</option>
                    {fields.map((f) => (
                      <option key={f} value={f}>
                        {t('catalogFiles.field.' + f)}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="file-sample">{samplesOf(props.body, column)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {hidden > 0 && (
        <button
          type="button"
          className="button small file-more-columns"
          onClick={() => {
            setAll(true);
          }}
        >
          {t('catalogFiles.mapping.showAllColumns', {
            count: hidden,
            formatted: formatNumber(hidden, i18n.language),
          })}
        </button>
      )}
    </div>
  );
}
