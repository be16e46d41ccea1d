import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridName, GridRow } from '../../../../app/catalog/rows.ts';
import { TEXT_ENCODINGS, isTextEncodingName, type TextEncodingName } from '../../files/encoding.ts';
import type { OpenedTable } from '../../files/open-table.ts';
import { missingRequired, type ColumnMapping } from './column-mapping.ts';
import { fileRowsToGridRows, type RowConflict } from './file-rows.ts';
import { ImportNotes } from './ImportNotes.tsx';
import { MappingTable } from './MappingTable.tsx';
import { PreviewTable } from './PreviewTable.tsx';

export interface ConfirmedImport<G extends GridName> {
  rows: GridRow<G>[];
  mapping: ColumnMapping<G>;
  conflicts: RowConflict[];
}

/** Columns to fields, a preview of the rows, and the confirm that is the only way into the grid. */
export function MappingStep<G extends GridName>(props: {
  grid: G;
  fileName: string;
  table: OpenedTable;
  header: readonly string[];
  body: readonly (readonly string[])[];
  initialMapping: ColumnMapping<G>;
  remembered: boolean;
  onEncoding: (encoding: TextEncodingName) => void;
  onConfirm: (confirmed: ConfirmedImport<G>) => void;
  onAnother: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [mapping, setMapping] = useState(props.initialMapping);
  const result = useMemo(
    () => fileRowsToGridRows(props.grid, props.body, mapping),
    [props.grid, props.body, mapping],
  );
  const missing = missingRequired(props.grid, mapping);
  const canConfirm = missing.length === 0 && result.rows.length > 0;
  const { encoding, detectedEncoding } = props.table;

  return (
    <div className="file-mapping-step">
      <div className="file-summary">
        <span className="file-name">
          {t('catalogFiles.mapping.summary', {
            file: props.fileName,
            rows: props.body.length.toLocaleString(),
          })}
        </span>
        {encoding !== null && (
          <label className="file-encoding">
            <span>{t('catalogFiles.encoding.label')}</span>
            <select
              value={encoding}
              onChange={(event) => {
                if (isTextEncodingName(event.target.value)) props.onEncoding(event.target.value);
              }}
            >
              {TEXT_ENCODINGS.map((name) => (
                <option key={name} value={name}>
                  {name === detectedEncoding
                    ? t('catalogFiles.encoding.detected', {
                        name: t(`catalogFiles.encoding.${name}`),
                      })
                    : t(`catalogFiles.encoding.${name}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className="file-mapping-body">
        <section aria-label={t('catalogFiles.mapping.columns')}>
          <h3>{t('catalogFiles.mapping.columns')}</h3>
          <MappingTable
            grid={props.grid}
            header={props.header}
            body={props.body}
            mapping={mapping}
            onChange={setMapping}
          />
          <ImportNotes
            header={props.header}
            mapping={mapping}
            missing={missing}
            result={result}
            sourceRows={props.body.length}
            remembered={props.remembered}
          />
        </section>
        <PreviewTable grid={props.grid} rows={result.rows} />
      </div>
      <div className="file-footer">
        <button type="button" className="button" onClick={props.onAnother}>
          {t('catalogFiles.mapping.another')}
        </button>
        <span className="spacer" />
        <button type="button" className="button" onClick={props.onCancel}>
          {t('catalogFiles.mapping.cancel')}
        </button>
        <button
          type="button"
          className="button primary"
          disabled={!canConfirm}
          onClick={() => {
            props.onConfirm({ rows: result.rows, mapping, conflicts: result.conflicts });
          }}
        >
          {t('catalogFiles.mapping.confirm', {
            count: result.rows.length,
            formatted: result.rows.length.toLocaleString(),
          })}
        </button>
      </div>
    </div>
  );
}
