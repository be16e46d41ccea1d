/// <reference lib="webworker" />
import { checkLimit } from '../../table-files/limits.ts';
import { openTableBytes, type OpenedTable } from '../../table-files/open-table.ts';
import { FileProblem } from '../../table-files/problems.ts';
import { readBlob } from '../../table-files/read-blob.ts';
import type { FileSessionReply, FileSessionRequest } from './file-session-protocol.ts';
import { mapSheet, summariseTable } from './opened-file.ts';
import { packedBuffers } from './rows-pack.ts';

// The open-file dialog's worker: reads and parses one file, keeps its rows, and makes grid rows
// of a sheet under each mapping the page asks for. The page terminates it when the dialog closes
// or the user cancels, which frees the rows with it.

declare const self: DedicatedWorkerGlobalScope;

const post = (reply: FileSessionReply, transfer: Transferable[] = []): void => {
  self.postMessage(reply, transfer);
};

const problemOf = (error: unknown): FileProblem =>
  error instanceof FileProblem
    ? error
    : new FileProblem('broken', error instanceof Error ? error.message : String(error));

let table: OpenedTable | null = null;

async function open(request: Extract<FileSessionRequest, { type: 'open' }>): Promise<void> {
  // Before a byte is read: a file over the limit never fills the worker's memory.
  checkLimit('bytes', request.file.size);
  const bytes = await readBlob(request.file, (fraction) => {
    post({ type: 'progress', phase: 'reading', fraction });
  });
  table = await openTableBytes(request.name, bytes, request.encoding, (phase, fraction) => {
    post({ type: 'progress', phase, fraction });
  });
  post({ type: 'opened', summary: summariseTable(table) });
}

function map(request: Extract<FileSessionRequest, { type: 'map' }>): void {
  if (table === null) throw new FileProblem('broken', 'not-open');
  const { meta, parts } = mapSheet(table, request);
  for (const part of parts) post({ type: 'rows', id: request.id, part }, packedBuffers(part));
  post({ type: 'mapped', id: request.id, meta });
}

self.onmessage = async (event: MessageEvent<FileSessionRequest>) => {
  try {
    if (event.data.type === 'open') await open(event.data);
    else map(event.data);
  } catch (error) {
    post({ type: 'failed', problem: problemOf(error).toData() });
  }
};
