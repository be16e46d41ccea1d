import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisagreementChoice, GridName, GridRow } from '../../../../app/catalog/rows.ts';
import {
  TEXT_ENCODINGS,
  isTextEncodingName,
  type TextEncodingName,
} from '../../table-files/text-encodings.ts';
import { FileProblem, type FileProblemData } from '../../table-files/problems.ts';
import { missingRequired, type ColumnMapping } from './column-mapping.ts';
import { DisagreementChoiceField } from './DisagreementChoice.tsx';
import type { DisagreeingFileProduct, FileRows, RowConflict } from './file-rows.ts';
import type { FileSession } from './file-session.ts';
import { planFileRows, type OnExisting } from '../model/import-rows.ts';
import { ExistingRowsChoice } from './ExistingRowsChoice.tsx';
import { ImportNotes } from './ImportNotes.tsx';
import { MappingTable } from './MappingTable.tsx';
import { PreviewTable } from './PreviewTable.tsx';
import { SheetPicker } from './SheetPicker.tsx';
import type { SheetSummary } from './sheet-choice.ts';
import { formatNumber } from '../../ui/format.ts';

export interface ConfirmedImport<G extends GridName> {
  rows: GridRow<G>[];
  mapping: ColumnMapping<G>;
  conflicts: RowConflict[];
  /** Products whose rows disagreed, under the choice made (for the grid's marks). */
  disagreeing: DisagreeingFileProduct[];
  disagreementChoice: DisagreementChoice;
  /** What to do with rows whose code the grid holds already. */
  onExisting: OnExisting;
}

/** Columns to fields, a preview of the rows, and the confirm that is the only way into the grid. */
export function MappingStep<G extends GridName>(props: {
  grid: G;
  fileName: string;
  /** The file, held by its worker, which makes the grid rows of each mapping. */
  session: FileSession;
  /** The sheet's rows below its header. */
  rowCount: number;
  /** The grid's rows now (none: nothing to replace). */
  existing: readonly GridRow<G>[];
  /** In core mode: the grid's rows holding these codes, asked of the core (in place of existing). */
  existingOf?: (codes: string[]) => Promise<readonly GridRow<G>[]>;
  sheets: readonly SheetSummary[];
  sheet: number;
  onSheet: (index: number) => void;
  header: readonly string[];
  body: readonly (readonly string[])[];
  initialMapping: ColumnMapping<G>;
  remembered: boolean;
  onEncoding: (encoding: TextEncodingName) => void;
  onFailed: (problem: FileProblemData) => void;
  onConfirm: (confirmed: ConfirmedImport<G>) => void;
  onAnother: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [mapping, setMapping] = useState(props.initialMapping);
  const [choice, setChoice] = useState<DisagreementChoice>('agreeing-skus');
  const result = useMappedRows(props, mapping, choice);
  const missing = missingRequired(props.grid, mapping);
  const found = useExistingOf(props.grid, props.existingOf, result);
  const existing = props.existingOf === undefined ? props.existing : (found ?? NO_EXISTING);
  const plan = useMemo(
    () =>
      existing.length === 0 || result === null
        ? null
        : planFileRows(props.grid, existing, result.rows),
    [props.grid, existing, result],
  );
  const [onExisting, setOnExisting] = useState<OnExisting | null>(null);
  const needsChoice = plan !== null && plan.replacing.length > 0 && onExisting === null;
  const canConfirm =
    (props.existingOf === undefined || found !== null) &&
    result !== null &&
    missing.length === 0 &&
    result.rows.length > 0 &&
    !needsChoice;
  const { encoding, detectedEncoding } = props.session.summary;

  return (
    <div className="file-mapping-step">
      <div className="file-summary">
        <span className="file-name">
          {t('catalogFiles.mapping.summary', {
            file: props.fileName,
            rows: formatNumber(props.rowCount, i18n.language),
          })}
        </span>
        {props.sheets.length > 1 && (
          <SheetPicker sheets={props.sheets} sheet={props.sheet} onSheet={props.onSheet} />
        )}
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
          {result === null ? (
            <p className="file-note" role="status" data-testid="file-preparing">
              {t('catalogFiles.mapping.preparing', {
                rows: formatNumber(props.rowCount, i18n.language),
              })}
            </p>
          ) : (
            <ImportNotes
              header={props.header}
              mapping={mapping}
              missing={missing}
              result={result}
              sourceRows={props.rowCount}
              remembered={props.remembered}
            />
          )}
          {result !== null && result.disagreeing.length > 0 && (
            <DisagreementChoiceField
              disagreeing={result.disagreeing}
              choice={choice}
              onChoice={setChoice}
            />
          )}
          {plan !== null && missing.length === 0 && (
            <ExistingRowsChoice plan={plan} choice={onExisting} onChoice={setOnExisting} />
          )}
        </section>
        <PreviewTable grid={props.grid} rows={result?.rows ?? []} />
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
            if (result === null) return;
            props.onConfirm({
              rows: result.rows,
              mapping,
              conflicts: result.conflicts,
              disagreeing: result.disagreeing,
              disagreementChoice: choice,
              onExisting: onExisting ?? 'replace',
            });
          }}
        >
          {t('catalogFiles.mapping.confirm', {
            count: result?.rows.length ?? 0,
            formatted: formatNumber(result?.rows.length ?? 0, i18n.language),
          })}
        </button>
      </div>
    </div>
  );
}

