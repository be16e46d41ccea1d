import { memo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { useLatestHandlers } from '../../../renderer/src/catalog/use-latest-handlers.ts';

// The editor's toolbar takes its actions from useLatestHandlers: it renders again only when what
// it shows changes, and its buttons still act on the editor's latest state.

let renders = 0;

const Toolbar = memo(function Toolbar(props: { onPick: () => void }) {
  renders += 1;
  return (
    <button type="button" onClick={props.onPick}>
      pick
    </button>
  );
});

function Editor() {
  const [count, setCount] = useState(0);
  const [picked, setPicked] = useState(-1);
  const actions = useLatestHandlers({
    onPick: () => {
      setPicked(count);
    },
  });
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          setCount((n) => n + 1);
        }}
      >
        more
      </button>
      <p data-testid="state">{`count ${String(count)}, picked ${String(picked)}`}</p>
      <Toolbar onPick={actions.onPick} />
    </div>
  );
}

describe('useLatestHandlers', () => {
  it('keeps a memoised part from rendering again, and calls the latest handler', async () => {
    renders = 0;
    await render(<Editor />);
    await userEvent.click(page.getByRole('button', { name: 'more' }));
    await userEvent.click(page.getByRole('button', { name: 'more' }));
    await expect.element(page.getByTestId('state')).toHaveTextContent('count 2, picked -1');
    expect(renders).toBe(1);
    await userEvent.click(page.getByRole('button', { name: 'pick' }));
    await expect.element(page.getByTestId('state')).toHaveTextContent('count 2, picked 2');
  });
});
