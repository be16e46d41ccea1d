import { useCallback, useEffect, useRef, useState } from 'react';
import type { TextEncodingName } from '../../table-files/text-encodings.ts';
import { FileProblem, type FileProblemData } from '../../table-files/problems.ts';
import { openFileSession, type FileSession } from './file-session.ts';

// The reading half of the dialog: one file at a time, in the file worker, with progress and
// cancel. The worker keeps the file's rows while the dialog shows it; opening another file (or
// the same one with another encoding), cancelling or closing the dialog ends it.

export type ReadState =
  | { step: 'choose' }
  | { step: 'reading'; fileName: string; phase: 'reading' | 'parsing'; fraction: number }
  | { step: 'failed'; fileName: string; problem: FileProblemData }
  | {
      step: 'read';
      file: File;
      encoding: TextEncodingName | 'auto';
      session: FileSession;
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
      openFileSession(file, file.name, {
        encoding,
        signal: current.signal,
        onProgress: (phase, fraction) => {
          if (!current.signal.aborted)
            setState({ step: 'reading', fileName: file.name, phase, fraction });
        },
      }).then(
        (session) => {
          if (!current.signal.aborted) setState({ step: 'read', file, encoding, session });
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

  const fail = useCallback(
    (fileName: string, problem: FileProblemData) => {
      stop();
      setState({ step: 'failed', fileName, problem });
    },
    [stop],
  );

  return { state, open, cancel, fail };
}
