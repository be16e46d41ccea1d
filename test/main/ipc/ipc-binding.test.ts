// The Electron IPC binding, with ipcMain and WebContents replaced by recording fakes: no Electron
// binary runs on this machine. The handler table is a real one whose handlers record calls.
import type {
  IpcMain,
  IpcMainEvent,
  IpcMainInvokeEvent,
  WebContents,
  WebFrameMain,
} from 'electron';
import { describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import {
  CALL_NAMES,
  CANCEL_CHANNEL,
  callChannel,
  eventChannel,
} from '../../../app/ipc/contract.ts';
import { INPUT_LIMITS } from '../../../app/ipc/input-limits.ts';
import { DEFAULT_SETTINGS } from '../../../app/settings.ts';
import type { CallContext } from '../../../main/ipc/handler-table.ts';
import { bindIpc } from '../../../main/ipc/ipc-binding.ts';
import { EventBus } from '../../../main/ipc/event-bus.ts';
import type { HandlerTable } from '../../../main/ipc/handler-table.ts';
import { recordingHandlers } from './recording-handlers.ts';

type InvokeListener = (
  event: IpcMainInvokeEvent,
  input: unknown,
  callId?: unknown,
) => Promise<unknown>;
type MessageListener = (event: IpcMainEvent, ...args: unknown[]) => void;

function setup(): {
  /** The bound handlers, called as the preload calls them: input and answer as JSON text. */
  raw: Map<string, InvokeListener>;
  /** The same, called with values (the test's side writes and reads the text). */
  handlers: Map<string, InvokeListener>;
  listeners: Map<string, MessageListener[]>;
  table: Record<string, (input: unknown, context: CallContext) => Promise<unknown>>;
  calls: string[];
  mainFrame: WebFrameMain;
  contents: { sent: { channel: string; payload: unknown }[] };
  events: EventBus;
  unbind: () => void;
} {
  const handlers = new Map<string, InvokeListener>();
  const listeners = new Map<string, MessageListener[]>();
  const ipcMain = {
    on: (channel: string, listener: MessageListener) => {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    removeListener: (channel: string, listener: MessageListener) => {
      listeners.set(
        channel,
        (listeners.get(channel) ?? []).filter((l) => l !== listener),
      );
    },
    handle: (channel: string, listener: InvokeListener) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    },
    removeHandler: (channel: string) => {
      handlers.delete(channel);
    },
  } as unknown as Pick<IpcMain, 'handle' | 'removeHandler' | 'on' | 'removeListener'>;
  const mainFrame = { url: 'kikan://app/index.html' } as unknown as WebFrameMain;
  const sent: { channel: string; payload: unknown }[] = [];
  const contents = {
    mainFrame,
    isDestroyed: () => false,
    send: (channel: string, payload: unknown) => sent.push({ channel, payload }),
  } as unknown as WebContents;
  const { table, calls } = recordingHandlers() as {
    table: Record<string, (input: unknown, context: CallContext) => Promise<unknown>>;
    calls: string[];
  };
  const events = new EventBus();
  const unbind = bindIpc(ipcMain, table as unknown as HandlerTable, events, {
    contents,
    isAppUrl: (url) => url.startsWith('kikan://app/'),
  });
  const asValues = new Map<string, InvokeListener>(
    [...handlers].map(([channel, handler]) => [
      channel,
      async (event, input, callId) => {
        const answer = await handler(event, JSON.stringify(input), callId);
        return typeof answer === 'string' ? (JSON.parse(answer) as unknown) : answer;
      },
    ]),
  );
  return {
    raw: handlers,
    handlers: asValues,
    listeners,
    table,
    calls,
    mainFrame,
    contents: { sent },
    events,
    unbind,
  };
}

const eventFrom = (frame: unknown): IpcMainInvokeEvent =>
  ({ senderFrame: frame }) as IpcMainInvokeEvent;

describe('IPC binding', () => {
  it('registers exactly one handler per contract entry', () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(CALL_NAMES.map(callChannel).sort());
  });

  it('answers calls from the app window main frame', async () => {
    const { handlers, calls, mainFrame } = setup();
    const result = await handlers.get(callChannel('settings.get'))?.(eventFrom(mainFrame), {});
    expect(result).toEqual({ ok: true, value: DEFAULT_SETTINGS });
    expect(calls).toEqual(['settings.get']);
  });

  it('refuses calls from any other frame, without running the handler', async () => {
    const { handlers, calls } = setup();
    const subframe = { url: 'kikan://app/index.html' };
    const foreign = { url: 'https://evil.example/' };
    for (const frame of [subframe, foreign, null]) {
      const result = (await handlers.get(callChannel('settings.get'))?.(eventFrom(frame), {})) as {
        ok: boolean;
      };
      expect(result.ok).toBe(false);
    }
    expect(calls).toEqual([]);
  });

  it('refuses a main frame that navigated away from the app', async () => {
    const { handlers, calls, mainFrame } = setup();
    (mainFrame as { url: string }).url = 'https://evil.example/';
    const result = (await handlers.get(callChannel('settings.get'))?.(
      eventFrom(mainFrame),
      {},
    )) as { ok: boolean };
    expect(result.ok).toBe(false);
    expect(calls).toEqual([]);
  });

  it('parses input before the handler sees it', async () => {
    const { handlers, calls, mainFrame } = setup();
    const result = await handlers.get(callChannel('connections.activate'))?.(eventFrom(mainFrame), {
      profileId: 7,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(calls).toEqual([]);
  });

  it('relays the text unparsed, refusing text over the size limit and input that is not text', async () => {
    const { raw, calls, mainFrame } = setup();
    const activate = raw.get(callChannel('connections.activate'));
    const over = JSON.stringify({ profileId: 'x'.repeat(INPUT_LIMITS.callInputBytes) });
    const refused = JSON.parse(String(await activate?.(eventFrom(mainFrame), over))) as unknown;
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(JSON.stringify(refused)).toContain('64 MiB');
    // Under the limit in characters, over it in UTF-8 bytes (three bytes a character).
    const wide = JSON.stringify({ profileId: '界'.repeat(INPUT_LIMITS.callInputBytes / 2) });
    expect(wide.length).toBeLessThan(INPUT_LIMITS.callInputBytes);
    expect(JSON.parse(String(await activate?.(eventFrom(mainFrame), wide)))).toEqual(refused);
    const notText = JSON.parse(
      String(await activate?.(eventFrom(mainFrame), { profileId: 'p' })),
    ) as unknown;
    expect(notText).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(calls).toEqual([]);
    // A million copies of one empty row: about 3 MB of text, relayed; the contract refuses it.
    const million = JSON.stringify({
      profileId: 'p',
      grid: 'brands',
      upserts: Array.from({ length: 1_000_000 }, () => ({})),
      deletes: [],
    });
    const answer = String(
      await raw.get(callChannel('drafts.save'))?.(eventFrom(mainFrame), million),
    );
    expect(JSON.parse(answer)).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(answer).toContain('200,000');
    expect(answer.length).toBeLessThan(20_000);
  });

  it('cancels a running call by its id, only when the app window asks', async () => {
    const { handlers, listeners, table, mainFrame } = setup();
    let started = (): void => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    table['vouchers.browse'] = (_input, { signal }) =>
      new Promise((_, reject) => {
        started();
        signal?.addEventListener('abort', () => {
          reject(new KikanError({ kind: 'cancelled', message: 'Stopped reading: cancelled.' }));
        });
      });
    const cancel = (frame: unknown, callId: unknown): void => {
      for (const listener of listeners.get(CANCEL_CHANNEL) ?? []) {
        listener({ senderFrame: frame } as IpcMainEvent, callId);
      }
    };
    const answer = handlers.get(callChannel('vouchers.browse'))?.(
      eventFrom(mainFrame),
      { kind: 'leases' },
      'call-1',
    );
    await running;
    cancel({ url: 'https://evil.example/' }, 'call-1'); // another frame: ignored
    cancel(mainFrame, 'call-2'); // another call: ignored
    let settled = false;
    void answer?.then(() => (settled = true));
    // The handler and the binding are promises only: after an event-loop turn, a cancel that
    // reached the handler would have settled the answer.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    cancel(mainFrame, 'call-1');
    expect(await answer).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });

  it('forwards contract events to the window and stops after unbinding', () => {
    const { events, contents, unbind, raw, listeners } = setup();
    events.emit('pacing.changed', { profileId: 'p1', resumeAt: 123 });
    expect(contents.sent).toEqual([
      { channel: eventChannel('pacing.changed'), payload: { profileId: 'p1', resumeAt: 123 } },
    ]);
    unbind();
    events.emit('pacing.changed', { profileId: 'p1', resumeAt: null });
    expect(contents.sent).toHaveLength(1);
    expect(raw.size).toBe(0);
    expect(listeners.get(CANCEL_CHANNEL)).toEqual([]);
  });
});
