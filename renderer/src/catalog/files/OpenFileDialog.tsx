import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridName, GridRow } from '../../../../app/catalog/rows.ts';
import { ChooseFile } from './ChooseFile.tsx';
import { FileProblemMessage } from './FileProblemMessage.tsx';
import { recallMapping, rememberMapping } from './mapping-memory.ts';
import { MappingStep, type ConfirmedImport } from './MappingStep.tsx';
import { prepareImport } from './prepare-import.ts';
import { ReadingProgress } from './ReadingProgress.tsx';
import { defaultSheet, summariseSheets } from './sheet-choice.ts';
import { useTableFile } from './use-table-file.ts';
import './files.css';

const NO_ROWS: readonly never[] = [];

export interface OpenFileDialogProps<G extends GridName> {
  grid: G;
  /** The grid's rows now: the preview says which the file would replace. */
  existing?: readonly GridRow<G>[];
  /** In core mode: the rows holding a file's codes, asked of the core (in place of existing). */
  existingOf?: (codes: string[]) => Promise<readonly GridRow<G>[]>;
  /** The rows the user confirmed; the dialog has closed nothing yet (the caller unmounts it). */
  onConfirm: (rows: GridRow<G>[], details: ConfirmedImport<G> & { fileName: string }) => void;
  onClose: () => void;
}

/**
 * Open a CSV or XLSX file into a grid: choose, read in the worker (progress, cancel), map the
 * columns, preview, confirm. Nothing reaches the grid before the confirm. Mount it to show it.
 */
export function OpenFileDialog<G extends GridName>({
  grid,
  existing = NO_ROWS,
  existingOf,
  onConfirm,
  onClose,
}: OpenFileDialogProps<G>) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const { state, open, cancel, fail } = useTableFile();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
    };
  }, []);

  // The sheet the user picked for the file read last (null: the default sheet).
  const [picked, setPicked] = useState<{ table: object; index: number } | null>(null);
  const table = state.step === 'read' ? state.session.summary : null;
  const sheets = useMemo(
    () => (table === null ? [] : summariseSheets(grid, table.sheets, recallMapping)),
    [grid, table],
  );
  const chosen = picked !== null && picked.table === table ? picked.index : null;
  const sheetIndex = chosen ?? defaultSheet(sheets);
  const prepared = useMemo(() => {
    if (table === null) return null;
    const sheet = sheetIndex === null ? undefined : table.sheets[sheetIndex];
    if (sheet === undefined) return { ok: false as const, problem: 'no-header' as const };
    return prepareImport(grid, sheet, recallMapping, { chosen: chosen !== null });
  }, [grid, table, sheetIndex, chosen]);

  useEffect(() => {
    if (state.step === 'read' && prepared !== null && !prepared.ok) {
      fail(state.file.name, { code: prepared.problem, detail: '' });
    }
  }, [state, prepared, fail]);

  let body;
  if (state.step === 'choose') {
    body = (
      <ChooseFile
        grid={grid}
        onFile={(file) => {
          open(file);
        }}
      />
    );
  } else if (state.step === 'reading') {
    body = (
      <ReadingProgress
        fileName={state.fileName}
        phase={state.phase}
        fraction={state.fraction}
        onCancel={cancel}
      />
    );
  } else if (state.step === 'failed') {
    body = (
      <FileProblemMessage
        grid={grid}
        fileName={state.fileName}
        problem={state.problem}
        onAnother={cancel}
      />
    );
  } else if (prepared?.ok) {
    const { file, session } = state;
    const table = session.summary;
    body = (
      <MappingStep
        key={`${file.name}:${String(table.encoding)}:${String(sheetIndex)}`}
        grid={grid}
        fileName={file.name}
        session={session}
        existing={existing}
        {...(existingOf === undefined ? {} : { existingOf })}
        sheets={sheets}
        sheet={sheetIndex ?? 0}
        rowCount={Math.max(0, (table.sheets[sheetIndex ?? 0]?.rowCount ?? 1) - 1)}
        onSheet={(index) => {
          setPicked({ table, index });
        }}
        header={prepared.header}
        body={prepared.body}
        initialMapping={prepared.mapping}
        remembered={prepared.remembered}
        onEncoding={(encoding) => {
          open(file, encoding);
        }}
        onFailed={(problem) => {
          fail(file.name, problem);
        }}
        onAnother={cancel}
        onCancel={onClose}
        onConfirm={(confirmed) => {
          rememberMapping(grid, prepared.header, confirmed.mapping);
          onConfirm(confirmed.rows, { ...confirmed, fileName: file.name });
        }}
      />
    );
  }

  return (
    <dialog
      ref={dialog}
      className="file-dialog"
      aria-labelledby="file-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="file-dialog-header">
        <h2 id="file-dialog-title">{t('catalogFiles.title.' + grid)}</h2>
        <button
          type="button"
          className="button small"
          aria-label={t('catalogFiles.mapping.cancel')}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <div className="file-dialog-body">{body}</div>
    </dialog>
  );
}
