// Binds the handler table to an ipcMain: one handler per contract entry, each call's sender
// checked, and contract events forwarded to the window. electron-binding.ts hands in the real one.
import type {
  IpcMain,
  IpcMainEvent,
  IpcMainInvokeEvent,
  WebContents,
  WebFrameMain,
} from 'electron';
import { CALL_NAMES, CANCEL_CHANNEL, callChannel, eventChannel } from '../../app/ipc/contract.ts';
import { CallCancellation } from './call-cancellation.ts';
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
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler' | 'on' | 'removeListener'>,
  handlers: HandlerTable,
  events: EventBus,
  target: IpcBindingTarget,
): () => void {
  const cancellation = new CallCancellation();
  for (const name of CALL_NAMES) {
    const channel = callChannel(name);
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, input: unknown, callId: unknown) => {
      if (!isTrustedSender(event.senderFrame, target)) {
        return {
          ok: false,
          error: {
            kind: 'internal',
            message: 'Refused: the call did not come from the app window.',
          },
        };
      }
      const call = cancellation.start(callId);
      try {
        return await dispatch(handlers, name, input, { signal: call.signal });
      } finally {
        call.finish();
      }
    });
  }
  const onCancel = (event: IpcMainEvent, callId: unknown): void => {
    if (isTrustedSender(event.senderFrame, target)) cancellation.cancel(callId);
  };
  ipcMain.on(CANCEL_CHANNEL, onCancel);
  const unsubscribe = events.subscribe((name, payload) => {
    if (!target.contents.isDestroyed()) target.contents.send(eventChannel(name), payload);
  });
  return () => {
    unsubscribe();
    ipcMain.removeListener(CANCEL_CHANNEL, onCancel);
    for (const name of CALL_NAMES) ipcMain.removeHandler(callChannel(name));
  };
}
