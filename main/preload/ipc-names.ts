import { CALL_NAMES, EVENT_NAMES, type CallName, type EventName } from '../../app/ipc/contract.ts';

// The contract's call and event names, for the preload: its build (electron.vite.config.ts)
// defines IPC_NAMES_GLOBAL as this JSON, so the bundle carries the names and none of the schemas.

export const IPC_NAMES_GLOBAL = '__KIKAN_IPC_NAMES__';

export interface IpcNames {
  calls: readonly CallName[];
  events: readonly EventName[];
}

export function ipcNamesDefine(): Record<string, string> {
  const names: IpcNames = { calls: CALL_NAMES, events: EVENT_NAMES };
  return { [IPC_NAMES_GLOBAL]: JSON.stringify(names) };
}
