// The messages between the core process and whoever talks to it (Electron's main process, or
// the browser preview's server). One protocol for every transport: a call
// carries an id of the caller's choosing, its answer carries the same id, and events flow from
// the core unasked. Messages travel by structured clone (Electron's MessagePort, Node's
// 'advanced' IPC serialization); a call whose input is JSON text (an HTTP body) is answered as
// JSON text, so the process relaying it neither parses nor builds the payload.
import type { IpcResult } from '../../app/errors.ts';

/** A call or cancellation, sent to the core on any channel. */
export type ToCore =
  | { type: 'call'; id: number; name: string; input: unknown }
  | { type: 'call-json'; id: number; name: string; text: string }
  | { type: 'cancel'; id: number };

/** An answer or event, sent by the core on a channel. */
export type FromCore =
  | { type: 'result'; id: number; result: IpcResult<unknown> }
  | { type: 'result-json'; id: number; text: string }
  | { type: 'event'; name: string; payload: unknown };

/** What the core process needs to start; plain data, so it crosses the process boundary. */
export interface CoreStartOptions {
  userDataDir: string;
  appVersion: string;
  platform: string;
  /** Where the core writes its own log (core.log); none: no log. */
  logsDir?: string;
  /**
   * 'none': a vault that reports no keychain (tests of a machine without a Secret Service);
   * 'memory': secrets kept in the core process's memory only (benchmarks).
   */
  keychain?: 'os' | 'none' | 'memory';
  /** The demo stand-in's entry, run with this Node binary (outside Electron). */
  demoServiceEntry?: string;
  /** In Electron: the parent starts the demo stand-in (a utility process) when asked. */
  demoThroughParent?: boolean;
  demoAdmin?: boolean;
  pacingWindowMs?: number;
  timeoutMs?: number;
  resumeImports?: boolean;
}

/** Between the core process and its parent only (not calls). */
export type ParentToCore =
  | { type: 'start'; options: CoreStartOptions }
  | { type: 'shutdown' }
  | { type: 'demo-stdout'; spawnId: number; chunk: string }
  | { type: 'demo-exit'; spawnId: number; code: number | null };

export type CoreToParent =
  | { type: 'ready' }
  | { type: 'start-failed'; message: string }
  | { type: 'closed' }
  | { type: 'demo-spawn'; spawnId: number; args: string[] }
  | { type: 'demo-kill'; spawnId: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** Checks a message to the core: anything else on a channel is ignored. */
export function asToCore(value: unknown): ToCore | null {
  if (!isRecord(value) || !isId(value['id'])) return null;
  const { type, name } = value;
  if (type === 'cancel') return value as ToCore;
  if (typeof name !== 'string') return null;
  if (type === 'call') return value as ToCore;
  if (type === 'call-json' && typeof value['text'] === 'string') return value as ToCore;
  return null;
}

export function asFromCore(value: unknown): FromCore | null {
  if (!isRecord(value)) return null;
  const { type } = value;
  if (type === 'event' && typeof value['name'] === 'string') return value as FromCore;
  if (!isId(value['id'])) return null;
  if (type === 'result' && isRecord(value['result'])) return value as FromCore;
  if (type === 'result-json' && typeof value['text'] === 'string') return value as FromCore;
  return null;
}

export function asParentToCore(value: unknown): ParentToCore | null {
  if (!isRecord(value)) return null;
  switch (value['type']) {
    case 'start':
      return isRecord(value['options']) ? (value as ParentToCore) : null;
    case 'shutdown':
      return value as ParentToCore;
    case 'demo-stdout':
      return isId(value['spawnId']) && typeof value['chunk'] === 'string'
        ? (value as ParentToCore)
        : null;
    case 'demo-exit':
      return isId(value['spawnId']) ? (value as ParentToCore) : null;
    default:
      return null;
  }
}

export function asCoreToParent(value: unknown): CoreToParent | null {
  if (!isRecord(value)) return null;
  switch (value['type']) {
    case 'ready':
    case 'closed':
      return value as CoreToParent;
    case 'start-failed':
      return typeof value['message'] === 'string' ? (value as CoreToParent) : null;
    case 'demo-spawn':
      return isId(value['spawnId']) && Array.isArray(value['args'])
        ? (value as CoreToParent)
        : null;
    case 'demo-kill':
      return isId(value['spawnId']) ? (value as CoreToParent) : null;
    default:
      return null;
  }
}

/** One end of a message channel: a MessagePort, a utility process's parentPort, a Node IPC channel. */
export interface Channel {
  post(message: unknown): void;
  /** Returns a function that stops listening. */
  onMessage(listener: (message: unknown) => void): () => void;
}
