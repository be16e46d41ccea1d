import { useEffect, useEffectEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { cellSelection, type Selection } from '../../../renderer/src/catalog/model/selection.ts';
import { useShownSelection } from '../../../renderer/src/catalog/use-shown-selection.ts';

// The grid's selection ahead of the editor's (use-shown-selection.ts) in a real page: a move
// shows in the grid at once, the editor takes it after the paint, moves before that reach the
// editor as the last of them, and a selection the editor makes meanwhile (a find, a jump) stands.

const at = (s: Selection): string => `${String(s.active.row)}:${String(s.active.col)}`;

function Editor() {
  const [selection, setSelection] = useState<Selection>(cellSelection({ row: 0, col: 0 }));
  const [told, setTold] = useState(0);
  return (
    <div>
      <p data-testid="editor">{`editor ${at(selection)}, told ${String(told)}`}</p>
      <Grid
        selection={selection}
        onSelection={(next) => {
          setTold((n) => n + 1);
          setSelection(next);
        }}
      />
      <button
        type="button"
        onClick={() => {
          setSelection(cellSelection({ row: 7, col: 1 }));
        }}
      >
        jump
      </button>
      <Shortcut selection={selection} />
    </div>
  );
}

/** Like the editor's Ctrl+F: a document key listener that acts on the editor's selection. */
function Shortcut(props: { selection: Selection }) {
  const [acted, setActed] = useState('none');
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.ctrlKey && e.key === 'f') setActed(at(props.selection));
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      onKey(e);
    };
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
    };
  }, []);
  return <p data-testid="shortcut">{`shortcut at ${acted}`}</p>;
}

/** A part of the editor that takes `ms` to render each selection, as a big editor on a busy machine. */
function Slow(props: { selection: Selection; ms: number }) {
  const until = performance.now() + props.ms;
  while (performance.now() < until) {
    // Busy, as rendering is.
  }
  return <span>{at(props.selection)}</span>;
}

/** Calls of the editor's onSelection so far, counted as they are made (not as they render). */
const calls = { count: 0 };

/** The editor with 40 slow parts: its transition renders for about a second, yielding between them. */
function SlowEditor() {
  const [selection, setSelection] = useState<Selection>(cellSelection({ row: 0, col: 0 }));
  return (
    <div>
      <p data-testid="editor">{`editor ${at(selection)}`}</p>
      <Grid
        selection={selection}
        onSelection={(next) => {
          calls.count += 1;
          setSelection(next);
        }}
      />
      {Array.from({ length: 40 }, (_, i) => (
        <Slow key={i} selection={selection} ms={25} />
      ))}
      <Shortcut selection={selection} />
    </div>
  );
}

function Grid(props: { selection: Selection; onSelection: (s: Selection) => void }) {
  const { selection, select } = useShownSelection(props.selection, props.onSelection);
  const down = (by = 1) => {
    select(cellSelection({ row: selection.active.row + by, col: selection.active.col }));
  };
  return (
    <div>
      <p data-testid="grid">{`grid ${at(selection)}`}</p>
      <button
        type="button"
        onClick={() => {
          down();
        }}
      >
        down
      </button>
      <button
        type="button"
        onClick={() => {
          down(1);
          down(2);
        }}
      >
        twice
      </button>
    </div>
  );
}

const text = (id: string): string => page.getByTestId(id).element().textContent;

