import { describe, expect, it } from 'vitest';
import type { AppError } from '../../app/errors.ts';
import { ErrorAlert } from '../../renderer/src/ui/ErrorAlert.tsx';
import { renderWithApp } from './support/render.tsx';

describe('ErrorAlert', () => {
  it('announces the title, what happened and the service’s own words', async () => {
    const error: AppError = {
      kind: 'forbidden',
      message: 'No vouchers for you',
      permission: 'read_leases',
    };
    const screen = await renderWithApp(<ErrorAlert title="Could not load" error={error} />);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toBeVisible();
    await expect.element(alert).toHaveAttribute('data-error-kind', 'forbidden');
    await expect.element(alert.getByText('Could not load')).toBeVisible();
    await expect.element(alert.getByText(/read_leases/)).toBeVisible();
    await expect.element(alert.getByText('No vouchers for you')).toBeVisible();
  });

  it('leaves out a detail that only repeats the summary', async () => {
    const error: AppError = { kind: 'offline', message: '' };
    const screen = await renderWithApp(<ErrorAlert title="Offline" error={error} />);
    await expect.element(screen.getByRole('alert')).toBeVisible();
    expect(screen.container.querySelector('.alert-detail')).toBeNull();
  });

  it('speaks Japanese when the app does', async () => {
    const error: AppError = { kind: 'timeout', message: '' };
    const en = await renderWithApp(<ErrorAlert title="T" error={error} />);
    const english = en.getByRole('alert').element().textContent;
    await en.unmount();
    const ja = await renderWithApp(<ErrorAlert title="T" error={error} />, { language: 'ja' });
    const japanese = ja.getByRole('alert').element().textContent;
    expect(japanese).not.toBe(english);
    expect(japanese).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});
