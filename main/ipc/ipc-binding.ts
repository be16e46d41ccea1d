// Binds the contract to an ipcMain: one handler per contract entry, each call's sender checked,
// and contract events forwarded to the window. electron-binding.ts hands in the real one. A call
// crosses as JSON text both ways (the preload writes and reads it in the window's process): main
// checks its length and relays the text to the core unparsed, as the preview's bridge does, so
// the process that owns the windows never walks, clones or parses a payload. Tests may bind an
// in-process handler table the same way.
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

const refusal = (message: string, kind: 'invalid_input' | 'internal' = 'invalid_input'): string =>
  JSON.stringify({
    ok: false,
    error: kind === 'invalid_input' ? { kind, message, fields: [] } : { kind, message },
  } satisfies IpcResult<never>);

const TOO_LARGE = refusal(
  `The call’s input is larger than ${String(INPUT_LIMITS.callInputBytes / 1024 / 1024)} MiB.`,
);
const NOT_TEXT = refusal('The call’s input did not arrive as JSON text.');
const NOT_FROM_WINDOW = refusal('Refused: the call did not come from the app window.', 'internal');

/** Whether a call's JSON text is over the limit in UTF-8 bytes (counted only when it may be). */
function tooLarge(text: string): boolean {
  const limit = INPUT_LIMITS.callInputBytes;
  if (text.length > limit) return true;
  return text.length * 3 > limit && Buffer.byteLength(text, 'utf8') > limit;
}

/** Runs one call, given as JSON text, wherever the core is; the answer is its result as JSON text. */
export type CallRunner = (name: string, text: string, signal: AbortSignal) => Promise<string>;

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
    async (name, text, signal) => {
      let input: unknown;
      try {
        input = JSON.parse(text);
      } catch {
        return refusal('The call’s input is not JSON.');
      }
      return JSON.stringify(await dispatch(handlers, name, input, { signal }));
    },
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
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, text: unknown, callId: unknown) => {
      if (!isTrustedSender(event.senderFrame, target)) return NOT_FROM_WINDOW;
      if (typeof text !== 'string') return NOT_TEXT;
      // Refused here, before it reaches the core and is parsed there.
      if (tooLarge(text)) return TOO_LARGE;
      const call = cancellation.start(callId);
      try {
        return await run(name, text, call.signal);
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