/**
 * The grid rows of the sheet under this mapping and choice, made in the file worker (null while
 * they are made). A change of mapping or choice asks again; the answer to an older ask is dropped.
 */
function useMappedRows<G extends GridName>(
  props: { grid: G; session: FileSession; sheet: number; onFailed: (p: FileProblemData) => void },
  mapping: ColumnMapping<G>,
  choice: DisagreementChoice,
): FileRows<G> | null {
  const { grid, session, sheet } = props;
  const onFailed = useRef(props.onFailed);
  useEffect(() => {
    onFailed.current = props.onFailed;
  });
  const [made, setMade] = useState<{ asked: unknown[]; rows: FileRows<G> } | null>(null);
  useEffect(() => {
    let live = true;
    const asked = [session, sheet, grid, mapping, choice];
    session.mapRows({ sheet, grid, mapping, choice }).then(
      (rows) => {
        if (live) setMade({ asked, rows });
      },
      (error: unknown) => {
        if (!live || (error instanceof FileProblem && error.code === 'cancelled')) return;
        onFailed.current(
          error instanceof FileProblem ? error.toData() : { code: 'broken', detail: String(error) },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [session, sheet, grid, mapping, choice]);
  const current = [session, sheet, grid, mapping, choice];
  return made !== null && made.asked.every((value, i) => value === current[i]) ? made.rows : null;
}

const NO_EXISTING: readonly never[] = [];

/** The rows the core holds for the file's codes (core mode); null until they are here. */
function useExistingOf<G extends GridName>(
  grid: G,
  existingOf: ((codes: string[]) => Promise<readonly GridRow<G>[]>) | undefined,
  result: FileRows<G> | null,
): readonly GridRow<G>[] | null {
  const [found, setFound] = useState<{ of: object; rows: readonly GridRow<G>[] } | null>(null);
  useEffect(() => {
    if (existingOf === undefined || result === null) return;
    let live = true;
    const codes = new Set<string>();
    for (const row of result.rows) {
      const code = (row as Record<string, unknown>)[grid === 'products' ? 'product_code' : 'code'];
      if (typeof code === 'string' && code !== '') codes.add(code);
    }
    void existingOf([...codes]).then(
      (rows) => {
        if (live) setFound({ of: result, rows });
      },
      () => {
        if (live) setFound({ of: result, rows: NO_EXISTING });
      },
    );
    return () => {
      live = false;
    };
  }, [grid, existingOf, result]);
  return found !== null && found.of === result ? found.rows : null;
}
