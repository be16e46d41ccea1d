// The one file where main touches Electron's raw IPC.
import { ipcMain } from 'electron';
import type { EventBus } from './event-bus.ts';
import type { HandlerTable } from './handler-table.ts';
import { bindIpc, type IpcBindingTarget } from './ipc-binding.ts';

export function bindElectronIpc(
  handlers: HandlerTable,
  events: EventBus,
  target: IpcBindingTarget,
): () => void {
  return bindIpc(ipcMain, handlers, events, target);
}
