// The only bridge between the sandboxed renderer and main: exposes exactly the contract's
// entries as window.kikan.<area>.<verb>, plus window.kikan.on(event, listener).
// Bundled as CommonJS with everything inlined, so at run time it requires nothing but electron.
// It imports channels only (app/ipc/names.ts), never the contract's schemas: main validates.
// The names are the contract's, written in by the build (ipc-names.ts).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { splitCallName } from '../../app/ipc/api.ts';
import type { EventName } from '../../app/ipc/contract.ts';
import { CANCEL_CHANNEL, channelOfCall, channelOfEvent } from '../../app/ipc/names.ts';
import type { IpcNames } from './ipc-names.ts';

declare const __KIKAN_IPC_NAMES__: IpcNames;
const { calls: CALL_NAMES, events: EVENT_NAMES } = __KIKAN_IPC_NAMES__;

type Invoke = (input?: unknown, callId?: unknown) => Promise<unknown>;

const api: Record<string, Record<string, Invoke>> = {};
for (const name of CALL_NAMES) {
  const [area, verb] = splitCallName(name);
  const channel = channelOfCall(name);
  // The call crosses as JSON text both ways: main relays it to the core without parsing it.
  (api[area] ??= {})[verb] = async (input?: unknown, callId?: unknown) => {
    const answer: unknown = await ipcRenderer.invoke(
      channel,
      JSON.stringify(input ?? {}),
      typeof callId === 'string' ? callId : undefined,
    );
    return typeof answer === 'string' ? (JSON.parse(answer) as unknown) : answer;
  };
}

function on(event: EventName, listener: (payload: unknown) => void): () => void {
  if (!EVENT_NAMES.includes(event)) throw new Error(`Unknown event ${event}`);
  const channel = channelOfEvent(event);
  const wrapped = (_event: IpcRendererEvent, payload: unknown): void => {
    listener(payload);
  };
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

/** Asks main to cancel the call that was given this id. */
function cancel(callId: unknown): void {
  if (typeof callId === 'string') ipcRenderer.send(CANCEL_CHANNEL, callId);
}

contextBridge.exposeInMainWorld('kikan', { ...api, on, cancel });
