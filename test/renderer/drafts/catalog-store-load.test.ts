import { describe, expect, it } from 'vitest';
import type { DraftsSnapshot } from '../../../app/catalog/drafts.ts';
import { KikanError } from '../../../app/errors.ts';
import { CatalogStore } from '../../../renderer/src/drafts/catalog-store.ts';

// Loading the drafts when main does not answer at once: the store tries again before it shows
// "could not load", says why when it gives up, and loads on Retry. The load is a function here
// that fails as told (the real handler table's loads are in test/main/core/catalog-*.test.ts);
// the retry delays are 0 so nothing waits on time.

const drafts: DraftsSnapshot = {
  brands: [{ id: 'b1', position: 1, row: { code: 'AX', name: 'Axe Brand' } }],
  colors: [],
  products: [],
};

function storeFailing(failures: number) {
  let calls = 0;
  const store = new CatalogStore({
    load: () => {
      calls += 1;
      if (calls <= failures) {
        return Promise.reject(
          new KikanError({ kind: 'core_restarted', message: 'The core restarted.' }),
        );
      }
      return Promise.resolve(drafts);
    },
    save: () => Promise.resolve(),
    discard: () => Promise.resolve(),
    loadRetryDelaysMs: [0, 0],
  });
  return { store, calls: () => calls };
}

describe('CatalogStore loading', () => {
  it('tries again after failed loads and shows the drafts', async () => {
    const { store, calls } = storeFailing(2);
    await store.open('p1');
    expect(calls()).toBe(3);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', loadFailure: null });
    expect(store.getSnapshot().data.brands.map((b) => b.row.name)).toEqual(['Axe Brand']);
  });

  it('gives up after its retries, says why, and loads on Retry', async () => {
    const { store, calls } = storeFailing(3);
    await store.open('p1');
    expect(calls()).toBe(3);
    expect(store.getSnapshot()).toMatchObject({
      status: 'failed',
      loadFailure: { kind: 'core_restarted', message: 'The core restarted.' },
    });
    await store.retryLoad();
    expect(calls()).toBe(4);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', loadFailure: null });
    // Retry does nothing once loaded.
    await store.retryLoad();
    expect(calls()).toBe(4);
  });

  it('drops a retry that another connection overtook', async () => {
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const store = new CatalogStore({
      load: async (profileId) => {
        calls += 1;
        if (profileId === 'p1') {
          await first;
          throw new KikanError({ kind: 'internal', message: 'no answer' });
        }
        return drafts;
      },
      save: () => Promise.resolve(),
      discard: () => Promise.resolve(),
      loadRetryDelaysMs: [0, 0],
    });
    const opening = store.open('p1');
    await store.open('p2');
    release();
    await opening;
    expect(calls).toBe(2);
    expect(store.getSnapshot()).toMatchObject({ profileId: 'p2', status: 'ready' });
  });
});

describe('CatalogStore loading after the first screenful', () => {
  function storeCounting(waitMs: number) {
    const loads: string[] = [];
    const store = new CatalogStore({
      load: (profileId) => {
        loads.push(profileId);
        return Promise.resolve(drafts);
      },
      save: () => Promise.resolve(),
      discard: () => Promise.resolve(),
      firstScreenWaitMs: waitMs,
    });
    return { store, loads };
  }

  it('asks for the drafts only once the first screenful settled', async () => {
    const { store, loads } = storeCounting(60_000);
    let settle: () => void = () => undefined;
    const firstScreen = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const opened = store.open('p1', firstScreen);
    expect(store.getSnapshot().status).toBe('loading');
    // Turns of the event loop pass; the load has not been asked for.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toEqual([]);
    settle();
    await opened;
    expect(loads).toEqual(['p1']);
    expect(store.getSnapshot().status).toBe('ready');
  });

  it('loads when the first screenful failed, or never came within the wait', async () => {
    const failed = storeCounting(60_000);
    await failed.store.open('p1', Promise.reject(new Error('no window')));
    expect(failed.loads).toEqual(['p1']);
    const never = storeCounting(0);
    await never.store.open('p1', new Promise<void>(() => undefined));
    expect(never.loads).toEqual(['p1']);
    expect(never.store.getSnapshot().status).toBe('ready');
  });

  it('drops a load whose connection was left while it waited', async () => {
    const { store, loads } = storeCounting(60_000);
    let settle: () => void = () => undefined;
    const first = store.open(
      'p1',
      new Promise<void>((resolve) => {
        settle = resolve;
      }),
    );
    await store.open('p2');
    settle();
    await first;
    expect(loads).toEqual(['p2']);
    expect(store.getSnapshot().profileId).toBe('p2');
  });
});
