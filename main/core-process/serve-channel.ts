// The core's side of a channel: runs each call through the one handler table (`dispatch`),
// cancels it when asked, and forwards the core's events. Used for the parent's channel and for
// every port handed over for a window, in Electron and in the Node child alike. The long reads
// that need nothing the core's thread holds (reads-calls.ts) go to its reading thread instead,
// so that the calls sent meanwhile are answered beside them; each once the writes sent before it
// were answered (write-order.ts), so that it reads them as under one thread. The catalog's
// operations, undo and redo (writes-calls.ts) go to its writing thread, in order.
import type { IpcResult } from '../../app/errors.ts';
import type { AppCore } from '../core.ts';
import { dispatch } from '../ipc/handler-table.ts';
import { NOT_JSON, parseJson } from './call-input.ts';
import { asToCore, type Channel, type FromCore } from './protocol.ts';
import { isReadsThreadCall } from './reads-calls.ts';
import { isWritesThreadCall } from './writes-calls.ts';

export function serveChannel(
  core: Pick<AppCore, 'handlers' | 'events'> & Partial<Pick<AppCore, 'reads' | 'writes'>>,
  channel: Channel,
) {
  const reads = core.reads ?? null;
  const writes = core.writes ?? null;
  const afterWrites = <T>(work: () => Promise<T>): Promise<T> =>
    writes === null ? work() : writes.after(work);
  const running = new Map<number, AbortController>();
  const send = (message: FromCore): void => {
    channel.post(message);
  };

  async function run(id: number, name: string, input: unknown): Promise<IpcResult<unknown>> {
    const controller = new AbortController();
    running.get(id)?.abort(); // a reused id: the older call is stale
    running.set(id, controller);
    try {
      return await dispatch(core.handlers, name, input, { signal: controller.signal });
    } finally {
      if (running.get(id) === controller) running.delete(id);
    }
  }

  const stopListening = channel.onMessage((raw) => {
    const message = asToCore(raw);
    if (message === null) return;
    switch (message.type) {
      case 'cancel':
        running.get(message.id)?.abort();
        running.delete(message.id);
        return;
      case 'call':
        if (writes !== null && isWritesThreadCall(message.name)) {
          // Read and checked in the writing thread, in order behind the writes sent before.
          void writes.call(message.name, { value: message.input }).then((result) => {
            send({ type: 'result', id: message.id, result });
          });
          return;
        }
        if (reads !== null && isReadsThreadCall(message.name)) {
          // Answered as text, which the caller's side parses: no clone of it in this thread.
          const input = { value: message.input };
          void afterWrites(() => reads.call(message.name, input)).then((text) => {
            send({ type: 'result-json', id: message.id, text });
          });
          return;
        }
        void run(message.id, message.name, message.input).then((result) => {
          send({ type: 'result', id: message.id, result });
        });
        return;
      case 'call-json': {
        if (writes !== null && isWritesThreadCall(message.name)) {
          // A paste's megabytes of text parsed and checked there, not in this thread.
          void writes.call(message.name, { text: message.text }).then((result) => {
            send({ type: 'result-json', id: message.id, text: JSON.stringify(result) });
          });
          return;
        }
        if (reads !== null && isReadsThreadCall(message.name)) {
          // Parsed, checked and answered as text in the thread: this one only relays the text.
          const input = { text: message.text };
          void afterWrites(() => reads.call(message.name, input)).then((text) => {
            send({ type: 'result-json', id: message.id, text });
          });
          return;
        }
        const parsed = parseJson(message.text);
        const answered = parsed.ok
          ? run(message.id, message.name, parsed.value)
          : Promise.resolve(NOT_JSON);
        void answered.then((result) => {
          send({ type: 'result-json', id: message.id, text: JSON.stringify(result) });
        });
        return;
      }
    }
  });
  const unsubscribe = core.events.subscribe((name, payload) => {
    send({ type: 'event', name, payload });
  });
  return {
    /** Stops serving: running calls are aborted, events no longer sent. */
    close(): void {
      stopListening();
      unsubscribe();
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}