describe('the grid selection ahead of the editor', () => {
  it('shows a move at once and tells the editor after the paint', async () => {
    await render(<Editor />);
    await userEvent.click(page.getByRole('button', { name: 'down', exact: true }));
    // The click's own task: the grid moved, the editor not yet.
    expect(text('grid')).toBe('grid 1:0');
    await expect.element(page.getByTestId('editor')).toHaveTextContent('editor 1:0, told 1');
    expect(text('grid')).toBe('grid 1:0');
  });

  it('sends moves made before the paint as the last of them', async () => {
    await render(<Editor />);
    await userEvent.click(page.getByRole('button', { name: 'twice' }));
    expect(text('grid')).toBe('grid 2:0');
    await expect.element(page.getByTestId('editor')).toHaveTextContent('editor 2:0, told 1');
    await userEvent.click(page.getByRole('button', { name: 'down', exact: true }));
    await expect.element(page.getByTestId('editor')).toHaveTextContent('editor 3:0, told 2');
    expect(text('grid')).toBe('grid 3:0');
  });

  it('leaves a selection the editor made before the paint standing', async () => {
    await render(<Editor />);
    const grid = page.getByTestId('grid').element();
    const down = page.getByRole('button', { name: 'down', exact: true }).element();
    const jump = page.getByRole('button', { name: 'jump' }).element();
    // Both in one task, before any paint: the grid's move, then the editor's jump.
    (down as HTMLButtonElement).click();
    (jump as HTMLButtonElement).click();
    await expect.element(page.getByTestId('grid')).toHaveTextContent('grid 7:1');
    // Two frames on, the move has not overwritten the jump.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await new Promise((r) => setTimeout(r, 0));
    expect(grid.textContent).toBe('grid 7:1');
    expect(text('editor')).toBe('editor 7:1, told 0');
  });

  it('hands a move over at once to a shortcut pressed before the paint', async () => {
    await render(<Editor />);
    const down = page.getByRole('button', { name: 'twice' }).element() as HTMLButtonElement;
    // One task: two moves, then Ctrl+F, before any render or paint.
    down.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', ctrlKey: true }));
    expect(text('editor')).toBe('editor 2:0, told 1');
    await expect.element(page.getByTestId('shortcut')).toHaveTextContent('shortcut at 2:0');
    expect(text('grid')).toBe('grid 2:0');
    // The paint that follows sends nothing more.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await new Promise((r) => setTimeout(r, 0));
    expect(text('editor')).toBe('editor 2:0, told 1');
  });

  it('hands a move over at once to a shortcut pressed while the editor is still taking it', async () => {
    await render(<SlowEditor />);
    calls.count = 0;
    (
      page.getByRole('button', { name: 'down', exact: true }).element() as HTMLButtonElement
    ).click();
    // The paint is out and the editor was told, in a transition that renders for a second.
    await expect.poll(() => calls.count, { interval: 5 }).toBe(1);
    expect(text('editor')).toBe('editor 0:0');
    await userEvent.keyboard('{Control>}f{/Control}');
    await expect.element(page.getByTestId('shortcut')).toHaveTextContent('shortcut at 1:0');
    await expect.element(page.getByTestId('editor')).toHaveTextContent('editor 1:0');
  });

  it('leaves a plain key to wait for the paint', async () => {
    await render(<Editor />);
    const down = page.getByRole('button', { name: 'down', exact: true }).element();
    (down as HTMLButtonElement).click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    expect(text('editor')).toBe('editor 0:0, told 0');
    await expect.element(page.getByTestId('editor')).toHaveTextContent('editor 1:0, told 1');
  });
});

function TwoViews() {
  const [view, setView] = useState<'a' | 'b'>('a');
  const [selections, setSelections] = useState({
    a: cellSelection({ row: 0, col: 0 }),
    b: cellSelection({ row: 0, col: 0 }),
  });
  return (
    <div>
      <p data-testid="views">{`a ${at(selections.a)}, b ${at(selections.b)}`}</p>
      <ViewGrid
        view={view}
        selection={selections[view]}
        onSelection={(next) => {
          setSelections((all) => ({ ...all, [view]: next }));
        }}
        leave={() => {
          setView('b');
        }}
      />
    </div>
  );
}

function ViewGrid(props: {
  view: string;
  selection: Selection;
  onSelection: (s: Selection) => void;
  leave: () => void;
}) {
  const { selection, select } = useShownSelection(props.selection, props.onSelection, props.view);
  return (
    <div>
      <p data-testid="grid">{`grid ${props.view} ${at(selection)}`}</p>
      <button
        type="button"
        onClick={() => {
          select(cellSelection({ row: selection.active.row + 1, col: 0 }));
          props.leave();
        }}
      >
        down and leave
      </button>
    </div>
  );
}

describe('the grid selection ahead of the editor, across views', () => {
  it('never carries a move into another view whose selection is the one it started from', async () => {
    await render(<TwoViews />);
    await userEvent.click(page.getByRole('button', { name: 'down and leave' }));
    await expect.element(page.getByTestId('grid')).toHaveTextContent('grid b 0:0');
    // Two frames later the other view's selection is still its own.
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          resolve();
        });
      });
    });
    expect(text('views')).toBe('a 0:0, b 0:0');
    expect(text('grid')).toBe('grid b 0:0');
  });
});
