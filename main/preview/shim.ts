import { CALL_NAMES, EVENT_NAMES, type CallName } from '../../app/ipc/contract.ts';

// The page-side half of the preview's bridge: a classic script that defines window.kikan from the
// contract's names, the same shape the Electron preload exposes. Calls are POSTs, events arrive
// as Server-Sent Events read through fetch (EventSource cannot send the secret header).
//
// The per-run secret is in no file the server sends (any local process may fetch those): it
// reaches the page only in the address's fragment (#bridge=…), which browsers never send to the
// server. The shim moves it into the tab's sessionStorage (so a reload keeps working) and takes
// it out of the address bar before the app starts.

export const SECRET_HEADER = 'x-kikan-bridge';
/** Names a call so kikan.cancel(callId) can reach it (POST /__bridge/cancel). */
export const CALL_ID_HEADER = 'x-kikan-call-id';
const FRAGMENT_KEY = 'bridge';
/** Where the page keeps the secret, per tab (sessionStorage). */
export const SECRET_STORAGE_KEY = 'kikan-bridge-secret';
/**
 * Calls sent as keepalive requests, which the browser completes after the page is gone: small
 * saves made as it reloads or closes (pagehide). Electron needs nothing of the kind, as an IPC
 * message has left once sent. Keepalive bodies share a 64 kB budget: list small calls only.
 */
const OUTLIVE_PAGE: readonly CallName[] = ['vouchers.saveColumnPrefs'];

/** The address to open: the server's root with the secret in the fragment. */
export function addressWithSecret(baseUrl: string, secret: string): string {
  return `${new URL('/', baseUrl).href}#${FRAGMENT_KEY}=${secret}`;
}

export function shimSource(): string {
  const constants = JSON.stringify({
    fragmentKey: FRAGMENT_KEY,
    storageKey: SECRET_STORAGE_KEY,
    header: SECRET_HEADER,
    callIdHeader: CALL_ID_HEADER,
    calls: CALL_NAMES,
    events: EVENT_NAMES,
    outlivePage: OUTLIVE_PAGE,
  });
  return `(() => {
  'use strict';
  const { fragmentKey, storageKey, header, callIdHeader, calls, events, outlivePage } = ${constants};
  const failure = (message) => ({ ok: false, error: { kind: 'internal', message } });

  function takeSecret() {
    const given = new URLSearchParams(location.hash.slice(1)).get(fragmentKey);
    if (given) {
      sessionStorage.setItem(storageKey, given);
      history.replaceState(history.state, '', location.pathname + location.search);
      return given;
    }
    return sessionStorage.getItem(storageKey);
  }
  const secret = takeSecret();

  async function invoke(name, input, callId) {
    if (!secret) return failure('Open the address the preview printed: it carries the page its key.');
    const headers = { 'content-type': 'application/json', [header]: secret };
    if (typeof callId === 'string') headers[callIdHeader] = callId;
    let response;
    try {
      response = await fetch('/__bridge/call/' + encodeURIComponent(name), {
        method: 'POST',
        headers,
        body: JSON.stringify(input === undefined ? {} : input),
        cache: 'no-store',
        keepalive: outlivePage.includes(name),
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
    (api[area] ??= {})[verb] = (input, callId) => invoke(name, input, callId);
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
        if (!secret) return;
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

  api.cancel = (callId) => {
    if (!secret || typeof callId !== 'string') return;
    void fetch('/__bridge/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [header]: secret },
      body: JSON.stringify({ callId }),
      cache: 'no-store',
    }).catch(() => undefined);
  };

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
