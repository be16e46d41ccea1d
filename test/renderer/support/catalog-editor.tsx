import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ProfileView } from '../../../app/connections.ts';
import type { DraftsSnapshot } from '../../../app/catalog/drafts.ts';
import { CatalogEditor } from '../../../renderer/src/catalog/CatalogEditor.tsx';
import type { ViewName } from '../../../renderer/src/catalog/model/view.ts';
import { createQueryClient, useQueryEvents } from '../../../renderer/src/lib/queries.ts';
import { installFakeBridge, type FakeBridge } from './fake-bridge.ts';
import { renderWithApp } from './render.tsx';

// The catalog editor as the Catalog screen shows it, over a stand-in bridge (fake-bridge.ts), and
// the grid as a user sees it: cells by row and column, the active cell, the cell input.

let profileCount = 0;
export function profileOf(granted: string[] | null = null): ProfileView {
  profileCount += 1;
  return {
    id: `p-${String(profileCount)}`,
    name: 'Showroom',
    hostKind: 'custom',
    baseUrl: 'http://127.0.0.1:9',
    voucherPrefix: '',
    secretTransport: 'body',
    clientId: null,
    isDemo: false,
    grantedPermissions: granted,
    deniedPermissions: [],
    state: 'connected',
    secretRemembered: false,
    lastUsedAt: null,
  };
}

export const DRAFTS: DraftsSnapshot = {
  brands: [
    { id: 'b1', position: 1, row: { code: 'AA', name: 'Alpha' } },
    { id: 'b2', position: 2, row: { code: 'BB', name: 'Beta' } },
    { id: 'b3', position: 3, row: { code: 'CC', name: 'Gamma' } },
  ],
  colors: [{ id: 'c1', position: 1, row: { code: 'NV', name: 'Navy' } }],
  products: [
    {
      id: 'p1',
      position: 1,
      row: {
        product_code: 'P-1',
        name: 'Coat',
        brand_code: 'AA',
        skus: [{ color_code: 'NV', size_code: 'M' }],
      },
    },
    {
      id: 'p2',
      position: 2,
      row: { product_code: 'P-2', name: 'Shirt', brand_code: 'SENT', skus: [] },
    },
  ],
};

let fake: FakeBridge | null = null;
let shown = '';
let switchTo: (profile: ProfileView) => void = () => undefined;

/** The stand-in bridge of the editor on screen. */
export function bridge(): FakeBridge {
  if (fake === null) throw new Error('no editor open');
  return fake;
}

/** Shows another connection, as the shell does after a switch. */
export function showProfile(profile: ProfileView): void {
  shown = profile.id;
  switchTo(profile);
}

export async function open(
  view: ViewName,
  profile = profileOf(),
  sent: { brands: string[]; colors: string[] } = { brands: [], colors: [] },
  drafts: (profileId: string) => DraftsSnapshot = () => DRAFTS,
) {
  shown = profile.id;
  fake = installFakeBridge({
    'connections.list': () => ({ profiles: [profile], activeId: shown }),
    'drafts.load': ({ profileId }: { profileId: string }) => structuredClone(drafts(profileId)),
    'drafts.save': () => ({ upserted: 1, deleted: 0 }),
    'drafts.discard': () => ({ discarded: 0 }),
    'sent.codes': () => sent,
    'catalog.columnLayouts': () => ({ brands: null, colors: null, products: null, skus: null }),
    'catalog.saveColumnLayout': () => ({ saved: true }),
  });
  function Harness() {
    const [current, setCurrent] = useState(view);
    const [who, setWho] = useState(profile);
    switchTo = setWho;
    useQueryEvents();
    return <CatalogEditor profile={who} view={current} onView={setCurrent} />;
  }
  const screen = await renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  await expect.element(page.getByRole('grid')).toBeVisible();
  return screen;
}

/** A data cell by 1-based row and column, as the grid's ARIA numbers them (the header is row 1). */
export const cellEl = (row: number, col: number): HTMLElement | null =>
  document.querySelector(
    `[role=row][aria-rowindex="${String(row + 1)}"] [role=gridcell][aria-colindex="${String(col)}"]`,
  );
export const text = (row: number, col: number) => cellEl(row, col)?.textContent ?? null;
/** "row,col" of the active cell. */
export function active(): string {
  const el = document.querySelector<HTMLElement>('.grid-cell.active');
  const row = Number(el?.closest('[role=row]')?.getAttribute('aria-rowindex')) - 1;
  return `${String(row)},${el?.getAttribute('aria-colindex') ?? '?'}`;
}
export const input = () => document.querySelector<HTMLInputElement>('.grid-input');
export async function clickCell(row: number, col: number) {
  const el = cellEl(row, col);
  if (el === null) throw new Error(`no cell ${String(row)},${String(col)}`);
  await userEvent.click(page.elementLocator(el));
}
/** Ids of rows saved for the profile on screen (the store still sends earlier tests' edits). */
export const savedIds = () =>
  bridge()
    .calls.filter(
      (c) => c.name === 'drafts.save' && (c.input as { profileId: string }).profileId === shown,
    )
    .flatMap((c) => (c.input as { upserts: { id: string }[] }).upserts.map((u) => u.id));
