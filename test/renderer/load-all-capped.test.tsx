import { describe, expect, it } from 'vitest';
import type { LoadProgress } from '../../app/resources/voucher-cache.ts';
import { LoadAllBar } from '../../renderer/src/vouchers/LoadAllBar.tsx';
import { renderWithApp } from './support/render.tsx';

const capped: LoadProgress = {
  profileId: 'p1',
  kind: 'purchase_orders',
  productCode: null,
  state: 'capped',
  rows: 1_000_050,
  startRows: 0,
  pages: 20_001,
  expectedRows: null,
  startedAt: 0,
  resumeAt: null,
  msPerCall: 500,
  error: null,
  ceiling: { by: 'rows', limit: 1_000_000 },
};

const bar = (progress: LoadProgress) => (
  <LoadAllBar
    progress={progress}
    info={{ rows: progress.rows, complete: false, loadedAt: null, updatedAt: null }}
    after={null}
    onStart={() => undefined}
    onCancel={() => undefined}
  />
);

describe('LoadAllBar at the safety limit', () => {
  it('says what was loaded and why it stopped (rows)', async () => {
    const screen = await renderWithApp(bar(capped));
    const shown = screen.getByTestId('load-capped');
    await expect.element(shown).toBeVisible();
    expect(shown.element().textContent).toMatch(
      /Loading stopped at the safety limit of 1,000,000 rows a list; the 1,000,050 rows loaded are kept\. The service had not ended the list/,
    );
  });

  it('says it for the byte limit, in Japanese', async () => {
    const screen = await renderWithApp(
      bar({ ...capped, rows: 4_200, ceiling: { by: 'bytes', limit: 1024 ** 3 } }),
      { language: 'ja' },
    );
    const shown = screen.getByTestId('load-capped');
    await expect.element(shown).toBeVisible();
    expect(shown.element().textContent).toMatch(
      // \s: numbers are held to their units with no-break spaces (lib/number-joins.ts).
      /1\s回の読み込みの安全上限\s1,024\sMB に達したため、読み込みを止めました。読み込んだ\s4,200\s行は保持されています。/,
    );
  });
});
