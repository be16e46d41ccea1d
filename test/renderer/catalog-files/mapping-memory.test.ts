import { describe, expect, it } from 'vitest';
import {
  recallMapping,
  rememberMapping,
  type MappingStore,
} from '../../../renderer/src/catalog/files/mapping-memory.ts';

/** Storage with localStorage's interface (the tests run in Node, which has none of its own). */
function memoryStore(): MappingStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
    removeItem: (key) => items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe('remembered mappings', () => {
  it('come back for the same layout, however its headers are written', () => {
    const store = memoryStore();
    rememberMapping('products', ['Item', '品名', 'メモ'], ['product_code', 'name', null], store);
    expect(recallMapping('products', ['ITEM', '品名', 'メモ'], store)).toEqual([
      'product_code',
      'name',
      null,
    ]);
  });

  it('do not leak into another grid or another layout', () => {
    const store = memoryStore();
    rememberMapping('products', ['Item', 'Label'], ['product_code', 'name'], store);
    expect(recallMapping('brands', ['Item', 'Label'], store)).toBeNull();
    expect(recallMapping('products', ['Item', 'Label', 'More'], store)).toBeNull();
  });

  it('ignore what does not fit: damaged text, unknown fields, a field twice', () => {
    const store = memoryStore();
    rememberMapping('colors', ['a', 'b'], ['code', 'name'], store);
    const [key] = store.items.keys();
    if (key === undefined) throw new Error('nothing stored');
    store.items.set(key, '{not json');
    expect(recallMapping('colors', ['a', 'b'], store)).toBeNull();
    store.items.set(key, JSON.stringify({ mapping: ['code', 'size_code'], savedAt: 1 }));
    expect(recallMapping('colors', ['a', 'b'], store)).toBeNull();
    store.items.set(key, JSON.stringify({ mapping: ['code', 'code'], savedAt: 1 }));
    expect(recallMapping('colors', ['a', 'b'], store)).toBeNull();
  });

  it('keep the 50 most recent layouts', () => {
    const store = memoryStore();
    for (let i = 0; i < 55; i++) rememberMapping('brands', [`h${i}`], ['code'], store, i);
    expect(store.length).toBe(50);
    expect(recallMapping('brands', ['h0'], store)).toBeNull();
    expect(recallMapping('brands', ['h54'], store)).toEqual(['code']);
  });
});
