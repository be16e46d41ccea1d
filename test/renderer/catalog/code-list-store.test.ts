import { describe, expect, it } from 'vitest';
import { CodeIndex } from '../../../app/catalog/code-suggest.ts';
import { CodeListStore, SHOWN_OPTIONS } from '../../../renderer/src/catalog/code-list-store.ts';

// The code picker's list outside React: what each step shows, and that only real changes reach
// those who listen (a key that filters renders the list box, not the grid).

const index = new CodeIndex(
  Array.from({ length: 120 }, (_, i) => ({
    code: `KK${String(i).padStart(3, '0')}`,
    name: i === 7 ? 'Kobe' : '',
  })),
);
const codes = (store: CodeListStore) => store.snapshot().shown.map((o) => o.code);

describe('a code list', () => {
  it('opens with every code, the current one highlighted, and counts those not shown', () => {
    const store = new CodeListStore(index);
    store.openAll('KK003');
    const snap = store.snapshot();
    expect(snap.open).toBe(true);
    expect(snap.shown).toHaveLength(SHOWN_OPTIONS);
    expect(snap.more).toBe(120 - SHOWN_OPTIONS);
    expect(snap.shown[snap.active]?.code).toBe('KK003');
    // A code beyond those shown: the last shown is highlighted, as before.
    store.close();
    store.openAll('KK100');
    expect(store.snapshot().active).toBe(SHOWN_OPTIONS - 1);
  });

  it('narrows as letters are typed and widens again as they are erased', () => {
    const store = new CodeListStore(index);
    store.openAll('');
    for (const text of ['k', 'kk', 'kk1', 'kk11', 'kk115']) store.typed(text);
    expect(codes(store)).toEqual(['KK115']);
    expect(store.snapshot().active).toBe(-1);
    store.typed('kk11');
    expect(codes(store)).toHaveLength(10);
    store.typed('kk1');
    expect(codes(store)).toHaveLength(20);
    expect(store.snapshot().more).toBe(0);
    store.typed('kobe');
    expect(codes(store)).toEqual(['KK007']);
    store.typed('');
    expect(store.snapshot().more).toBe(120 - SHOWN_OPTIONS);
  });

  it('tells its listeners only of changes, and stays shut while closed', () => {
    const store = new CodeListStore(index);
    let calls = 0;
    const stop = store.subscribe(() => {
      calls += 1;
    });
    store.typed('kk');
    store.close();
    store.setActive(2);
    expect(calls).toBe(0);
    expect(store.snapshot().open).toBe(false);
    store.typed('kk', true);
    expect(store.snapshot().open).toBe(true);
    store.setActive(1);
    store.setActive(1);
    expect(calls).toBe(2);
    stop();
    store.close();
    expect(calls).toBe(2);
  });

  it('leaves out excluded codes and follows a new index while open', () => {
    const store = new CodeListStore(index, new Set(['KK110', 'KK111']));
    store.typed('kk11', true);
    expect(codes(store)).toEqual([
      'KK112',
      'KK113',
      'KK114',
      'KK115',
      'KK116',
      'KK117',
      'KK118',
      'KK119',
    ]);
    store.setSource(new CodeIndex([{ code: 'KK115', name: '' }]));
    expect(codes(store)).toEqual(['KK115']);
  });
});
