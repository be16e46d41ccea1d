import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../renderer/src/frame/router.ts';
import { createQueryClient } from '../../renderer/src/lib/queries.ts';
import { renderWithApp } from './support/render.tsx';

// The app's own route tree and frame in a memory history. Main cannot run in this page, so
// window.kikan is a stand-in that answers every call "not connected" and sends no events: the
// frame then shows no connection, which the rail does not depend on.

const notConnected = () =>
  Promise.resolve({ ok: false, error: { kind: 'not_connected', message: 'Not connected.' } });
Object.defineProperty(window, 'kikan', {
  configurable: true,
  value: new Proxy(
    {},
    {
      get: (_, area) =>
        area === 'on' ? () => () => undefined : new Proxy({}, { get: () => notConnected }),
    },
  ),
});

async function openAt(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const screen = await renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const rail = screen.getByRole('navigation', { name: 'Main navigation' });
  return { router, screen, rail };
}

describe('navigation rail', () => {
  for (const [path, section] of [
    ['/', 'Connect'],
    ['/connect?profile=p-1', 'Connect'],
    ['/catalog', 'Catalog'],
    ['/catalog/skus', 'Catalog'],
    ['/vouchers', 'Vouchers'],
    ['/vouchers/leases/L-0001', 'Vouchers'],
    ['/history/42', 'History'],
    ['/settings', 'Settings'],
  ] as const) {
    it(`marks ${section} on ${path}, and only it`, async () => {
      const { rail, screen } = await openAt(path);
      await expect
        .element(rail.getByRole('link', { name: section }))
        .toHaveAttribute('aria-current', 'page');
      expect(screen.container.querySelectorAll('nav [aria-current="page"]')).toHaveLength(1);
    });
  }

  it('follows navigation and history', async () => {
    const { rail, router } = await openAt('/catalog/brands');
    await rail.getByRole('link', { name: 'Settings' }).click();
    await expect
      .element(rail.getByRole('link', { name: 'Settings' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(rail.getByRole('link', { name: 'Catalog' }))
      .not.toHaveAttribute('aria-current');
    router.history.back();
    await expect
      .element(rail.getByRole('link', { name: 'Catalog' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('is in Japanese when the app is', async () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/history'] }));
    const screen = await renderWithApp(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      { language: 'ja' },
    );
    const rail = screen.getByRole('navigation', { name: 'メインナビゲーション' });
    await expect
      .element(rail.getByRole('link', { name: '履歴' }))
      .toHaveAttribute('aria-current', 'page');
  });
});
