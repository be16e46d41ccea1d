import { useMemo, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { paintFirst } from '../../../renderer/src/catalog/window/paint-first.ts';

// A store heard after the paint (paint-first.ts) in a real page: the grid hears a change at
// once, the editor after the next paint; a change of the rows' count, and every change waiting
// when a Ctrl key comes, the editor hears at once too.

class Store {
  value = 0;
  rows = 10;
  private listeners = new Set<() => void>();
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
  change(rows = this.rows): void {
    this.value += 1;
    this.rows = rows;
    for (const listener of this.listeners) listener();
  }
  readonly shown = (): string => `${String(this.value)}/${String(this.rows)}`;
}

function Grid(props: { store: Store }) {
  const shown = useSyncExternalStore(props.store.subscribe, props.store.shown);
  return <p data-testid="grid">{`grid ${shown}`}</p>;
}

function Editor(props: { store: Store }) {
  const { store } = props;
  const subscribe = useMemo(() => paintFirst(store.subscribe, () => store.rows), [store]);
  const shown = useSyncExternalStore(subscribe, store.shown);
  return (
    <div>
      <p data-testid="editor">{`editor ${shown}`}</p>
      <Grid store={store} />
    </div>
  );
}

const text = (id: string): string => page.getByTestId(id).element().textContent;

/** Runs the microtasks React renders a store's change in, with no frame between. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('paintFirst', () => {
  it('tells a change after the paint, while the grid shows it at once', async () => {
    const store = new Store();
    await render(<Editor store={store} />);
    store.change();
    await microtasks();
    expect(text('grid')).toBe('grid 1/10');
    expect(text('editor')).toBe('editor 0/10');
    await expect.element(page.getByTestId('editor')).toHaveTextContent('editor 1/10');
  });

  it('tells a change of its urgent key (the rows’ count) at once', async () => {
    const store = new Store();
    await render(<Editor store={store} />);
    store.change(11);
    await microtasks();
    expect(text('grid')).toBe('grid 1/11');
    expect(text('editor')).toBe('editor 1/11');
  });

  it('tells the changes waiting at once when a Ctrl key comes, before its handlers', async () => {
    const store = new Store();
    await render(<Editor store={store} />);
    store.change();
    store.change();
    await microtasks();
    expect(text('editor')).toBe('editor 0/10');
    let seen = '';
    const shortcut = () => {
      seen = text('editor');
    };
    document.addEventListener('keydown', shortcut);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    document.removeEventListener('keydown', shortcut);
    expect(seen).toBe('editor 2/10');
  });

  it('leaves a plain key to wait for the paint', async () => {
    const store = new Store();
    await render(<Editor store={store} />);
    store.change();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await microtasks();
    expect(text('editor')).toBe('editor 0/10');
    await expect.element(page.getByTestId('editor')).toHaveTextContent('editor 1/10');
  });
});
