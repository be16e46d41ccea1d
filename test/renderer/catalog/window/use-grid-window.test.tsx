import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { Operation, OperationAnswer } from '../../../../app/catalog/operations.ts';
import { NO_VIEW_SPEC, type ViewRow, type ViewSpec } from '../../../../app/catalog/views.ts';
import { useGridWindow } from '../../../../renderer/src/catalog/window/use-grid-window.ts';
import { installFakeBridge } from '../../support/fake-bridge.ts';

// The hook over the app's bridge in a real page. Main (and so the core's store) cannot run in a
// component test's page, so window.kikan is the fake bridge (support/fake-bridge.ts) answering
// from a plain list of 100,000 rows; the real core is what grid-window-driver.test.ts drives.
// What this shows: the hook asks only the blocks near the screen, renders the rows it got, and
// shows a typed cell at once, before the answer it waits for.

const ROWS = 100_000;
const spec: ViewSpec = { view: 'products', ...NO_VIEW_SPEC, columnFilters: [] };
const names = new Map<number, string>();
const rowOf = (place: number): ViewRow => ({
  id: `p${String(place)}`,
  cells: [`P${String(place)}`, names.get(place) ?? `Shirt ${String(place)}`, 'KK', ''],
});

function Grid({ onScreen }: { onScreen: number }) {
  const grid = useGridWindow('profile-1', spec);
  const { setVisibleRange } = grid;
  useEffect(() => {
    setVisibleRange({ start: 0, end: onScreen - 1 });
  }, [setVisibleRange, onScreen]);
  if (grid.loading) return <p>Opening…</p>;
  return (
    <div>
      <p>{`${String(grid.length)} rows`}</p>
      <button
        type="button"
        onClick={() => {
          grid.apply({
            kind: 'apply',
            operation: {
              kind: 'set',
              grid: 'products',
              cells: [{ row: { id: 'p3' }, column: 'name', value: 'Coat' }],
            },
          });
        }}
      >
        Type
      </button>
      <ul>
        {Array.from({ length: onScreen }, (_, place) => {
          const row = grid.rowAt(place);
          const text = row === 'loading' ? 'loading' : (row?.cells.join(' | ') ?? '');
          return <li key={place}>{text}</li>;
        })}
      </ul>
    </div>
  );
}

describe('useGridWindow (over the fake bridge)', () => {
  it('reads the blocks near the screen and shows a typed cell before the answer', async () => {
    let release: (() => void) | null = null;
    const bridge = installFakeBridge({
      'catalog.view': () => ({ viewId: 7, length: ROWS, version: 1, stale: false }),
      'catalog.window': (input: { viewId: number; from: number; count: number }) => ({
        viewId: input.viewId,
        length: ROWS,
        version: 1,
        stale: false,
        from: input.from,
        rows: Array.from({ length: input.count }, (_, i) => rowOf(input.from + i)),
      }),
      'catalog.apply': async ({ operation }: { operation: Operation }) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        if (operation.kind === 'set') names.set(3, 'Coat');
        const answer: OperationAnswer = {
          version: 2,
          cells: 1,
          rowCount: 1,
          rows: [{ grid: 'products', id: 'p3' }],
        };
        return answer;
      },
    });
    await render(<Grid onScreen={30} />);
    await expect.element(page.getByText('100000 rows')).toBeVisible();
    await expect.element(page.getByText('P29 | Shirt 29 | KK |')).toBeVisible();
    const windows = () =>
      bridge.calls
        .filter((call) => call.name === 'catalog.window')
        .map((call) => (call.input as { from: number }).from);
    expect(windows().sort((a, b) => a - b)).toEqual([0, 200]);

    await page.getByRole('button', { name: 'Type' }).click();
    await expect.element(page.getByText('P3 | Coat | KK |')).toBeVisible();
    expect(release).not.toBeNull(); // the answer is still held back
    (release as unknown as () => void)();
    await expect.poll(() => windows().filter((from) => from === 0).length).toBe(2);
    await expect.element(page.getByText('P3 | Coat | KK |')).toBeVisible();
  });
});
