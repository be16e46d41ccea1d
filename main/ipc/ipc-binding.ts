// Binds the contract to an ipcMain: one handler per contract entry, each call's sender checked,
// and contract events forwarded to the window. electron-binding.ts hands in the real one. In the
// app the calls run in the core process (relayed with their structured clone, unparsed here);
// tests may bind an in-process handler table the same way.
import type {
  IpcMain,
  IpcMainEvent,
  IpcMainInvokeEvent,
  WebContents,
  WebFrameMain,
} from 'electron';
import { CALL_NAMES, CANCEL_CHANNEL, callChannel, eventChannel } from '../../app/ipc/contract.ts';
import { CallCancellation } from './call-cancellation.ts';
import type { IpcResult } from '../../app/errors.ts';
import type { EventName } from '../../app/ipc/contract.ts';
import type { EventBus } from './event-bus.ts';
import { dispatch, type HandlerTable } from './handler-table.ts';
import { INPUT_LIMITS } from '../../app/ipc/input-limits.ts';
import { isLargerThan } from './input-size.ts';

const TOO_LARGE: IpcResult<never> = {
  ok: false,
  error: {
    kind: 'invalid_input',
    message: `The call’s input is larger than ${String(INPUT_LIMITS.callInputBytes / 1024 / 1024)} MiB.`,
    fields: [],
  },
};

/** Runs one call wherever the core is; the answer is the call's typed result. */
export type CallRunner = (
  name: string,
  input: unknown,
  signal: AbortSignal,
) => Promise<IpcResult<unknown>>;

export interface EventSource {
  subscribe(listener: (name: EventName, payload: unknown) => void): () => void;
}

export interface IpcBindingTarget {
  /** The window whose main frame alone may call. */
  contents: WebContents;
  isAppUrl: (url: string) => boolean;
}

export function isTrustedSender(frame: WebFrameMain | null, target: IpcBindingTarget): boolean {
  return frame !== null && frame === target.contents.mainFrame && target.isAppUrl(frame.url);
}

type IpcMainLike = Pick<IpcMain, 'handle' | 'removeHandler' | 'on' | 'removeListener'>;

/** Binds an in-process handler table (tests; the app relays to the core process instead). */
export function bindIpc(
  ipcMain: IpcMainLike,
  handlers: HandlerTable,
  events: EventBus,
  target: IpcBindingTarget,
): () => void {
  return bindIpcTo(
    ipcMain,
    (name, input, signal) => dispatch(handlers, name, input, { signal }),
    events,
    target,
  );
}

export function bindIpcTo(
  ipcMain: IpcMainLike,
  run: CallRunner,
  events: EventSource,
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
      // Refused here, before it is cloned again for the core and parsed there.
      if (isLargerThan(input, INPUT_LIMITS.callInputBytes)) return TOO_LARGE;
      const call = cancellation.start(callId);
      try {
        return await run(name, input, call.signal);
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
