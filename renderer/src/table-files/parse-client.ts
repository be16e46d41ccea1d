import type { TextEncodingName } from './text-encodings.ts';
import type { OpenedTable } from './open-table.ts';
import type { ParseReply, ParseRequest } from './parse-protocol.ts';
import { FileProblem } from './problems.ts';

export interface OpenTableFileOptions {
  /** 'auto' (the default) detects UTF-8 vs Shift_JIS; a name overrides detection. */
  encoding?: TextEncodingName | 'auto';
  onProgress?: (phase: 'reading' | 'parsing', fraction: number) => void;
  /** Aborting stops the worker at once and rejects with FileProblem('cancelled'). */
  signal?: AbortSignal;
}

/**
 * Opens a CSV or XLSX file in a Web Worker, so a 50,000-row file never blocks the window.
 * Rejects with a FileProblem (bad file, or cancelled).
 */
export function openTableFile(
  file: File | Blob,
  name: string,
  options: OpenTableFileOptions = {},
): Promise<OpenedTable> {
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(new FileProblem('cancelled'));
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<OpenedTable>((resolve, reject) => {
    const finish = (): void => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = (): void => {
      finish();
      reject(new FileProblem('cancelled'));
    };
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<ParseReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') {
        onProgress?.(reply.phase, reply.fraction);
      } else if (reply.type === 'done') {
        finish();
        resolve(reply.table);
      } else {
        finish();
        reject(FileProblem.fromData(reply.problem));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new FileProblem('broken', event.message));
    };
    const request: ParseRequest = { file, name, encoding: options.encoding ?? 'auto' };
    worker.postMessage(request);
  });
}
