import type { GridName, GridRow } from '../../../../app/catalog/rows.ts';
import { FileProblem } from '../../table-files/problems.ts';
import type { TextEncodingName } from '../../table-files/text-encodings.ts';
import type { FileRows } from './file-rows.ts';
import type {
  FileSessionReply,
  FileSessionRequest,
  MapRequest,
  OpenedFileSummary,
} from './file-session-protocol.ts';
import { unpackRows } from './rows-pack.ts';

// The page's side of the file worker (file.worker.ts): one worker per opened file, holding its
// rows until close(). Each reply is its own task on the page, and none is big: progress, a
// sheet's first rows, a part of packed grid rows (rows-pack.ts).

export interface FileSession {
  readonly summary: OpenedFileSummary;
  /** A sheet through a mapping into grid rows; a later call supersedes (the earlier rejects). */
  mapRows<G extends GridName>(request: MapRequest & { grid: G }): Promise<FileRows<G>>;
  /** Ends the worker and frees the file's rows; a pending call rejects as cancelled. */
  close(): void;
}

export interface OpenFileSessionOptions {
  encoding?: TextEncodingName | 'auto';
  onProgress?: (phase: 'reading' | 'parsing', fraction: number) => void;
  /** Aborting ends the worker at once and rejects with FileProblem('cancelled'). */
  signal?: AbortSignal;
}

interface Pending {
  id: number;
  rows: GridRow<GridName>[];
  resolve: (rows: FileRows<GridName>) => void;
  reject: (problem: FileProblem) => void;
}

export function openFileSession(
  file: Blob,
  name: string,
  options: OpenFileSessionOptions = {},
): Promise<FileSession> {
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(new FileProblem('cancelled'));
  const worker = new Worker(new URL('./file.worker.ts', import.meta.url), { type: 'module' });
  let closed = false;
  let nextId = 0;
  let pending: Pending | null = null;
  let opening: { resolve: (s: FileSession) => void; reject: (p: FileProblem) => void } | null =
    null;

  const fail = (problem: FileProblem): void => {
    opening?.reject(problem);
    pending?.reject(problem);
    opening = null;
    pending = null;
  };
  const close = (): void => {
    if (closed) return;
    closed = true;
    worker.terminate();
    signal?.removeEventListener('abort', onAbort);
    fail(new FileProblem('cancelled'));
  };
  const onAbort = (): void => {
    close();
  };
  signal?.addEventListener('abort', onAbort);

  const session = (summary: OpenedFileSummary): FileSession => ({
    summary,
    mapRows<G extends GridName>(request: MapRequest & { grid: G }): Promise<FileRows<G>> {
      if (closed) return Promise.reject(new FileProblem('cancelled'));
      pending?.reject(new FileProblem('cancelled'));
      nextId += 1;
      const id = nextId;
      return new Promise<FileRows<G>>((resolve, reject) => {
        pending = { id, rows: [], resolve, reject };
        const message: FileSessionRequest = { type: 'map', id, ...request };
        worker.postMessage(message);
      });
    },
    close,
  });

  worker.onmessage = (event: MessageEvent<FileSessionReply>) => {
    const reply = event.data;
    switch (reply.type) {
      case 'progress':
        onProgress?.(reply.phase, reply.fraction);
        return;
      case 'opened':
        opening?.resolve(session(reply.summary));
        opening = null;
        return;
      case 'failed':
        // A file that cannot be read leaves nothing to keep the worker for.
        if (opening !== null) {
          opening.reject(FileProblem.fromData(reply.problem));
          opening = null;
          close();
        } else {
          fail(FileProblem.fromData(reply.problem));
        }
        return;
      case 'rows':
        if (pending?.id === reply.id) pending.rows.push(...unpackRows(reply.part));
        return;
      case 'mapped':
        if (pending?.id === reply.id) {
          pending.resolve({ ...reply.meta, rows: pending.rows });
          pending = null;
        }
        return;
    }
  };
  worker.onerror = (event) => {
    fail(new FileProblem('broken', event.message));
    close();
  };
  return new Promise<FileSession>((resolve, reject) => {
    opening = { resolve, reject };
    const request: FileSessionRequest = {
      type: 'open',
      file,
      name,
      encoding: options.encoding ?? 'auto',
    };
    worker.postMessage(request);
  });
}
