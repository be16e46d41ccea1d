// Binds the handler table to an ipcMain: one handler per contract entry, each call's sender
// checked, and contract events forwarded to the window. electron-binding.ts hands in the real one.
import type { IpcMain, IpcMainInvokeEvent, WebContents, WebFrameMain } from 'electron';
import { CALL_NAMES, callChannel, eventChannel } from '../../app/ipc/contract.ts';
import type { EventBus } from './event-bus.ts';
import { dispatch, type HandlerTable } from './handler-table.ts';

export interface IpcBindingTarget {
  /** The window whose main frame alone may call. */
  contents: WebContents;
  isAppUrl: (url: string) => boolean;
}

export function isTrustedSender(frame: WebFrameMain | null, target: IpcBindingTarget): boolean {
  return frame !== null && frame === target.contents.mainFrame && target.isAppUrl(frame.url);
}

export function bindIpc(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  handlers: HandlerTable,
  events: EventBus,
  target: IpcBindingTarget,
): () => void {
  for (const name of CALL_NAMES) {
    ipcMain.handle(callChannel(name), async (event: IpcMainInvokeEvent, input: unknown) => {
      if (!isTrustedSender(event.senderFrame, target)) {
        return {
          ok: false,
          error: {
            kind: 'internal',
            message: 'Refused: the call did not come from the app window.',
          },
        };
      }
      return dispatch(handlers, name, input);
    });
  }
  const unsubscribe = events.subscribe((name, payload) => {
    if (!target.contents.isDestroyed()) target.contents.send(eventChannel(name), payload);
  });
  return () => {
    unsubscribe();
    for (const name of CALL_NAMES) ipcMain.removeHandler(callChannel(name));
  };
}
