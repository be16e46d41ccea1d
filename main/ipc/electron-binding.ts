// The one file where main touches Electron's raw IPC.
import { ipcMain } from 'electron';
import {
  bindIpcTo,
  type CallRunner,
  type EventSource,
  type IpcBindingTarget,
} from './ipc-binding.ts';

export function bindElectronIpc(
  run: CallRunner,
  events: EventSource,
  target: IpcBindingTarget,
): () => void {
  return bindIpcTo(ipcMain, run, events, target);
}
