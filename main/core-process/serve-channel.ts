// The core's side of a channel: runs each call through the one handler table (`dispatch`),
// cancels it when asked, and forwards the core's events. Used for the parent's channel and for
// every port handed over for a window, in Electron and in the Node child alike.
import type { IpcResult } from '../../app/errors.ts';
import type { AppCore } from '../core.ts';
import { dispatch } from '../ipc/handler-table.ts';
import { asToCore, type Channel, type FromCore } from './protocol.ts';

const NOT_JSON: IpcResult<never> = {
  ok: false,
  error: { kind: 'invalid_input', message: 'The call’s input was not JSON.', fields: [] },
};

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function serveChannel(core: Pick<AppCore, 'handlers' | 'events'>, channel: Channel) {
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
        void run(message.id, message.name, message.input).then((result) => {
          send({ type: 'result', id: message.id, result });
        });
        return;
      case 'call-json': {
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
