import { CALL_NAMES, EVENT_NAMES } from '../../../app/ipc/contract.ts';

// The page-side half of the test bridge: a classic script that defines window.kikan from the
// contract's names, the same shape the Electron preload exposes. Calls are POSTs, events arrive
// as Server-Sent Events read through fetch (EventSource cannot send the secret header).

export const SECRET_HEADER = 'x-kikan-bridge';

export function shimSource(secret: string): string {
  const constants = JSON.stringify({
    secret,
    header: SECRET_HEADER,
    calls: CALL_NAMES,
    events: EVENT_NAMES,
  });
  return `(() => {
  'use strict';
  const { secret, header, calls, events } = ${constants};
  const failure = (message) => ({ ok: false, error: { kind: 'internal', message } });

  async function invoke(name, input) {
    let response;
    try {
      response = await fetch('/__bridge/call/' + encodeURIComponent(name), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: secret },
        body: JSON.stringify(input === undefined ? {} : input),
        cache: 'no-store',
      });
    } catch {
      return failure('The test bridge is not answering.');
    }
    if (!response.ok) return failure('The test bridge answered HTTP ' + response.status + '.');
    return response.json();
  }

  const api = {};
  for (const name of calls) {
    const dot = name.indexOf('.');
    const area = name.slice(0, dot);
    const verb = name.slice(dot + 1);
    (api[area] ??= {})[verb] = (input) => invoke(name, input);
  }
  for (const area of Object.keys(api)) Object.freeze(api[area]);

  const listeners = new Map(events.map((name) => [name, new Set()]));

  function deliver(block) {
    let event = null;
    let data = '';
    for (const line of block.split('\\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    const set = event === null ? undefined : listeners.get(event);
    if (!set || data === '') return;
    const payload = JSON.parse(data);
    for (const listener of [...set]) {
      try {
        listener(payload);
      } catch (error) {
        console.error(error);
      }
    }
  }

  async function stream() {
    // Reconnects after a dropped stream, but gives up after a run of failures.
    for (let failures = 0; failures < 20; ) {
      try {
        const response = await fetch('/__bridge/events', {
          headers: { [header]: secret, accept: 'text/event-stream' },
          cache: 'no-store',
        });
        if (!response.ok || !response.body) throw new Error('no stream');
        failures = 0;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let cut = buffer.indexOf('\\n\\n'); cut >= 0; cut = buffer.indexOf('\\n\\n')) {
            deliver(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
          }
        }
      } catch {
        failures += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  api.on = (event, listener) => {
    const set = listeners.get(event);
    if (!set) throw new Error('Unknown event ' + String(event));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };

  Object.defineProperty(window, 'kikan', { value: Object.freeze(api), enumerable: true });
  void stream();
})();
`;
}

/** Puts the shim before the app's module script, so window.kikan exists when the app starts. */
export function injectShim(html: string): string {
  const tag = '<script src="/__bridge/shim.js"></script>';
  const at = html.search(/<script\b[^>]*type="module"/);
  if (at < 0) throw new Error('index.html has no module script to put the bridge shim before');
  return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}
