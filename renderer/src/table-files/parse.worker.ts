/// <reference lib="webworker" />
import { checkLimit } from './limits.ts';
import { openTableBytes } from './open-table.ts';
import type { ParseReply, ParseRequest } from './parse-protocol.ts';
import { FileProblem } from './problems.ts';
import { readBlob } from './read-blob.ts';

// The parse worker: reads and parses one file off the UI thread, posting progress as it goes.

declare const self: DedicatedWorkerGlobalScope;

const post = (reply: ParseReply): void => {
  self.postMessage(reply);
};

self.onmessage = async (event: MessageEvent<ParseRequest>) => {
  const { file, name, encoding } = event.data;
  try {
    // Before a byte is read: a file over the limit never fills the worker's memory.
    checkLimit('bytes', file.size);
    const bytes = await readBlob(file, (fraction) => {
      post({ type: 'progress', phase: 'reading', fraction });
    });
    const table = await openTableBytes(name, bytes, encoding, (phase, fraction) => {
      post({ type: 'progress', phase, fraction });
    });
    post({ type: 'done', table });
  } catch (error) {
    const problem =
      error instanceof FileProblem
        ? error
        : new FileProblem('broken', error instanceof Error ? error.message : String(error));
    post({ type: 'failed', problem: problem.toData() });
  }
};
