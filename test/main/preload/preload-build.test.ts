// The built preload must run in a sandboxed renderer, where require() knows only 'electron'.
// This runs the real bundle in a bare VM context whose require offers a recording fake of
// electron's contextBridge and ipcRenderer (no Electron binary runs on this machine).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_NAMES,
  CANCEL_CHANNEL,
  EVENT_NAMES,
  callChannel,
  eventChannel,
} from '../../../app/ipc/contract.ts';

const root = resolve(import.meta.dirname, '../../..');
const preloadPath = join(root, 'out/preload/index.cjs');

interface Exposed {
  name: string;
  api: Record<string, unknown>;
}

function runPreload(): {
  exposed: Exposed[];
  invoked: { channel: string; input: unknown; callId?: unknown }[];
  sent: { channel: string; args: unknown[] }[];
  listeners: Map<string, unknown[]>;
  required: string[];
} {
  const exposed: Exposed[] = [];
  const invoked: { channel: string; input: unknown; callId?: unknown }[] = [];
  const sent: { channel: string; args: unknown[] }[] = [];
  const listeners = new Map<string, unknown[]>();
  const required: string[] = [];
  const electron = {
    contextBridge: {
      exposeInMainWorld: (name: string, api: Record<string, unknown>) =>
        exposed.push({ name, api }),
    },
    ipcRenderer: {
      invoke: (channel: string, input: unknown, callId?: unknown) => {
        invoked.push(callId === undefined ? { channel, input } : { channel, input, callId });
        return Promise.resolve(JSON.stringify({ ok: true, value: null }));
      },
      send: (channel: string, ...args: unknown[]) => sent.push({ channel, args }),
      on: (channel: string, listener: unknown) =>
        listeners.set(channel, [...(listeners.get(channel) ?? []), listener]),
      removeListener: (channel: string, listener: unknown) =>
        listeners.set(
          channel,
          (listeners.get(channel) ?? []).filter((l) => l !== listener),
        ),
    },
  };
  const sandboxRequire = (id: string): unknown => {
    required.push(id);
    if (id === 'electron') return electron;
    throw new Error(`module not found: ${id}`);
  };
  const module = { exports: {} };
  runInNewContext(readFileSync(preloadPath, 'utf8'), {
    require: sandboxRequire,
    module,
    exports: module.exports,
  });
  return { exposed, invoked, sent, listeners, required };
}

describe('built preload', () => {
  beforeAll(() => {
    if (!existsSync(preloadPath)) {
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
        {
          cwd: root,
          stdio: 'inherit',
        },
      );
    }
  }, 180_000);

  it('requires nothing but electron', () => {
    const source = readFileSync(preloadPath, 'utf8');
    const requires = [...source.matchAll(/require\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]);
    expect(new Set(requires)).toEqual(new Set(['electron']));
    expect(runPreload().required).toEqual(['electron']);
  });

  it('exposes exactly the contract as window.kikan', () => {
    const { exposed } = runPreload();
    expect(exposed.map((e) => e.name)).toEqual(['kikan']);
    const api = exposed[0]?.api ?? {};
    const names = Object.entries(api).flatMap(([area, verbs]) =>
      area === 'on' || area === 'cancel'
        ? []
        : Object.keys(verbs as object).map((verb) => `${area}.${verb}`),
    );
    expect(names.sort()).toEqual([...CALL_NAMES].sort());
    expect(typeof api['on']).toBe('function');
    expect(typeof api['cancel']).toBe('function');
  });

  it('sends each call on its own channel', async () => {
    const { exposed, invoked } = runPreload();
    const api = exposed[0]?.api as Record<
      string,
      Record<string, (input?: unknown) => Promise<unknown>>
    >;
    await api['connections']?.['activate']?.({ profileId: 'p1' });
    // The answer crosses as JSON text too, and the window gets it back as a value.
    expect(await api['settings']?.['get']?.()).toEqual({ ok: true, value: null });
    // Each input crosses as JSON text: main relays it to the core without parsing it.
    expect(invoked).toEqual([
      { channel: callChannel('connections.activate'), input: '{"profileId":"p1"}' },
      { channel: callChannel('settings.get'), input: '{}' },
    ]);
  });

  it('passes a call id along and sends a cancellation for it', async () => {
    const { exposed, invoked, sent } = runPreload();
    const api = exposed[0]?.api as Record<string, unknown>;
    const vouchers = api['vouchers'] as Record<string, (input: unknown, id?: unknown) => unknown>;
    await vouchers['browse']?.({ kind: 'leases' }, 'call-7');
    (api['cancel'] as (id: unknown) => void)('call-7');
    (api['cancel'] as (id: unknown) => void)({ not: 'an id' });
    expect(invoked).toEqual([
      { channel: callChannel('vouchers.browse'), input: '{"kind":"leases"}', callId: 'call-7' },
    ]);
    expect(sent).toEqual([{ channel: CANCEL_CHANNEL, args: ['call-7'] }]);
  });

  it('subscribes only to contract events and unsubscribes', () => {
    const { exposed, listeners } = runPreload();
    const on = exposed[0]?.api['on'] as (
      event: string,
      listener: (payload: unknown) => void,
    ) => () => void;
    const seen: unknown[] = [];
    const off = on(EVENT_NAMES[0] ?? 'pacing.changed', (payload) => seen.push(payload));
    const channel = eventChannel(EVENT_NAMES[0] ?? 'pacing.changed');
    const registered = listeners.get(channel)?.[0] as (event: unknown, payload: unknown) => void;
    registered({}, { profileId: 'p', resumeAt: null });
    expect(seen).toEqual([{ profileId: 'p', resumeAt: null }]);
    off();
    expect(listeners.get(channel)).toEqual([]);
    expect(() => on('not.an.event', () => undefined)).toThrow();
  });
});
