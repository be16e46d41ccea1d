import { useCallback, useEffect, useRef, useState } from 'react';
import type { TextEncodingName } from '../../table-files/text-encodings.ts';
import type { OpenedTable } from '../../table-files/open-table.ts';
import { openTableFile } from '../../table-files/parse-client.ts';
import { FileProblem, type FileProblemData } from '../../table-files/problems.ts';

// The reading half of the dialog: one file at a time, in the parse worker, with progress and
// cancel. Opening another file (or the same one with another encoding) cancels the one before.

export type ReadState =
  | { step: 'choose' }
  | { step: 'reading'; fileName: string; phase: 'reading' | 'parsing'; fraction: number }
  | { step: 'failed'; fileName: string; problem: FileProblemData }
  | {
      step: 'read';
      file: File;
      encoding: TextEncodingName | 'auto';
      table: OpenedTable;
    };

export function useTableFile() {
  const [state, setState] = useState<ReadState>({ step: 'choose' });
  const controller = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const open = useCallback(
    (file: File, encoding: TextEncodingName | 'auto' = 'auto') => {
      stop();
      const current = new AbortController();
      controller.current = current;
      setState({ step: 'reading', fileName: file.name, phase: 'reading', fraction: 0 });
      openTableFile(file, file.name, {
        encoding,
        signal: current.signal,
        onProgress: (phase, fraction) => {
          if (!current.signal.aborted)
            setState({ step: 'reading', fileName: file.name, phase, fraction });
        },
      }).then(
        (table) => {
          if (!current.signal.aborted) setState({ step: 'read', file, encoding, table });
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          const problem =
            error instanceof FileProblem ? error : new FileProblem('broken', String(error));
          setState({ step: 'failed', fileName: file.name, problem: problem.toData() });
        },
      );
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ step: 'choose' });
  }, [stop]);

  const fail = useCallback((fileName: string, problem: FileProblemData) => {
    setState({ step: 'failed', fileName, problem });
  }, []);

  return { state, open, cancel, fail };
}
