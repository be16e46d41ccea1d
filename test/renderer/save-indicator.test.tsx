import { describe, expect, it } from 'vitest';
import type { AppError } from '../../app/errors.ts';
import { SaveIndicator } from '../../renderer/src/catalog/GridToolbar.tsx';
import { renderWithApp } from './support/render.tsx';

const locked: AppError = {
  kind: 'conflict',
  message: 'The local data file is locked by another program.',
};

describe('SaveIndicator', () => {
  it('says a failed save is not saved and being retried, with the reason', async () => {
    const screen = await renderWithApp(<SaveIndicator state="failed" failure={locked} />);
    const status = screen.getByRole('status');
    await expect.element(status).toHaveAttribute('data-state', 'failed');
    await expect
      .element(status)
      .toHaveAttribute(
        'title',
        'Not saved — retrying: The local data file is locked by another program.',
      );
  });

  it('says it in Japanese when the app does', async () => {
    const screen = await renderWithApp(<SaveIndicator state="failed" failure={locked} />, {
      language: 'ja',
    });
    await expect
      .element(screen.getByRole('status'))
      .toHaveAttribute(
        'title',
        '未保存 — 再試行中：The local data file is locked by another program.',
      );
  });
});
