import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { CacheInfo, LoadProgress } from '../../../app/resources/voucher-cache.ts';
import { OPEN_FILL_ROWS, useAutoFill } from '../../../renderer/src/vouchers/use-auto-fill.ts';

// When a partial list fills itself (issue 27): once on opening while it holds fewer than 20,000
// rows, stopping there (and saying so) unless the user searches, filters, sorts or groups; once
// when they do, whatever its length; never again behind the back of a user who cancelled.

const info = (rows: number, complete = false): CacheInfo => ({
  rows,
  complete,
  loadedAt: null,
  updatedAt: null,
});

const progress = (rows: number, state: LoadProgress['state'] = 'running'): LoadProgress => ({
  profileId: 'p',
  kind: 'leases',
  productCode: null,
  state,
  rows,
  startRows: 100,
  pages: 1,
  expectedRows: null,
  startedAt: 1,
  resumeAt: null,
  msPerCall: 500,
  error: null,
});

interface Props {
  info: CacheInfo;
  progress: LoadProgress | null;
  wantsWhole: boolean;
}

function harness(calls: string[]) {
  function Harness(props: Props) {
    const fill = useAutoFill({
      listId: 'leases',
      ...props,
      start: () => {
        calls.push('start');
      },
      cancel: () => {
        calls.push('cancel');
      },
    });
    return <p data-testid="fill">{JSON.stringify(fill)}</p>;
  }
  return Harness;
}

const text = (screen: { getByTestId: (id: string) => { element: () => Element } }) =>
  screen.getByTestId('fill').element().textContent;

describe('useAutoFill', () => {
  it('fills on opening once, stops at 20,000 rows and says so, and fills past it when filtered', async () => {
    const calls: string[] = [];
    const Harness = harness(calls);
    const screen = await render(<Harness info={info(100)} progress={null} wantsWhole={false} />);
    await expect.poll(() => calls).toEqual(['start']);
    await screen.rerender(
      <Harness info={info(5_000)} progress={progress(5_000)} wantsWhole={false} />,
    );
    await expect.poll(() => text(screen)).toContain('"filling":true');
    const past = OPEN_FILL_ROWS + 100;
    await screen.rerender(
      <Harness info={info(past)} progress={progress(past)} wantsWhole={false} />,
    );
    await expect.poll(() => calls).toEqual(['start', 'cancel']);
    await screen.rerender(
      <Harness info={info(past)} progress={progress(past, 'cancelled')} wantsWhole={false} />,
    );
    await expect
      .poll(() => text(screen))
      .toContain(`{"filling":false,"stoppedAt":${String(past)}}`);
    expect(calls).toEqual(['start', 'cancel']);
    // The user filters: the rest is loaded, whatever the length, and not stopped at the cap.
    await screen.rerender(
      <Harness info={info(past)} progress={progress(past, 'cancelled')} wantsWhole />,
    );
    await expect.poll(() => calls).toEqual(['start', 'cancel', 'start']);
    await screen.rerender(
      <Harness info={info(past + 5_000)} progress={progress(past + 5_000)} wantsWhole />,
    );
    await expect.poll(() => text(screen)).toContain('{"filling":true,"stoppedAt":null}');
    expect(calls).toEqual(['start', 'cancel', 'start']);
  });

  it('does not start again after the user cancelled, and leaves a complete list alone', async () => {
    const calls: string[] = [];
    const Harness = harness(calls);
    const screen = await render(<Harness info={info(100)} progress={null} wantsWhole={false} />);
    await expect.poll(() => calls).toEqual(['start']);
    await screen.rerender(
      <Harness info={info(300)} progress={progress(300, 'cancelled')} wantsWhole={false} />,
    );
    await expect.poll(() => text(screen)).toContain('"filling":false');
    expect(calls).toEqual(['start']);
    await screen.unmount();

    const done: string[] = [];
    const Complete = harness(done);
    const other = await render(<Complete info={info(300, true)} progress={null} wantsWhole />);
    await expect.poll(() => text(other)).toContain('"filling":false');
    expect(done).toEqual([]);
  });

  it('does not fill on opening a list already past 20,000 rows', async () => {
    const calls: string[] = [];
    const Harness = harness(calls);
    const screen = await render(
      <Harness info={info(OPEN_FILL_ROWS)} progress={null} wantsWhole={false} />,
    );
    await expect.poll(() => text(screen)).toContain('"filling":false');
    expect(calls).toEqual([]);
    await screen.rerender(<Harness info={info(OPEN_FILL_ROWS)} progress={null} wantsWhole />);
    await expect.poll(() => calls).toEqual(['start']);
  });

  it('waits for the list’s first page: nothing starts while it holds no row', async () => {
    const calls: string[] = [];
    const Harness = harness(calls);
    const screen = await render(<Harness info={info(0)} progress={null} wantsWhole={false} />);
    await expect.poll(() => text(screen)).toContain('"filling":false');
    await screen.rerender(<Harness info={info(0)} progress={null} wantsWhole />);
    await expect.poll(() => text(screen)).toContain('"filling":false');
    expect(calls).toEqual([]);
    // The first page arrived: the fill goes on from there.
    await screen.rerender(<Harness info={info(100)} progress={null} wantsWhole={false} />);
    await expect.poll(() => calls).toEqual(['start']);
  });
});
