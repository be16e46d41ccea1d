import { afterEach, describe, expect, it } from 'vitest';
import type { IpcResult } from '../../app/errors.ts';
import { call, KikanError } from '../../renderer/src/lib/bridge-client.ts';

// The renderer half of cancellation: a call made with a signal carries an id, and aborting the
// signal (react-query does when nobody needs the query any more) asks main to cancel that id.
// window.kikan is a recording stand-in here; the preload and the test bridge are tested on their
// own (test/main/preload, test/main/ipc/bridge-cancellation.test.ts).

interface Recorded {
  invoked: { input: unknown; callId: string | undefined }[];
  cancelled: string[];
  answer: (result: IpcResult<unknown>) => void;
}

function fakeBridge(): Recorded {
  const recorded: Recorded = { invoked: [], cancelled: [], answer: () => undefined };
  const kikan = {
    settings: {
      get: (input: unknown, callId?: string) => {
        recorded.invoked.push({ input, callId });
        return new Promise<IpcResult<unknown>>((resolve) => {
          recorded.answer = resolve;
        });
      },
    },
    cancel: (callId: string) => recorded.cancelled.push(callId),
    on: () => () => undefined,
  };
  Object.assign(globalThis, { window: { kikan } });
  return recorded;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('call', () => {
  it('without a signal, sends no call id', async () => {
    const bridge = fakeBridge();
    const answer = call('settings.get', {});
    bridge.answer({ ok: true, value: { language: 'en', theme: 'dark' } });
    expect(await answer).toEqual({ language: 'en', theme: 'dark' });
    expect(bridge.invoked).toEqual([{ input: {}, callId: undefined }]);
  });

  it('names the call and cancels that name when the signal aborts', async () => {
    const bridge = fakeBridge();
    const controller = new AbortController();
    const answer = call('settings.get', {}, { signal: controller.signal });
    const callId = bridge.invoked[0]?.callId;
    expect(callId).toMatch(/./);
    controller.abort();
    expect(bridge.cancelled).toEqual([callId]);
    bridge.answer({ ok: false, error: { kind: 'cancelled', message: 'Stopped: cancelled.' } });
    await expect(answer).rejects.toMatchObject({ error: { kind: 'cancelled' } });
  });

  it('does not call at all with a signal already aborted', async () => {
    const bridge = fakeBridge();
    const controller = new AbortController();
    controller.abort();
    await expect(call('settings.get', {}, { signal: controller.signal })).rejects.toBeInstanceOf(
      KikanError,
    );
    expect(bridge.invoked).toEqual([]);
  });

  it('gives concurrent calls different ids', () => {
    const bridge = fakeBridge();
    const signal = new AbortController().signal;
    void call('settings.get', {}, { signal });
    void call('settings.get', {}, { signal });
    const [first, second] = bridge.invoked.map((entry) => entry.callId);
    expect(first).not.toBe(second);
  });
});
