/// <reference lib="webworker" />
import { checkLimit } from './limits.ts';
import { openTableBytes } from './open-table.ts';
import type { ParseReply, ParseRequest } from './parse-protocol.ts';
import { FileProblem } from './problems.ts';

// The parse worker: reads and parses one file off the UI thread, posting progress as it goes.

declare const self: DedicatedWorkerGlobalScope;

const post = (reply: ParseReply): void => {
  self.postMessage(reply);
};

/** Reads the file in chunks so a large one reports progress while it loads. */
async function readAll(file: Blob): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size);
  const reader = file.stream().getReader();
  let offset = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes.set(value, offset);
    offset += value.length;
    post({ type: 'progress', phase: 'reading', fraction: file.size ? offset / file.size : 1 });
  }
  return bytes.subarray(0, offset);
}

self.onmessage = async (event: MessageEvent<ParseRequest>) => {
  const { file, name, encoding } = event.data;
  try {
    // Before a byte is read: a file over the limit never fills the worker's memory.
    checkLimit('bytes', file.size);
    const bytes = await readAll(file);
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
